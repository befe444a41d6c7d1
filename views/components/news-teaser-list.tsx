import { Link } from "react-router";
import { HOME_NEWS_FEATURED, homeNewsSelection, type NewsPostSummary } from "~/src/domain/news";
import { newsPostPath } from "~/src/urls/news";
import "./news-teaser-list.css";
import { italianShortDate } from "~/src/domain/italian-format";

/** How many of the latest posts show their picture and date; the rest are headlines. */
export const NEWS_WITH_IMAGES = HOME_NEWS_FEATURED;

/** What a teaser shows: the title and address, and for the first posts the picture and date. */
export type NewsTeaser = Pick<NewsPostSummary, "id" | "slug" | "title"> & Partial<Pick<NewsPostSummary, "date" | "image">>;

/**
 * Only what the list shows, each story once (the content service may publish a title again):
 * the first posts with picture and date, a few headlines more (no excerpt).
 */
export function newsTeasers(posts: NewsPostSummary[]): NewsTeaser[] {
  const { featured, headlines } = homeNewsSelection(posts);
  return [
    ...featured.map(({ id, slug, title, date, image }) => ({ id, slug, title, date, image })),
    ...headlines.map(({ id, slug, title }) => ({ id, slug, title })),
  ];
}

/** The home page's latest news: the first posts with their picture, the rest as headlines. */
export function NewsTeaserList({ posts, withImages = NEWS_WITH_IMAGES }: { posts: NewsTeaser[]; withImages?: number }) {
  const featured = posts.slice(0, withImages);
  const headlines = posts.slice(withImages);
  return (
    <div className="news-teasers">
      <ul className="news-featured">
        {/* The picture sits inside the link beside the title: decorative, so its alt is empty. */}
        {featured.map((post, index) => (
          <li key={post.id} className="news-teaser">
            <Link to={newsPostPath(post)} prefetch="intent">
              {post.image ? (
                <img
                  src={post.image.url}
                  srcSet={post.image.srcSet}
                  sizes="(min-width: 768px) 218px, 100vw"
                  alt=""
                  width={218}
                  height={184}
                  loading={index < 2 ? "eager" : "lazy"}
                  decoding="async"
                />
              ) : null}
              <span className="news-teaser-title">{post.title}</span>
            </Link>
            {post.date ? <time dateTime={post.date}>{italianShortDate(new Date(post.date))}</time> : null}
          </li>
        ))}
      </ul>
      {headlines.length > 0 ? (
        <ul className="news-headlines">
          {headlines.map((post) => (
            <li key={post.id}>
              <Link to={newsPostPath(post)} prefetch="intent">
                {post.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
