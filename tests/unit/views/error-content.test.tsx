// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ErrorContent, errorPageTitle, ROUTER_NOT_FOUND_TEXT } from "~/views/components/error-content";

/** React Router's own answer when no route matches: an internal 404. */
const routerNotFound = { status: 404, statusText: "Not Found", internal: true, data: 'Error: No route matches URL "/x"' };
const pageNotFound = { status: 404, statusText: "Not Found", internal: false, data: "Pagina non trovata" };

function renderError(error: unknown) {
  const router = createMemoryRouter([{ path: "/", element: <ErrorContent error={error} /> }]);
  render(<RouterProvider router={router} />);
}

describe("404 and error pages", () => {
  afterEach(cleanup);

  it("gives the tab a title for a 404 and for any other error", () => {
    expect(errorPageTitle(pageNotFound)).toBe("Pagina non trovata");
    expect(errorPageTitle(routerNotFound)).toBe("Pagina non trovata");
    expect(errorPageTitle(new Error("boom"))).toBe("Errore");
    expect(errorPageTitle({ status: 500, statusText: "Internal Server Error", internal: false, data: "x" })).toBe("Errore");
  });

  it("shows the router's 'page could not be found' in Italian, under the 404 heading", () => {
    renderError(routerNotFound);
    expect(screen.getByRole("heading", { name: "Ops... Non ho trovato questa pagina..." })).toBeTruthy();
    expect(screen.getByText(ROUTER_NOT_FOUND_TEXT)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/could not be found|No route matches/);
  });

  it("keeps a page's own 404 without the router's line", () => {
    renderError(pageNotFound);
    expect(screen.queryByText(ROUTER_NOT_FOUND_TEXT)).toBeNull();
  });
});
