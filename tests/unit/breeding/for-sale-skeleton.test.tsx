// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { FOR_SALE_SKELETON_ROWS } from "~/src/domain/breeding/for-sale";
import { usePendingPagePlaceholder } from "~/views/components/breeding/for-sale-skeleton";
import { NavigationSpinner } from "~/views/components/loading-indicator";

/** The default layout's use: the placeholder in place of the page being left, and no spinner then. */
function Chrome({ children }: { children: ReactNode }) {
  const placeholder = usePendingPagePlaceholder();
  return (
    <>
      {placeholder ? null : <NavigationSpinner />}
      <main>{placeholder ?? children}</main>
    </>
  );
}

function site(loader: () => Promise<null>) {
  return createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <Chrome>
            <Outlet />
          </Chrome>
        ),
        children: [
          { index: true, element: <p>Home</p> },
          { path: "trotto/in-vendita/:kind", loader, element: <p>Lista caricata</p> },
          { path: "news", loader, element: <p>Notizie</p> },
        ],
      },
    ],
    { initialEntries: ["/"] },
  );
}

describe("for-sale lists while loading", () => {
  afterEach(cleanup);

  it("show their title and 25 skeleton rows when arriving from another page, instead of the global spinner", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<null>((resolve) => (release = () => resolve(null)));
    const router = site(() => held);
    render(<RouterProvider router={router} />);
    await act(async () => void router.navigate("/trotto/in-vendita/carature"));
    expect(screen.getByRole("heading", { name: "Carature in vendita" })).toBeTruthy();
    expect(document.querySelectorAll(".skeleton-table tr")).toHaveLength(FOR_SALE_SKELETON_ROWS);
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.queryByText("Home")).toBeNull();
    await act(async () => release());
    expect(await screen.findByText("Lista caricata")).toBeTruthy();
    expect(document.querySelector(".skeleton-table")).toBeNull();
  });

  it("leave other pages to the global spinner", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<null>((resolve) => (release = () => resolve(null)));
    const router = site(() => held);
    render(<RouterProvider router={router} />);
    await act(async () => void router.navigate("/news"));
    expect(document.querySelector(".skeleton-table")).toBeNull();
    expect(screen.getByRole("status")).toBeTruthy();
    await act(async () => release());
  });
});
