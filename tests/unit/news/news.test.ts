import { describe, expect, it } from "vitest";
import {
  homeNewsSelection,
  newsPager,
  parseNewsPage,
  postIdFromSlug,
  shareLinks,
  showsDateAndAuthor,
  splitNewsPage,
} from "~/src/domain/news";

describe("news list pages", () => {
  it("read ?page= as a whole number from 1 up; missing means 1", () => {
    expect(parseNewsPage(null)).toBe(1);
    expect(parseNewsPage("3")).toBe(3);
    for (const bad of ["0", "-1", "abc", "1.5", "", "01", " 2"]) expect(parseNewsPage(bad)).toBeNull();
  });
  it("show '« Precedente' only after page 1 and 'Successivo »' only before the last page", () => {
    expect(newsPager(1, 5)).toEqual({ previous: null, next: 2 });
    expect(newsPager(3, 5)).toEqual({ previous: 2, next: 4 });
    expect(newsPager(5, 5)).toEqual({ previous: 4, next: null });
    expect(newsPager(1, 1)).toEqual({ previous: null, next: null });
  });
  it("split into one main article, two leads and the others", () => {
    const posts = Array.from({ length: 15 }, (_, index) => index);
    const { main, leads, others } = splitNewsPage(posts);
    expect(main).toBe(0);
    expect(leads).toEqual([1, 2]);
    expect(others).toHaveLength(12);
    expect(splitNewsPage([])).toEqual({ main: null, leads: [], others: [] });
  });
});

describe("single post", () => {
  it("takes the id before the first '-'", () => {
    expect(postIdFromSlug("1064-derby-del-trotto")).toBe(1064);
    expect(postIdFromSlug("1064")).toBe(1064);
    expect(postIdFromSlug("derby-1064")).toBeNull();
    expect(postIdFromSlug("10x-derby")).toBeNull();
  });
  it("hides date and author before 2000", () => {
    expect(showsDateAndAuthor("1999-12-31T10:00:00")).toBe(false);
    expect(showsDateAndAuthor("2000-01-01T10:00:00")).toBe(true);
  });
});

describe("share links", () => {
  const links = shareLinks("https://www.sulky.it/news/1064-derby", "Derby & co.");
  const byNetwork = Object.fromEntries(links.map((link) => [link.network, link.href]));
  it("cover WhatsApp, Facebook, X, Telegram and e-mail with the encoded URL and title", () => {
    expect(Object.keys(byNetwork)).toEqual(["whatsapp", "facebook", "x", "telegram", "email"]);
    expect(byNetwork.facebook).toBe("https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.sulky.it%2Fnews%2F1064-derby");
    expect(byNetwork.x).toBe("https://x.com/intent/tweet?url=https%3A%2F%2Fwww.sulky.it%2Fnews%2F1064-derby&text=Derby%20%26%20co.");
    expect(byNetwork.whatsapp).toBe("https://wa.me/?text=Derby%20%26%20co.%20https%3A%2F%2Fwww.sulky.it%2Fnews%2F1064-derby");
    expect(byNetwork.telegram).toContain("https://t.me/share/url?url=https%3A%2F%2Fwww.sulky.it");
    expect(byNetwork.email).toBe("mailto:?subject=Derby%20%26%20co.&body=https%3A%2F%2Fwww.sulky.it%2Fnews%2F1064-derby");
  });
});

describe("home news block", () => {
  it("shows each story once: 4 with their picture, at most 6 headlines more", () => {
    const titles = Array.from({ length: 15 }, (_, index) => `Notizia ${index}`);
    const posts = [...titles, ...titles].map((title, id) => ({ id, title: id >= 15 ? ` ${title.toUpperCase()} ` : title }));
    const { featured, headlines } = homeNewsSelection(posts);
    expect(featured.map((post) => post.id)).toEqual([0, 1, 2, 3]);
    expect(headlines.map((post) => post.id)).toEqual([4, 5, 6, 7, 8, 9]);
  });
});
