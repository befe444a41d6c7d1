import { romeOffsetMinutes } from "~/src/domain/italian-format";

/**
 * WordPress gives each date twice: `date` in the site's time zone (Europe/Rome) and
 * `date_gmt` in UTC, both without a zone. Sulky keeps instants (ISO with Z): from the
 * UTC one when there is one, else from the Italian wall-clock time.
 */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/;

function wallClockMillis(text: string): number | null {
  const match = WALL_CLOCK.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number);
  const millis = Date.UTC(year, month - 1, day, hour, minute, second || 0);
  return Number.isNaN(millis) ? null : millis;
}

/** An Italian wall-clock time ('2026-05-13T23:30:00') as the instant it names. */
export function instantFromRomeTime(text: string): string | null {
  const wall = wallClockMillis(text);
  if (wall === null) return null;
  // The offset at the guess may differ from the one at the answer around a change of hour: a second pass settles it.
  let instant = wall - romeOffsetMinutes(wall) * 60_000;
  instant = wall - romeOffsetMinutes(instant) * 60_000;
  return new Date(instant).toISOString();
}

/** A UTC wall-clock time ('2026-05-13T21:30:00', or already with a zone) as an instant. */
export function instantFromUtcTime(text: string): string | null {
  if (/[zZ]|[+-]\d{2}:?\d{2}$/.test(text.slice(10))) {
    const parsed = Date.parse(text);
    return Number.isNaN(parsed) ? null : new Date(parsed).toISOString();
  }
  const wall = wallClockMillis(text);
  return wall === null ? null : new Date(wall).toISOString();
}

/** A post's instant: `date_gmt` first; WordPress writes 0000-00-00T00:00:00 there for drafts. */
export function postInstant(dateGmt: string | null, localDate: string | null): string | null {
  const fromGmt = dateGmt && !dateGmt.startsWith("0000") ? instantFromUtcTime(dateGmt) : null;
  return fromGmt ?? (localDate ? instantFromRomeTime(localDate) : null);
}
