// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, Link, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { NEWS_LOADING_TEXT } from "~/src/domain/news";
import { DEFAULT_LOADING_TEXT, NavigationSpinner } from "~/views/components/loading-indicator";

/** A loader that waits until the test lets it go, so the spinner can be seen. */
function heldLoader() {
  let release: () => void = () => undefined;
  const held = new Promise<null>((resolve) => (release = () => resolve(null)));
  return { loader: () => held, release: () => release() };
}

function siteWith(newsLoader: () => Promise<null>, rankingLoader: () => Promise<null>) {
  return createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <>
            <NavigationSpinner />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <Link to="/news">Notizie</Link> },
          { path: "news", loader: newsLoader, element: <p>Elenco notizie</p> },
          { path: "classifiche", loader: rankingLoader, element: <p>Classifica</p> },
          { path: "altro", element: <Link to="/classifiche">Classifica</Link> },
        ],
      },
    ],
    { initialEntries: ["/"] },
  );
}

describe("news spinner", () => {
  afterEach(cleanup);

  it("says 'Sto caricando le notizie...' when arriving at /news from another page", async () => {
    const news = heldLoader();
    const router = siteWith(news.loader, async () => null);
    render(<RouterProvider router={router} />);
    await act(async () => void router.navigate("/news"));
    expect(screen.getByRole("status").textContent).toContain(NEWS_LOADING_TEXT);
    await act(async () => news.release());
    expect(await screen.findByText("Elenco notizie")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("keeps the default words for other pages", async () => {
    const ranking = heldLoader();
    const router = siteWith(async () => null, ranking.loader);
    render(<RouterProvider router={router} />);
    await act(async () => void router.navigate("/classifiche"));
    expect(screen.getByRole("status").textContent).toContain(DEFAULT_LOADING_TEXT);
    await act(async () => ranking.release());
  });
});
