import { calendarDateInItaly } from "./calendar";

export type NewsImage = { url: string; alt: string; width: number; height: number; srcSet?: string };

export type NewsPostSummary = {
  id: number;
  slug: string;
  title: string;
  excerptHtml: string;
  date: string;
  image: NewsImage | null;
};

/** Posts before 2000 come from the old archive with unreliable dates and authors; the year is Rome's, as the newsroom dated them. */
export function showsDateAndAuthor(isoDate: string): boolean {
  return calendarDateInItaly(new Date(isoDate)).year >= 2000;
}

/**
 * A full post as the single-post page shows it; `contentHtml` is already sanitized. A
 * password-protected post comes without its text (`passwordProtected`): the page says so.
 */
export type NewsPost = NewsPostSummary & {
  contentHtml: string;
  excerptText: string;
  author: string | null;
  modified: string | null;
  passwordProtected: boolean;
};

/** What a password-protected post shows in place of its text: the content service never sends it. */
export const PROTECTED_POST_NOTICE = "Questo articolo è protetto da password: il testo si può leggere solo sul sito della redazione.";

/** A content page (chi siamo, contatti, privacy); `contentHtml` is already sanitized. */
export type ContentPage = { id: number; title: string; contentHtml: string; excerptText: string };

export type NewsListPage = { posts: NewsPostSummary[]; page: number; totalPages: number; total: number };

export const NEWS_PAGE_SIZE = 15;
export const NEWS_LOADING_TEXT = "Sto caricando le notizie...";
/** Previous only after page 1, next only before the last page: the page moves by one. */
export function newsPager(page: number, totalPages: number): { previous: number | null; next: number | null } {
  return { previous: page > 1 ? page - 1 : null, next: page < totalPages ? page + 1 : null };
}

/** First article main, the next two leads, the rest others. */
export function splitNewsPage<T>(posts: readonly T[]): { main: T | null; leads: T[]; others: T[] } {
  return { main: posts[0] ?? null, leads: posts.slice(1, 3), others: posts.slice(3) };
}

/** The home page's news block: 4 stories with their picture and at most 6 headlines more; the rest is on /news. */
export const HOME_NEWS_FEATURED = 4;
/** The home page shows every one of the 30 posts it asks for (docs/PRODUCT.md, "Home"): 4 with a picture, the rest as headlines. */
export const HOME_NEWS_SHOWN = 30;

/**
 * The home page's stories, each headline once (the content service may publish the same
 * title again under another id): the first `featured` with a picture, then the others as headlines, up to 30 in all.
 */
export function homeNewsSelection<T extends { title: string }>(posts: readonly T[]): { featured: T[]; headlines: T[] } {
  const seen = new Set<string>();
  const distinct = posts.filter((post) => {
    const key = post.title.trim().replace(/\s+/g, " ").toLocaleLowerCase("it");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return {
    featured: distinct.slice(0, HOME_NEWS_FEATURED),
    headlines: distinct.slice(HOME_NEWS_FEATURED, HOME_NEWS_SHOWN),
  };
}
