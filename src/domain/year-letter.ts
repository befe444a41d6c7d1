/**
 * Italian trotters born in the same year share the first letter of their name.
 * The alphabet skips H, J, K, Q, W, X, Y and restarts after Z; 2016 is A.
 */
export const YEAR_LETTER_ALPHABET = "ABCDEFGILMNOPRSTUVZ";
const BASE_YEAR = 2016;

export function letterForYear(year: number): string {
  const size = YEAR_LETTER_ALPHABET.length;
  const index = (((year - BASE_YEAR) % size) + size) % size;
  return YEAR_LETTER_ALPHABET[index];
}

export function nameMatchesYearLetter(name: string, year: number): boolean {
  const first = name.trim().charAt(0).toLocaleUpperCase("it-IT");
  return first === "" || first === letterForYear(year);
}

export function yearLetterWarning(name: string, year: number): string | null {
  return nameMatchesYearLetter(name, year) ? null : `I puledri nati ${year} dovrebbero iniziare con la lettera ${letterForYear(year)}`;
}
