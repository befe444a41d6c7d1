// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ContentHtml } from "~/views/components/content-html";

const BODY = [
  `<p><a href="/trotto/arrivi">gli arrivi</a></p>`,
  `<p><a href="${window.location.origin}/news/12-altra">un'altra notizia</a></p>`,
  `<p><a href="https://www.example.it/">un altro sito</a></p>`,
  `<p><a href="/media/scheda.pdf" download>la scheda</a></p>`,
  `<p><a href="/trotto/partenti" target="_blank">in un'altra finestra</a></p>`,
].join("");

function renderPost() {
  const router = createMemoryRouter(
    [
      { path: "/news/:slug", element: <ContentHtml className="post-body" html={BODY} /> },
      { path: "*", element: <p>altra pagina</p> },
    ],
    { initialEntries: ["/news/1-notizia"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** Clicks a link as a visitor would and says whether the browser would still follow it (no router). */
function click(name: string, init: MouseEventInit = {}): boolean {
  return fireEvent.click(screen.getByRole("link", { name }), { button: 0, ...init });
}

describe("links inside a post's HTML", () => {
  afterEach(cleanup);

  it("go through the router when they stay on the site, without reloading the page", () => {
    const router = renderPost();
    expect(click("gli arrivi")).toBe(false);
    expect(router.state.location.pathname).toBe("/trotto/arrivi");
  });

  it("go through the router when written with the site's own origin", () => {
    const router = renderPost();
    expect(click("un'altra notizia")).toBe(false);
    expect(router.state.location.pathname).toBe("/news/12-altra");
  });

  it("stay the browser's for other sites, downloads, other windows and modified clicks", () => {
    const router = renderPost();
    expect(click("un altro sito")).toBe(true);
    expect(click("la scheda")).toBe(true);
    expect(click("in un'altra finestra")).toBe(true);
    expect(click("gli arrivi", { ctrlKey: true })).toBe(true);
    expect(router.state.location.pathname).toBe("/news/1-notizia");
  });
});
