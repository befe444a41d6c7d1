import { describe, expect, it } from "vitest";
import { homeNewsSelection, newsPager, showsDateAndAuthor, splitNewsPage } from "~/src/domain/news";

describe("news list pages", () => {
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
  it("hides date and author before 2000", () => {
    expect(showsDateAndAuthor("1999-12-31T10:00:00")).toBe(false);
    expect(showsDateAndAuthor("2000-01-01T10:00:00")).toBe(true);
  });
});

describe("home news block", () => {
  it("shows each story once: 4 with their picture, every other one as a headline", () => {
    const titles = Array.from({ length: 15 }, (_, index) => `Notizia ${index}`);
    const posts = [...titles, ...titles].map((title, id) => ({ id, title: id >= 15 ? ` ${title.toUpperCase()} ` : title }));
    const { featured, headlines } = homeNewsSelection(posts);
    expect(featured.map((post) => post.id)).toEqual([0, 1, 2, 3]);
    expect(headlines.map((post) => post.id)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });

  it("shows all 30 posts the spec asks for, not 10", () => {
    const posts = Array.from({ length: 30 }, (_, id) => ({ id, title: `Notizia ${id}` }));
    const { featured, headlines } = homeNewsSelection(posts);
    expect(featured.length + headlines.length).toBe(30);
  });
});
