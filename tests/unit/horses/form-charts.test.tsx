// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { formAtAGlance } from "~/src/domain/horses/form-at-a-glance";
import { FormAtAGlanceCharts } from "~/views/components/charts/form-charts";

/** A day written yyyy-mm-dd, as the tests spell it. */
const isoDay = (text: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
};
const start = (date: string, placing: number, prize: number, timePerKm: string) => ({ date: isoDay(date), placing, prize, timePerKm });

describe("form at a glance charts", () => {
  afterEach(cleanup);

  it("say when the only season drawn is known from its last starts alone", () => {
    const form = formAtAGlance([start("2026-03-01", 3, 500, "1.15.2"), start("2026-06-01", 1, 1200, "1.14.1")], 12);
    render(<FormAtAGlanceCharts form={form} horseName="Bice Grif" />);
    expect(screen.getByRole("img", { name: /^Vincite per stagione di Bice Grif: .* nel 2026 \(dati parziali\)/ })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Miglior tempo al km per anno di Bice Grif: 1.14.1 nel 2026 (dati parziali)." })).toBeTruthy();
    expect(screen.getAllByText(/dati parziali: solo le ultime corse/)).toHaveLength(2);
  });

  it("label complete seasons by their year alone, and times whole", () => {
    const form = formAtAGlance([start("2025-03-01", 3, 500, "1.15.2"), start("2026-06-01", 1, 1200, "1.14.1")], 2);
    render(<FormAtAGlanceCharts form={form} horseName="Bice Grif" />);
    expect(screen.getByRole("img", { name: /^Vincite per stagione di Bice Grif: .* nel 2025, .* nel 2026\.$/ })).toBeTruthy();
    // A whole km time beside its year: "1.14.1 nel 2026", never "2026 14.1".
    expect(screen.getByRole("img", { name: "Miglior tempo al km per anno di Bice Grif: 1.15.2 nel 2025, 1.14.1 nel 2026." })).toBeTruthy();
    expect(screen.getByText("1.14.1")).toBeTruthy();
    expect(screen.queryByText(/dati parziali/)).toBeNull();
  });

  it("say one placing in the singular", () => {
    render(<FormAtAGlanceCharts form={formAtAGlance([start("2026-03-01", 2, 500, "1.15.2")], 1)} horseName="Bice Grif" />);
    expect(screen.getByRole("img", { name: "Ultimo piazzamento di Bice Grif: 2° il 01/03/2026." })).toBeTruthy();
  });
});
