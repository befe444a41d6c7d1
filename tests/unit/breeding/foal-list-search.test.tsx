// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ComponentProps } from "react";
import { createMemoryRouter, RouterProvider, useLoaderData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { FoalListItem } from "~/src/domain/breeding/foals";
import FoalList from "~/views/routes/breeding/foal-list";

const foal = (name: string, sire: string): FoalListItem => ({
  code: name,
  name,
  sire,
  dam: "Madre",
  breeder: "Allevamento",
  slug: null,
  sex: "F",
  birthMonth: 3,
  visitable: false,
  hasVideo: false,
  sold: false,
  auction: null,
});

function Page() {
  const loaderData = useLoaderData() as ComponentProps<typeof FoalList>["loaderData"];
  return <FoalList {...({ loaderData } as ComponentProps<typeof FoalList>)} />;
}

function site(initial: string) {
  const loader = ({ request }: { request: Request }) => {
    const year = Number(new URL(request.url).searchParams.get("year") ?? 2025);
    return {
      list: { foals: [foal("Alba Grif", "Varenne"), foal("Bruma Grif", "Ready Cash")], note: null, addingOpen: false },
      year,
      wvideo: false,
      fixed: false,
      yearChoices: [2026, 2025, 2024],
      showAddFoalButton: false,
    };
  };
  return createMemoryRouter([{ path: "/trotto/puledri", loader, Component: Page, HydrateFallback: () => null }], {
    initialEntries: [initial],
  });
}

describe("foal list search (docs/PRODUCT.md, Foal list)", () => {
  afterEach(cleanup);

  it("has a clear button, disabled while the box is empty, that empties the search", async () => {
    const router = site("/trotto/puledri?year=2025");
    render(<RouterProvider router={router} />);
    const box = await screen.findByRole("searchbox", { name: "Cerca per nome" });
    expect((screen.getByRole("button", { name: /^Cancella/ }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fireEvent.change(box, { target: { value: "Alba" } }));
    expect(screen.queryByText("Bruma Grif")).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole("link", { name: /^Cancella/ })));
    expect((box as HTMLInputElement).value).toBe("");
    expect(screen.getByText("Bruma Grif")).toBeTruthy();
  });

  it("has a real 'Cerca' button: with JavaScript it keeps the page and the filtered list", async () => {
    const router = site("/trotto/puledri?year=2025");
    render(<RouterProvider router={router} />);
    const box = await screen.findByRole("searchbox", { name: "Cerca per nome" });
    await act(async () => fireEvent.change(box, { target: { value: "Alba" } }));
    const submit = screen.getByRole("button", { name: "Cerca" }) as HTMLButtonElement;
    expect(submit.type).toBe("submit");
    expect(submit.closest("noscript")).toBeNull();
    expect(submit.form).toBe(box.closest("form"));
    await act(async () => fireEvent.click(submit));
    expect(router.state.navigation.state).toBe("idle");
    expect(new URLSearchParams(router.state.location.search).get("q")).toBe("Alba");
    expect(screen.getByText("Alba Grif")).toBeTruthy();
    expect(screen.queryByText("Bruma Grif")).toBeNull();
  });

  it("keeps the typed search when the year or the video filter changes", async () => {
    const router = site("/trotto/puledri?year=2025");
    render(<RouterProvider router={router} />);
    const box = await screen.findByRole("searchbox", { name: "Cerca per nome" });
    await act(async () => fireEvent.change(box, { target: { value: "Alba" } }));
    await act(async () => fireEvent.change(screen.getByLabelText("Anno di nascita"), { target: { value: "2024" } }));
    await screen.findByRole("heading", { name: "Puledri nati nel 2024" });
    expect(router.state.location.search).toContain("q=Alba");
    expect((screen.getByRole("searchbox", { name: "Cerca per nome" }) as HTMLInputElement).value).toBe("Alba");
    await act(async () => fireEvent.click(screen.getByLabelText("Solo puledri con video")));
    expect(new URLSearchParams(router.state.location.search).get("q")).toBe("Alba");
  });
});
