import { STATIC_PAGE_IDS } from "../../../src/config";
import { breadcrumbList } from "../../../src/domain/seo/structured-data";
import { pageMeta, siteFromMatches, structuredData } from "../../seo";
import { decodeEntities } from "../../text";
import type { Route } from "./+types/static-page";
import { pageCachedClientLoader } from "../../page-cache";
import { notFound } from "./news-params";
import "./news.css";

type StaticPath = keyof typeof STATIC_PAGE_IDS;

const DESCRIPTIONS: Record<StaticPath, string> = {
  "chi-siamo": "Chi siamo: Sulky racconta il trotto italiano, corse, allevamento, puledri e stalloni.",
  contatti: "Contatti: come scrivere alla redazione di Sulky.",
  privacy: "Informativa sulla privacy e sui cookie di Sulky.",
};

function staticPathOf(pathname: string): StaticPath | null {
  const key = pathname.replace(/^\/|\/$/g, "");
  return key in STATIC_PAGE_IDS ? (key as StaticPath) : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const path = staticPathOf(new URL(request.url).pathname) ?? notFound();
  const page = await context.useCases.getContentPage({ id: STATIC_PAGE_IDS[path] });
  return page ? { page, path } : notFound();
}

/** Back and Forward show this page at once from the visitor's last ten pages. */
export const clientLoader = pageCachedClientLoader<Route.ClientLoaderArgs>();

export const meta: Route.MetaFunction = (args) => {
  if (!args.data) return pageMeta(args, { title: "Pagina non trovata", noIndex: true });
  const { page, path } = args.data;
  const title = decodeEntities(page.title);
  const site = siteFromMatches(args.matches);
  return [
    ...pageMeta(args, { title, description: page.excerptText && page.excerptText !== title ? page.excerptText : DESCRIPTIONS[path] }),
    structuredData(breadcrumbList(site.url, [{ name: "Home", path: "/" }, { name: title, path: `/${path}` }])),
  ];
};

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <article className="container page content-page">
      <header className="page-header">
        <h1>{decodeEntities(page.title)}</h1>
      </header>
      <div className="post-body" dangerouslySetInnerHTML={{ __html: page.contentHtml }} />
    </article>
  );
}
