import { Link } from "react-router";
import type { NewsPostSummary } from "~/src/domain/news";
import { newsPostPath } from "~/src/urls/news";
import { NewsDate } from "./news-date";

type Variant = "main" | "lead" | "other";

const IMAGE_SIZES: Record<Variant, { width: number; height: number; sizes: string }> = {
  main: { width: 768, height: 432, sizes: "(min-width: 800px) 768px, 100vw" },
  lead: { width: 218, height: 184, sizes: "(min-width: 576px) 218px, 100vw" },
  other: { width: 218, height: 184, sizes: "(min-width: 576px) 218px, 100vw" },
};

/** One article of the news list: the main one large, leads and others with the 218×184 picture. */
export function NewsCard({ post, variant, eager = false }: { post: NewsPostSummary; variant: Variant; eager?: boolean }) {
  const size = IMAGE_SIZES[variant];
  const HeadingTag = variant === "main" ? "h2" : "h3";
  return (
    <article className={`news-card news-card-${variant}`}>
      {post.image ? (
        <Link to={newsPostPath(post)} className="news-card-image" tabIndex={-1} aria-hidden="true">
          <img
            src={post.image.url}
            srcSet={post.image.srcSet}
            sizes={size.sizes}
            alt=""
            width={size.width}
            height={size.height}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
          />
        </Link>
      ) : null}
      <div className="news-card-text">
        <NewsDate date={post.date} className="news-card-date" />
        <HeadingTag className="news-card-title">
          <Link to={newsPostPath(post)} prefetch="intent">
            {post.title}
          </Link>
        </HeadingTag>
        {variant !== "other" && post.excerptHtml ? (
          <div className="news-card-excerpt" dangerouslySetInnerHTML={{ __html: post.excerptHtml }} />
        ) : null}
      </div>
    </article>
  );
}
