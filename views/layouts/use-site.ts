import { useRouteLoaderData } from "react-router";
import type { SiteFrame } from "~/src/application/site/get-site-frame";
import type { SiteInfo } from "../seo";

/** What the portal's frame shows besides the page: the site's name and contacts, the years of its menus. */
export type ChromeData = { site: SiteInfo; frame: SiteFrame };

export function useSite(): ChromeData {
  const data = useRouteLoaderData("root") as { site: SiteInfo; frame: SiteFrame } | undefined;
  const year = new Date().getFullYear();
  return data ?? { site: { name: "Sulky", url: "" }, frame: { currentYear: year, lastYear: year - 1 } };
}
