import { notFound } from "../../route-errors";

/** `anno` (birth year) of the qualification pages: absent = the newest crop; anything but four digits is a 404. */
export function qualificationYearParam(text: string | null | undefined): number | undefined {
  if (text === null || text === undefined || text === "") return undefined;
  return /^\d{4}$/.test(text) ? Number(text) : notFound();
}
