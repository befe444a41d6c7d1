import { describe, expect, it } from "vitest";
import {
  latestOf,
  MY_HORSES_MAX,
  nextOf,
  parseMyHorses,
  placementText,
  serializeMyHorses,
  withMyHorse,
  withoutMyHorse,
} from "~/src/domain/horses/my-horses";
import { myHorsesReturnPath } from "~/src/urls/horses";

const day = (year: number, month: number, dayOfMonth: number) => ({ year, month, day: dayOfMonth });

describe("I miei cavalli", () => {
  it("reads only horse codes from the cookie, each once, at most one calendar's worth", () => {
    expect(parseMyHorses("101.abc.102.101.<script>")).toEqual(["101", "102"]);
    expect(parseMyHorses(null)).toEqual([]);
    const many = Array.from({ length: 30 }, (_, index) => String(100 + index));
    expect(parseMyHorses(many.join("."))).toHaveLength(MY_HORSES_MAX);
    expect(serializeMyHorses(["101", "102"])).toBe("101.102");
  });

  it("adds a horse first and forgets the oldest of a full list; removes one", () => {
    expect(withMyHorse(["101", "102"], "102")).toEqual(["102", "101"]);
    expect(withMyHorse(["101"], "x")).toEqual(["101"]);
    const full = Array.from({ length: MY_HORSES_MAX }, (_, index) => String(100 + index));
    expect(withMyHorse(full, "999")).toEqual(["999", ...full.slice(0, MY_HORSES_MAX - 1)]);
    expect(withoutMyHorse(["101", "102"], "101")).toEqual(["102"]);
  });

  it("picks the next start from today on, the latest results first, and writes placings as result tables do", () => {
    const today = day(2026, 11, 28);
    expect(nextOf([{ day: day(2026, 12, 3) }, { day: day(2026, 11, 28) }, { day: day(2026, 11, 1) }], today)).toEqual({ day: today });
    expect(nextOf([{ day: day(2026, 11, 1) }], today)).toBeNull();
    expect(latestOf([{ day: day(2025, 1, 1) }, { day: null }, { day: day(2026, 1, 1) }]).map((result) => result.day.year)).toEqual([
      2026, 2025,
    ]);
    expect([placementText(1), placementText(0), placementText(31), placementText(null)]).toEqual(["1°", "n.p.", "n.p.", ""]);
  });

  it("goes back after a tap only to a horse's own page", () => {
    expect(myHorsesReturnPath("/trotto/in-vendita/110711-rina-bi")).toBe("/trotto/in-vendita/110711-rina-bi");
    expect(myHorsesReturnPath("/cavalli/100005-varenne")).toBe("/cavalli/100005-varenne");
    expect(myHorsesReturnPath("//evil.example/cavalli/1")).toBeNull();
    expect(myHorsesReturnPath("https://evil.example")).toBeNull();
  });
});
