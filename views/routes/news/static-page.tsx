import { STATIC_PAGE_IDS } from "~/src/config";
import { staticPageOfRoute, staticPagePath } from "~/src/urls/news";
import { breadcrumbList } from "../../structured-data";
import { SectionUnavailable } from "../../components/section-unavailable";
import { ContactAddresses } from "../../components/site-footer";
import { useSite } from "../../layouts/use-site";
import { pageMeta, siteFromMatches, structuredData } from "../../seo";
import type { Route } from "./+types/static-page";
import { backForwardCachedClientLoader } from "../../back-forward-cache";
import { notFound } from "../../route-errors";
import "./news.css";
import { newsKey } from "~/src/request-context";
import { ContentHtml } from "../../components/content-html";

type StaticPath = keyof typeof STATIC_PAGE_IDS;

/** The heading a page keeps when its text could not be read. */
const DEFAULT_TITLES: Record<StaticPath, string> = { "chi-siamo": "Chi siamo", contatti: "Contatti", privacy: "Privacy" };

const DESCRIPTIONS: Record<StaticPath, string> = {
  "chi-siamo": "Chi siamo: Sulky racconta il trotto italiano, corse, allevamento, puledri e stalloni.",
  contatti: "Contatti: come scrivere alla redazione di Sulky.",
  privacy: "Informativa sulla privacy e sui cookie di Sulky.",
};

export async function loader({ pattern, context }: Route.LoaderArgs) {
  // which page, the route says: /chi-siamo, /contatti or /privacy
  const path = staticPageOfRoute(pattern) ?? notFound();
  const answer = (await context.get(newsKey).getContentPage({ id: STATIC_PAGE_IDS[path] })) ?? notFound();
  return { page: answer.page, path };
}

/** Back and Forward show this page at once from the visitor's last ten pages. */
export const clientLoader = backForwardCachedClientLoader<Route.ClientLoaderArgs>();

export const meta: Route.MetaFunction = (args) => {
  if (!args.data) return pageMeta(args, { title: "Pagina non trovata", noIndex: true });
  const { page, path } = args.data;
  if (!page) return pageMeta(args, { title: DEFAULT_TITLES[path], description: DESCRIPTIONS[path] });
  const title = page.title;
  const site = siteFromMatches(args.matches);
  return [
    ...pageMeta(args, { title, description: page.excerptText && page.excerptText !== title ? page.excerptText : DESCRIPTIONS[path] }),
    structuredData(
      breadcrumbList(site.url, [
        { name: "Home", path: "/" },
        { name: title, path: staticPagePath(path) },
      ]),
    ),
  ];
};

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  const { page, path } = loaderData;
  const { site } = useSite();
  return (
    <article className="container page content-page">
      <header className="page-header">
        <h1>{page ? page.title : DEFAULT_TITLES[path]}</h1>
      </header>
      {page ? <ContentHtml className="post-body" html={page.contentHtml} /> : <SectionUnavailable />}
      {/* The addresses come from the same setting as the footer's, whatever the page's text says. */}
      {path === "contatti" && site.contacts ? (
        <section className="contact-addresses" aria-labelledby="contact-addresses">
          <h2 id="contact-addresses">Scrivici</h2>
          <ContactAddresses contacts={site.contacts} className="contact-mail" />
        </section>
      ) : null}
    </article>
  );
}
