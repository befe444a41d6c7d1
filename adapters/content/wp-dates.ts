/**
 * WordPress gives each date twice: `date` in the site's time zone (Europe/Rome) and
 * `date_gmt` in UTC, both without a zone. Sulky keeps instants (ISO with Z): from the
 * UTC one when there is one, else from the Italian wall-clock time.
 */
const ROME = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Rome",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/;

function wallClockMillis(text: string): number | null {
  const match = WALL_CLOCK.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number);
  const millis = Date.UTC(year, month - 1, day, hour, minute, second || 0);
  return Number.isNaN(millis) ? null : millis;
}

/** How far Rome's wall clock is ahead of UTC at an instant, in milliseconds. */
function romeOffset(instant: number): number {
  const parts = Object.fromEntries(ROME.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** An Italian wall-clock time ('2026-05-13T23:30:00') as the instant it names. */
export function instantFromRomeTime(text: string): string | null {
  const wall = wallClockMillis(text);
  if (wall === null) return null;
  // The offset at the guess may differ from the one at the answer around a change of hour: a second pass settles it.
  let instant = wall - romeOffset(wall);
  instant = wall - romeOffset(instant);
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
