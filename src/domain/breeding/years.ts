/** Year choices of the breeding screens (docs/PRODUCT.md: "Foal list", "Breeders", "Adding a foal"). */

export const BIRTH_YEAR_CHOICES = 10;

/** Birth years a foal can be listed with: the current year and the 9 before it, newest first. */
export function birthYearChoices(currentYear: number): number[] {
  return Array.from({ length: BIRTH_YEAR_CHOICES }, (_, index) => currentYear - index);
}

/** Earliest year a foal list or breeder sheet may ask for; older years have no foals on the site. */
export const FIRST_LIST_YEAR = 1970;

/**
 * A year from a URL: missing gives the default, digits within range give the year,
 * anything else is null (the page answers 404).
 */
export function parseListYear(raw: string | null | undefined, defaultYear: number, currentYear: number): number | null {
  if (raw === null || raw === undefined || raw === "") return defaultYear;
  if (!/^\d{4}$/.test(raw)) return null;
  const year = Number(raw);
  return year >= FIRST_LIST_YEAR && year <= currentYear ? year : null;
}

/** The years the foal-list selector offers: from the current year back to the first one. */
export function listYearChoices(currentYear: number, count = 15): number[] {
  return Array.from({ length: count }, (_, index) => currentYear - index);
}
