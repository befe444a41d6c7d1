import { href } from "react-router";
import type { CalendarDate } from "../domain/calendar";
import { parseSlug, type Slug } from "../domain/slug";

/**
 * The formats of the values Sulky's public addresses carry (docs/PRODUCT.md, "Addresses"):
 * the only place that writes or reads them. They are the product's and never change.
 */

/** A route of views/routes.ts, as React Router's type generation knows it: builders are checked against the routes. */
export type PagePattern = Parameters<typeof href>[0];

/**
 * A value as one segment of a path: escaped where it has to be ('/', '?', spaces…), while an
 * escape it already holds (a WordPress slug of an accented title: `caff%c3%a8`) is kept as it is.
 */
export function segment(value: string | number): string {
  return String(value)
    .split(/(%[0-9A-Fa-f]{2})/)
    .map((part, index) => (index % 2 === 1 ? part : encodeURIComponent(part)))
    .join("");
}

/** `?a=1&b=2` from the parameters that have a value (null, undefined and "" are left out), or "" without any. */
export function queryString(parameters: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(parameters))
    if (value !== null && value !== undefined && value !== "") query.set(name, String(value));
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** Days are written ddmmyyyy: `/trotto/arrivi/22112026/NAT`. */
export function addressDay(date: CalendarDate): string {
  return `${pad2(date.day)}${pad2(date.month)}${date.year}`;
}

/** A day as an address writes it (ddmmyyyy); null for anything that is not a real day. */
export function parseAddressDay(text: string | null | undefined): CalendarDate | null {
  const match = /^(\d{2})(\d{2})(\d{4})$/.exec(text ?? "");
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || year < 1900 || year > 2200) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth ? { year, month, day } : null;
}

/** Racecourses are written as their two-letter code and a 'T' (trotto): NAT. */
export function addressRacecourse(code: string): string {
  return `${code}T`;
}

/** The two-letter racecourse code of an address's `NAT` (the 'T' may be missing); null otherwise. */
export function parseAddressRacecourse(text: string | null | undefined): string | null {
  const match = /^([a-z]{2})t?$/i.exec(text ?? "");
  return match ? match[1].toUpperCase() : null;
}

/** Race numbers: 0 (the qualification trials) to 99; undefined when the address has none, null when it is not one. */
export function parseAddressRaceNumber(text: string | undefined): number | null | undefined {
  if (text === undefined || text === "") return undefined;
  return /^\d{1,2}$/.test(text) ? Number(text) : null;
}

/** A subject's slug in an address (src/domain/slug.ts). */
export function parseAddressSlug(text: string | null | undefined): Slug | null {
  return parseSlug(text);
}

function pad2(value: number): string {
  return String(value).padStart(2, "0");
}
