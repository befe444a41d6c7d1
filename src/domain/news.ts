export type NewsImage = { url: string; alt: string; width: number; height: number; srcSet?: string };

export type NewsPostSummary = {
  id: number;
  slug: string;
  title: string;
  excerptHtml: string;
  date: string;
  image: NewsImage | null;
};

/** Site path of a post: /news/{id}-{slug}. */
export function newsPostPath(post: Pick<NewsPostSummary, "id" | "slug">): string {
  return `/news/${post.id}-${post.slug}`;
}

/** Posts before 2000 come from the old archive with unreliable dates and authors. */
export function showsDateAndAuthor(isoDate: string): boolean {
  return new Date(isoDate).getUTCFullYear() >= 2000;
}
