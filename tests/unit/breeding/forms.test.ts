import { describe, expect, it } from "vitest";
import { addFollowedHorse, canConfirmFollow, followedHorseLabel, removeFollowedHorse } from "~/src/domain/breeding/forms";
import { yearLetterWarning } from "~/src/domain/year-letter";

describe("follow form rules", () => {
  it("describes a horse by its name plus sire and dam", () => {
    expect(followedHorseLabel({ name: "Zefiro Grif", sire: "Varenne", dam: "Moni Maker" })).toBe("Zefiro Grif da Varenne e Moni Maker");
    expect(followedHorseLabel({ name: "Solo", sire: null, dam: "" })).toBe("Solo");
  });

  it("adds a horse once, removes it, and confirms only with at least one", () => {
    const one = addFollowedHorse([], { code: "1", label: "A" });
    expect(addFollowedHorse(one, { code: "1", label: "A" })).toHaveLength(1);
    expect(canConfirmFollow(one)).toBe(true);
    expect(canConfirmFollow(removeFollowedHorse(one, "1"))).toBe(false);
  });
});

describe("year letter warning of the add-a-foal form", () => {
  it("warns when the first letter is not the birth year's", () => {
    expect(yearLetterWarning("Mira", 2025)).toBeNull();
    expect(yearLetterWarning("Alba", 2025)).toBe("I puledri nati 2025 dovrebbero iniziare con la lettera M");
    expect(yearLetterWarning("Alba", 2026)).toBe("I puledri nati 2026 dovrebbero iniziare con la lettera N");
  });
});
