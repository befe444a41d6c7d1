import { redirect } from "react-router";
import { PROTECTED_POST_NOTICE, showsDateAndAuthor } from "~/src/domain/news";
import { GOOGLE_NEWS_URL } from "~/src/urls/external";
import { newsListPath, newsPostIdOf, newsPostPath } from "~/src/urls/news";
import { breadcrumbList, newsArticle } from "../../structured-data";
import { NewsDate } from "../../components/news/news-date";
import { ShareBar } from "../../components/share-bar/share-bar";
import { useSite } from "../../layouts/use-site";
import { SectionUnavailable } from "../../components/section-unavailable";
import { absoluteUrl, pageMeta, siteFromMatches, structuredData } from "../../seo";
import type { Route } from "./+types/news-post";
import { backForwardCachedClientLoader } from "../../back-forward-cache";
import { notFound } from "../../route-errors";
import "./news.css";
import { newsKey } from "~/src/request-context";
import { ContentHtml } from "../../components/content-html";

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const id = newsPostIdOf(params.slug) ?? notFound();
  const { post } = (await context.get(newsKey).getNewsPost({ id })) ?? notFound();
  // One address per post: a wrong or missing slug after the id, or the slug written another way (WordPress's
  // lower-case %xx, letters left unencoded), goes to the real one, so the canonical URL is always that one.
  if (post && url.pathname !== newsPostPath(post)) throw redirect(newsPostPath(post), 301);
  return { post };
}

/** Back and Forward show this page at once from the visitor's last ten pages. */
export const clientLoader = backForwardCachedClientLoader<Route.ClientLoaderArgs>();

export const meta: Route.MetaFunction = (args) => {
  if (!args.data) return pageMeta(args, { title: "Notizia non trovata", noIndex: true });
  const { post } = args.data;
  if (!post) return pageMeta(args, { title: "Notizia", noIndex: true });
  const site = siteFromMatches(args.matches);
  const title = post.title;
  const url = `${site.url}${newsPostPath(post)}`;
  const dated = showsDateAndAuthor(post.date);
  return [
    ...pageMeta(args, { title, description: post.excerptText || title, image: post.image?.url ?? null, type: "article" }),
    ...(dated ? [{ property: "article:published_time", content: post.date }] : []),
    structuredData(
      newsArticle({
        url,
        headline: title,
        description: post.excerptText,
        image: post.image ? absoluteUrl(site.url, post.image.url) : null,
        datePublished: post.date,
        dateModified: post.modified,
        author: dated ? post.author : null,
        publisher: site.name,
      }),
    ),
    structuredData(
      breadcrumbList(site.url, [
        { name: "Home", path: "/" },
        { name: "Notizie", path: newsListPath() },
        { name: title, path: newsPostPath(post) },
      ]),
    ),
  ];
};

export default function NewsPostScreen({ loaderData: { post } }: Route.ComponentProps) {
  const { site } = useSite();
  if (!post) {
    return (
      <article className="container page news-post">
        <header className="post-header">
          <h1>Notizia</h1>
        </header>
        <SectionUnavailable />
      </article>
    );
  }
  const title = post.title;
  const dated = showsDateAndAuthor(post.date);
  return (
    <article className="container page news-post">
      <header className="post-header">
        <NewsDate date={post.date} className="post-date" />
        <h1>{title}</h1>
        {dated && post.author ? <p className="post-author">{`di ${post.author}`}</p> : null}
      </header>
      {post.image ? (
        <figure className="post-image">
          <img
            src={post.image.url}
            srcSet={post.image.srcSet}
            sizes="(min-width: 800px) 768px, 100vw"
            alt={post.image.alt}
            width={768}
            height={432}
            fetchPriority="high"
            decoding="async"
          />
        </figure>
      ) : null}
      {post.passwordProtected ? (
        <p className="alert alert-warning post-protected" role="status">
          {PROTECTED_POST_NOTICE}
        </p>
      ) : (
        <ContentHtml className="post-body" html={post.contentHtml} />
      )}
      <p className="google-news">
        <a href={GOOGLE_NEWS_URL} target="_blank" rel="noopener noreferrer">
          Seguici su Google News
        </a>
      </p>
      <ShareBar url={`${site.url}${newsPostPath(post)}`} title={title} />
    </article>
  );
}
