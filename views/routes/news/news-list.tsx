import { Link, useLocation, useNavigation } from "react-router";
import { NEWS_LOADING_TEXT, newsPager, splitNewsPage, type NewsPostSummary } from "~/src/domain/news";
import { newsListPath, newsPageQuery, parseNewsPage } from "~/src/urls/news";
import { Spinner } from "../../components/loading-indicator";
import { NewsCard } from "../../components/news/news-card";
import { SectionUnavailable } from "../../components/section-unavailable";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/news-list";
import { backForwardCachedClientLoader } from "../../back-forward-cache";
import { notFound } from "../../route-errors";
import { keptOnServer, StaticSection } from "../../static-section";
import "./news.css";
import { newsKey } from "~/src/request-context";

export async function loader({ url, context }: Route.LoaderArgs) {
  const page = parseNewsPage(url.searchParams.get("page")) ?? notFound();
  const result = (await context.get(newsKey).getNewsList({ page })) ?? notFound();
  // The cards are the page's bulk: sent once, as markup (picture sources included).
  return result.list ? { ...result, list: { ...result.list, posts: keptOnServer(context, "news-posts", result.list.posts) } } : result;
}

/** Back and Forward show this page at once from the visitor's last ten pages. */
export const clientLoader = backForwardCachedClientLoader<Route.ClientLoaderArgs>();

export const meta: Route.MetaFunction = (args) => {
  const page = args.data?.page ?? 1;
  return pageMeta(args, {
    title: page > 1 ? `Notizie sul trotto - pagina ${page}` : "Notizie sul trotto",
    description: "Le ultime notizie del trotto italiano: corse, Gran Premi, allevamento, aste, stalloni e puledri.",
    canonicalQuery: newsPageQuery(page) || undefined,
  });
};

export default function NewsList({ loaderData }: Route.ComponentProps) {
  const { page, list } = loaderData;
  const totalPages = list?.totalPages ?? page;
  const navigation = useNavigation();
  const location = useLocation();
  const loadingHere = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const pager = newsPager(page, totalPages);
  return (
    <div className="container page news-page">
      <header className="page-header">
        <h1>Notizie</h1>
        {page > 1 ? (
          <p className="subtitle">
            Pagina {page} di {totalPages}
          </p>
        ) : null}
      </header>
      {loadingHere ? (
        <Spinner text={NEWS_LOADING_TEXT} />
      ) : list === null ? (
        <SectionUnavailable />
      ) : (
        <StaticSection name="news-posts" data={list.posts}>
          {(posts) => <NewsCards posts={posts} />}
        </StaticSection>
      )}
      <nav className="pager news-pager" aria-label="Pagine delle notizie">
        {pager.previous ? (
          <Link to={newsListPath(pager.previous)} className="button button-secondary" rel="prev">
            « Precedente
          </Link>
        ) : null}
        {pager.next ? (
          <Link to={newsListPath(pager.next)} className="button" rel="next">
            Successivo »
          </Link>
        ) : null}
      </nav>
    </div>
  );
}

/** The page's posts: the newest as the main card, the next ones as leads, then the others. */
function NewsCards({ posts }: { posts: readonly NewsPostSummary[] }) {
  const { main, leads, others } = splitNewsPage(posts);
  return (
    <>
      {main ? <NewsCard post={main} variant="main" eager /> : <p className="empty-state">Nessuna notizia disponibile</p>}
      {leads.length > 0 ? (
        <div className="news-leads">
          {leads.map((post) => (
            <NewsCard key={post.id} post={post} variant="lead" eager />
          ))}
        </div>
      ) : null}
      {others.length > 0 ? (
        <div className="news-others">
          {others.map((post) => (
            <NewsCard key={post.id} post={post} variant="other" />
          ))}
        </div>
      ) : null}
    </>
  );
}
