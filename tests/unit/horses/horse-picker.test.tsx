// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HorsePicker } from "~/views/components/horse-picker/horse-picker";

const MANY = Array.from({ length: 10 }, (_, index) => ({
  code: String(1000 + index),
  name: `Varenne ${index}`,
  sire: null,
  dam: null,
  label: `Varenne ${index} (Padre - Madre)`,
}));

function renderPicker(props: Partial<Parameters<typeof HorsePicker>[0]> = {}) {
  const requests: URLSearchParams[] = [];
  // The picker asks Sulky's JSON route with a plain fetch: answer it here.
  vi.stubGlobal("fetch", async (url: string) => {
    const target = new URL(url, "http://localhost");
    if (target.pathname !== "/api/cavalli/cerca") return new Response("not found", { status: 404 });
    requests.push(target.searchParams);
    return Response.json({ horses: MANY, more: true });
  });
  const Stub = createRoutesStub([{ path: "/", Component: () => <HorsePicker name="padre" label="Stallone" {...props} /> }]);
  render(<Stub initialEntries={["/"]} />);
  return { requests, input: screen.getByRole("combobox", { name: "Stallone" }) };
}

const hidden = () => document.querySelector<HTMLInputElement>('input[type="hidden"][name="padre"]')!;

describe("HorsePicker", () => {
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
    vi.unstubAllGlobals();
  });

  it("submits the text as padreText and the chosen code as padre", () => {
    renderPicker({ defaultValue: { code: "100005", text: "Varenne" } });
    expect(screen.getByRole("combobox")).toHaveProperty("name", "padreText");
    expect(hidden().value).toBe("100005");
  });

  it("asks nothing for 3 characters, then sends the type and the age limit", async () => {
    vi.useFakeTimers();
    const { requests, input } = renderPicker({ type: "M", ageLimit: true });
    fireEvent.change(input, { target: { value: "Var" } });
    // Well past any typing pause: nothing may have been asked.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(requests).toHaveLength(0);
    vi.useRealTimers();
    fireEvent.change(input, { target: { value: "Vare" } });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(Object.fromEntries(requests[0])).toEqual({ input: "Vare", type: "M", ageLimit: "1" });
    await screen.findAllByRole("option");
    expect(screen.getAllByRole("option")).toHaveLength(10);
    expect(screen.getByText("Molti risultati disponibili: continua a scrivere per affinare la tua ricerca")).toBeTruthy();
    expect(input.getAttribute("aria-expanded")).toBe("true");
  });

  it("sends no sex when no type is set, and empties the list below 4 characters", async () => {
    const { requests, input } = renderPicker();
    fireEvent.change(input, { target: { value: "Vare" } });
    await screen.findAllByRole("option");
    expect(requests[0].has("type")).toBe(false);
    expect(requests[0].has("ageLimit")).toBe(false);
    fireEvent.change(input, { target: { value: "Var" } });
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByText(/Molti risultati/)).toBeNull();
  });

  it("chooses the first result when the field loses focus without a choice, if asked to (add-foal form)", async () => {
    const { input } = renderPicker({ pickFirstOnBlur: true });
    fireEvent.change(input, { target: { value: "Vare" } });
    await screen.findAllByRole("option");
    fireEvent.blur(input);
    expect((input as HTMLInputElement).value).toBe("Varenne 0");
    expect(hidden().value).toBe("1000");
  });

  it("leaves the text alone on blur otherwise", async () => {
    const { input } = renderPicker();
    fireEvent.change(input, { target: { value: "Vare" } });
    await screen.findAllByRole("option");
    fireEvent.blur(input);
    expect((input as HTMLInputElement).value).toBe("Vare");
    expect(hidden().value).toBe("");
  });

  it("chooses with the arrow keys and Enter, closes with Escape, and forgets the choice when the text changes", async () => {
    const chosen: (string | null)[] = [];
    const { input } = renderPicker({ onSelect: (horse) => chosen.push(horse?.code ?? null) });
    fireEvent.change(input, { target: { value: "Vare" } });
    await screen.findAllByRole("option");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(input.getAttribute("aria-activedescendant")).toBe(screen.getAllByRole("option")[1].id);
    fireEvent.keyDown(input, { key: "Enter" });
    expect((input as HTMLInputElement).value).toBe("Varenne 1");
    expect(hidden().value).toBe("1001");
    expect(input.getAttribute("aria-expanded")).toBe("false");
    fireEvent.change(input, { target: { value: "Varenne 12" } });
    expect(hidden().value).toBe("");
    expect(chosen).toEqual(["1001", null]);
    await waitFor(() => expect(input.getAttribute("aria-expanded")).toBe("true"));
    fireEvent.keyDown(input, { key: "Escape" });
    expect(input.getAttribute("aria-expanded")).toBe("false");
  });
});
