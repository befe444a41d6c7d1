import { z } from "zod";

/**
 * The tolerant reader: how every adapter reads an upstream answer (docs/RESILIENCE.md).
 *
 * - Identity fields (codes, ids, slugs, dates that build URLs) are required: without
 *   them Sulky cannot link or find the thing.
 * - Display fields, flags, links, colours, images and counts are optional: missing,
 *   null or of an odd type, they take a default (null, false, an empty list).
 * - Numbers may arrive as numeric text ("15400", "3"): one rule reads them everywhere.
 * - PHP's empty array `[]` stands for an empty object.
 * - Unknown fields are ignored.
 * - A row of a list that lacks its identity is dropped, not the list: the drop is
 *   reported (`collectDroppedRows`), and the upstream client logs it with all its issues.
 */

/** Any value, absent included: the start of every field that never fails. */
export const anything = z.unknown().optional();
const anyValue = anything;

const NUMERIC_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;

/** A number, or numeric text read as one; anything else is no number. */
export function asNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && NUMERIC_TEXT.test(value)) return Number(value);
  return null;
}

/** Text to show: a non-blank string, or a number written out; anything else is no text. */
export function asText(value: unknown): string | null {
  if (typeof value === "string") return value.trim() === "" ? null : value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return null;
}

/** A flag: true, 1, "1" or "true"; anything else (absent included) is false. */
export function asFlag(value: unknown): boolean {
  return value === true || value === 1 || value === "1" || value === "true";
}

/** PHP encodes an empty associative array as `[]`: read it as the empty object it means. */
export function phpObject(value: unknown): unknown {
  return Array.isArray(value) && value.length === 0 ? {} : value;
}

/** Optional display text: null when missing, blank or not text. */
export const text = anyValue.transform(asText);
/** Display text with a default for when it is missing. */
export const textOr = (fallback: string) => anyValue.transform((value) => asText(value) ?? fallback);
/** Optional number (a count, an amount, a length): null when missing or not a number. */
export const number = anyValue.transform(asNumber);
/** Optional flag: false unless the upstream says yes. */
export const flag = anyValue.transform(asFlag);

/** Required code or id, sent as text or number: read as text. */
export const code = z
  .union([z.string().trim().min(1), z.number().int().nonnegative()], { error: "expected a code (text or a whole number)" })
  .transform(String);
/** A code that may be missing (a row that links nowhere without it). */
export const optionalCode = anyValue.transform((value) => {
  const parsed = code.safeParse(value);
  return parsed.success ? parsed.data : null;
});
/** Required whole number (a race number, a year, an id), numeric text accepted. */
export const wholeNumber = z.preprocess((value) => asNumber(value) ?? value, z.number({ error: "expected a whole number" }).int());
/** Required text that identifies something (a slug, a date in a URL). */
export const identity = z.preprocess(
  (value) => (typeof value === "number" ? String(value) : value),
  z.string({ error: "expected text" }).trim().min(1, { error: "expected text, not blank" }),
);

/** An object, `[]` read as `{}`. */
export function record<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.preprocess(phpObject, z.object(shape));
}

/** An object that may be missing: null when absent, null, `[]` or unreadable (then reported like a dropped row). */
export function optionalRecord<Schema extends z.ZodType>(label: string, schema: Schema) {
  return anyValue.transform((value): z.output<Schema> | null => {
    if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) return null;
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    reportDropped(label, null, parsed.error.issues);
    return null;
  });
}

/** A list whose unreadable rows are dropped and reported; not a list at all: the answer is unusable. */
export function rows<Row extends z.ZodType>(label: string, row: Row) {
  return z.array(z.unknown()).transform((items) => keepReadable(label, row, items));
}

/** A list that may be missing (null, absent or `{}`): empty then; unreadable rows dropped and reported. */
export function optionalRows<Row extends z.ZodType>(label: string, row: Row) {
  return anyValue.transform((items) => (Array.isArray(items) ? keepReadable(label, row, items) : []));
}

/**
 * Lists under keys of their own (`{A: [...], B: [...]}`): an object is required (`[]`
 * is an empty one); unreadable rows of each list are dropped and reported.
 */
export function listsByKey<Row extends z.ZodType>(label: string, row: Row) {
  return z
    .preprocess(phpObject, z.record(z.string(), z.unknown()))
    .transform((groups) =>
      Object.fromEntries(
        Object.entries(groups).map(([key, items]) => [key, Array.isArray(items) ? keepReadable(`${label}.${key}`, row, items) : []]),
      ),
    );
}

function keepReadable<Row extends z.ZodType>(label: string, row: Row, items: unknown[]): z.output<Row>[] {
  const kept: z.output<Row>[] = [];
  items.forEach((item, index) => {
    const parsed = row.safeParse(item);
    if (parsed.success) kept.push(parsed.data);
    else reportDropped(label, index, parsed.error.issues);
  });
  return kept;
}

/** One row (or optional object) left out of an answer, with every reason. */
export type DroppedRow = { list: string; index: number | null; issues: { path: string; message: string }[] };

let droppedSink: DroppedRow[] | null = null;

function reportDropped(list: string, index: number | null, issues: readonly z.core.$ZodIssue[]) {
  droppedSink?.push({ list, index, issues: describeIssues(issues) });
}

/** Every issue of a rejected value as path and message, not only the first. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): { path: string; message: string }[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join(".") || "(radice)", message: issue.message }));
}

/**
 * Runs one (synchronous) parse and returns, next to its result, the rows the tolerant
 * lists dropped on the way, for the caller to log.
 */
export function collectDroppedRows<T>(parse: () => T): { result: T; dropped: DroppedRow[] } {
  const outer = droppedSink;
  const dropped: DroppedRow[] = [];
  droppedSink = dropped;
  try {
    return { result: parse(), dropped };
  } finally {
    droppedSink = outer;
  }
}

/** Every upstream field name some schema reads, for the check that keeps them inside adapters/. */
const fieldsRead = new Set<string>();

export function upstreamFieldsRead(): ReadonlySet<string> {
  return fieldsRead;
}

/** Upstream field names an adapter reads or writes by hand (not through `fromUpstream`). */
export function noteFieldsRead(...names: string[]): void {
  for (const name of names) fieldsRead.add(name);
}

type FieldReaders = Record<string, readonly [upstreamName: string, reader: z.ZodType]>;
type Mapped<Fields extends FieldReaders> = { [Name in keyof Fields]: z.output<Fields[Name][1]> };

/**
 * An upstream object read into Sulky's own names: each entry is
 * `sulkyName: [upstreamName, reader]`. Unknown fields are ignored and `[]` is an empty
 * object. `fields` keeps the correspondence for tests and the name check.
 */
export function fromUpstream<const Fields extends FieldReaders>(fields: Fields) {
  for (const [upstreamName] of Object.values(fields)) fieldsRead.add(upstreamName);
  const shape = Object.fromEntries(Object.values(fields).map(([upstreamName, reader]) => [upstreamName, reader]));
  const schema = z
    .preprocess(phpObject, z.object(shape))
    .transform(
      (raw) =>
        Object.fromEntries(
          Object.entries(fields).map(([name, [upstreamName]]) => [name, (raw as Record<string, unknown>)[upstreamName]]),
        ) as Mapped<Fields>,
    );
  return Object.assign(schema, { fields });
}
