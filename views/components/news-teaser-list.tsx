import { Link } from "react-router";
import { homeNewsSelection, newsPostPath, type NewsPostSummary } from "../../src/domain/news";

/** The home page's latest news: the first posts with their picture, a few more as headlines, each story once. */
export function NewsTeaserList({ posts }: { posts: NewsPostSummary[] }) {
  const { featured, headlines } = homeNewsSelection(posts);
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
            <time dateTime={post.date}>{new Date(post.date).toLocaleDateString("it-IT", { timeZone: "Europe/Rome" })}</time>
          </li>
        ))}
      </ul>
      {headlines.length > 0 ? (
        <ul className="news-headlines">
          {headlines.map((post) => (
            <li key={post.id}>
              <Link to={newsPostPath(post)} prefetch="intent">{post.title}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
