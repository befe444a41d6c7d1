import { useRouteLoaderData } from "react-router";
import type { SiteFrame } from "~/src/application/site/get-site-frame";
import type { SiteInfo } from "../seo";

export function useSite(): { site: SiteInfo; frame: SiteFrame } {
  const data = useRouteLoaderData("root") as { site: SiteInfo; frame: SiteFrame } | undefined;
  const year = new Date().getFullYear();
  return data ?? { site: { name: "Sulky", url: "" }, frame: { currentYear: year, lastYear: year - 1 } };
}
