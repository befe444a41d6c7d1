import type { HorseSex } from "./horses/sex";

/**
 * Italian agreement: every sentence the site writes about one horse takes the horse's gender,
 * every sentence about a count takes its number. One rule, so that no page writes "Fratello di"
 * beside a mare or "1 cavalli".
 *
 * A filly or a mare is feminine; a colt, a stallion, a gelding, and a horse whose sex is not
 * known, masculine (Italian's generic form). A count of exactly one is singular, any other
 * (zero included: "0 cavalli") plural.
 */
export type Gender = "masculine" | "feminine";

/** A word or a phrase in both genders. */
export type GenderForms = Readonly<Record<Gender, string>>;

/** A word or a phrase in both numbers. */
export type NumberForms = Readonly<{ one: string; many: string }>;

export function genderOf(sex: HorseSex | null | undefined): Gender {
  return sex === "F" ? "feminine" : "masculine";
}

/** The form that agrees with a horse of this sex. */
export function agreeWith(sex: HorseSex | null | undefined, forms: GenderForms): string {
  return forms[genderOf(sex)];
}

/** The form that agrees with this count. */
export function forCount(count: number, forms: NumberForms): string {
  return count === 1 ? forms.one : forms.many;
}

/** A count and its noun, agreeing: "1 cavallo", "3 cavalli"; `format` writes the figure (Italian digits). */
export function countOf(count: number, forms: NumberForms, format: (count: number) => string = String): string {
  return `${format(count)} ${forCount(count, forms)}`;
}

/** What the site says about one horse, in both genders (before a consonant, where il/la are the articles). */
export const HORSE_WORDS = {
  /** The starter's relation to the champion an entry names: "Fratello di …" / "Sorella di …". */
  siblingOf: { masculine: "Fratello di", feminine: "Sorella di" },
  bornOn: { masculine: "Nato il", feminine: "Nata il" },
  deceased: { masculine: "deceduto", feminine: "deceduta" },
  bigRaceWinner: { masculine: "vincitore GP", feminine: "vincitrice GP" },
} as const satisfies Record<string, GenderForms>;

/** The nouns the site counts. */
export const COUNTED = {
  year: { one: "anno", many: "anni" },
  horse: { one: "cavallo", many: "cavalli" },
  foal: { one: "puledro", many: "puledri" },
  stallion: { one: "stallone", many: "stalloni" },
  breeder: { one: "allevatore", many: "allevatori" },
  race: { one: "corsa", many: "corse" },
  starter: { one: "partente", many: "partenti" },
  placing: { one: "piazzamento", many: "piazzamenti" },
  qualified: { one: "qualificato", many: "qualificati" },
  minute: { one: "minuto", many: "minuti" },
  letter: { one: "lettera", many: "lettere" },
  horseFound: { one: "cavallo trovato", many: "cavalli trovati" },
  breederSuggested: { one: "allevatore suggerito", many: "allevatori suggeriti" },
} as const satisfies Record<string, NumberForms>;

/** A horse's age: "1 anno", "4 anni". */
export function yearsOld(age: number): string {
  return countOf(age, COUNTED.year);
}

/**
 * "Le sue partenze" for one horse, "Le loro partenze" for several: the possessive agrees with
 * the number of owners, the noun stays the same.
 */
export const THEIR = { one: "sue", many: "loro" } as const satisfies NumberForms;

/** A phrase opening a sentence or a label: its first letter in upper case. */
export function capitalised(text: string): string {
  return text.charAt(0).toLocaleUpperCase("it-IT") + text.slice(1);
}

const WEEKDAY = /^(lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica)\b/i;

/**
 * "of" before a day, as Italian writes it: "di sabato 28 novembre", "del 28 novembre",
 * "dell'8 novembre" and "dell'11 novembre" (the article elides before otto and undici),
 * "del 28/11/2026" for a date in figures.
 */
export function ofDay(day: string): string {
  const text = day.trim();
  if (WEEKDAY.test(text)) return `di ${text}`;
  if (/^(8|11)(?!\d|\/)/.test(text)) return `dell'${text}`;
  return `del ${text}`;
}
