// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ComponentProps } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { emptyFoalForm } from "~/src/application/breeding/foal-form-values";
import AddFoal from "~/views/routes/breeding/add-foal";

type Props = ComponentProps<typeof AddFoal>;

/** The form as the server answered a refused submission. */
function renderRefused(errors: Record<string, string>) {
  vi.stubGlobal("fetch", async () => Response.json({ results: [], horses: [] }));
  const actionData = { status: "invalid", errors, values: emptyFoalForm() } as Props["actionData"];
  const loaderData = { birthYears: [2026, 2025], csrfToken: "t" } as unknown as Props["loaderData"];
  const Page = () => <AddFoal {...({ loaderData, actionData } as Props)} />;
  const Stub = createRoutesStub([{ path: "/cavalli/aggiungi-puledro", Component: Page }]);
  render(<Stub initialEntries={["/cavalli/aggiungi-puledro"]} />);
}

describe("add-foal form errors", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("takes a field's error message away once the field is filled, and keeps the others", async () => {
    renderRefused({ phone: "Inserisci un numero di telefono", breederName: "Indica l'allevatore" });
    expect((await screen.findAllByText("Inserisci un numero di telefono")).length).toBeGreaterThan(0);
    expect(document.querySelector(".alert-danger")?.textContent).toContain("Inserisci un numero di telefono");
    fireEvent.change(screen.getByLabelText(/Telefono/), { target: { value: "333 1234567" } });
    expect(screen.queryByText("Inserisci un numero di telefono")).toBeNull();
    expect(document.querySelector(".alert-danger")?.textContent).not.toContain("Inserisci un numero di telefono");
    expect(screen.getAllByText("Indica l'allevatore").length).toBeGreaterThan(0);
    fireEvent.change(screen.getByRole("combobox", { name: /Allevatore/ }), { target: { value: "Allevamento Grif" } });
    expect(screen.queryByText("Indica l'allevatore")).toBeNull();
  });

  it("keeps the message while the field stays empty", async () => {
    renderRefused({ phone: "Inserisci un numero di telefono" });
    fireEvent.change(await screen.findByLabelText(/Telefono/), { target: { value: "   " } });
    expect(screen.getAllByText("Inserisci un numero di telefono").length).toBeGreaterThan(0);
  });
});
