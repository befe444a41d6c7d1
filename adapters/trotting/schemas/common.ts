import { z } from "zod";
import { UNNAMED_HORSE, type HorseSex } from "~/src/domain/horses/horse";
import type { BreederContact } from "~/src/domain/breeding/breeders";
import type { CellValue, ColumnKind, ServerTable, TableColumn, TableRow } from "~/src/domain/tables";
import {
  asNumber,
  asText,
  code,
  fromUpstream,
  identity,
  noteFieldsRead,
  number,
  optionalRows,
  phpObject,
  text,
  textOr,
  wholeNumber,
} from "../../shared/tolerant-reader";

/** A horse's name: a horse without a public name yet shows as UNNAMED_HORSE (docs/PRODUCT.md, "Adding a foal"), it is not dropped. */
export const horseName = textOr(UNNAMED_HORSE);

/** Sex as M, F or C (castrated); the upstream writes 'f', 'F', 'femmina'…; anything else is unknown. */
export const sex = z
  .unknown()
  .optional()
  .transform((value): HorseSex | null => {
    const letter = asText(value)?.trim().charAt(0).toUpperCase();
    return letter === "M" || letter === "F" || letter === "C" ? letter : null;
  });

/** A racecourse's two-letter code; the upstream sometimes adds the 'T' of trotto (NAT). Anything else: null. */
export const racecourseCode = z
  .unknown()
  .optional()
  .transform((value) => /^([a-z]{2})t?$/i.exec(asText(value)?.trim() ?? "")?.[1].toUpperCase() ?? null);

/** A horse's code, read as text whatever the upstream sends. */
export const horseCode = code;

/** A horse as the lists name it: its code, its name and its parents. */
export const horseWithParentsFields = {
  code: ["CodiceCavallo", horseCode],
  name: ["NomeCavallo", horseName],
  sire: ["NomePadre", text],
  dam: ["NomeMadre", text],
} as const;

/** A breeder as its card shows it (the breeders' list and the home page's boxes). */
export const breederCardFields = {
  id: ["id", wholeNumber],
  name: ["Nome", identity],
  image: ["img_path", text],
  foalCount: ["puledri", number],
} as const;

/** A person to contact, on a breeder's sheet or a horse's file. */
export const contactSchema = fromUpstream({
  name: ["name", text],
  phone: ["phone", text],
  email: ["email", text],
  website: ["website", text],
}) satisfies z.ZodType<BreederContact, unknown>;

/** Column definitions of a table the upstream lays out: `{key, label}`. */
const fieldSchema = fromUpstream({ id: ["key", identity], label: ["label", textOr("")] });
export const tableFields = (label: string) => optionalRows(label, fieldSchema);

/** A table row: any object, its scalar values kept; `[]` is an empty row. */
export const tableRows = (label: string) => optionalRows(label, z.preprocess(phpObject, z.record(z.string(), z.unknown())));

function isCell(value: unknown): value is CellValue {
  return value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}

const PHONE_KEYS = new Set(["telefono", "telefono1", "telefono2", "phone"]);
const HORSE_NAME_KEYS = new Set(["NomeCavallo", "Prodotto"]);
const SEX_KEYS = new Set(["Sesso"]);
const SIRE_KEY = "NomePadre";
const DAM_KEY = "NomeMadre";
noteFieldsRead("CodiceCavallo", "slug", "Anno", SIRE_KEY, DAM_KEY, ...PHONE_KEYS, ...HORSE_NAME_KEYS, ...SEX_KEYS);

/** What the upstream's key (and label) of a column says about its values. */
function columnKind(key: string, label: string, values: unknown[]): ColumnKind {
  if (HORSE_NAME_KEYS.has(key)) return "horse";
  if (PHONE_KEYS.has(key)) return "phone";
  if (SEX_KEYS.has(key)) return "sex";
  if (key === SIRE_KEY) return "sire";
  if (key === DAM_KEY) return "dam";
  if (/^perc/i.test(key) || label.includes("%")) return "percent";
  if (/^vincite/i.test(key)) return "money";
  if (/^record/i.test(key)) return "record";
  if (key === "Anno") return "year";
  const known = values.filter((value) => value !== null && value !== undefined && value !== "");
  return known.length > 0 && known.every((value) => asNumber(value) !== null) ? "number" : "text";
}

const NUMERIC_KINDS = new Set<ColumnKind>(["money", "percent", "number", "year"]);

/** A column Sulky adds to the upstream's, read from a field of each row the upstream does not list. */
export type ExtraColumn = { from: string; label: string; kind: ColumnKind };

/**
 * A table laid out by the upstream (`fields` naming the columns, rows keyed by them),
 * in Sulky's terms: each column gets Sulky's own id (`c1`, `c2`… in the upstream's order)
 * and a kind, numeric text is read as numbers where the column holds figures, a column
 * whose values are not scalars is left out, and each row keeps the code and slug of its
 * horse. The upstream's keys stay here.
 */
export function serverTable(
  fields: { id: string; label: string }[],
  rows: Record<string, unknown>[],
  extraColumns: ExtraColumn[] = [],
): ServerTable {
  const sources = [
    ...fields
      .filter((field) => rows.every((row) => row[field.id] === undefined || isCell(row[field.id])))
      .map((field) => ({
        key: field.id,
        label: field.label,
        kind: columnKind(
          field.id,
          field.label,
          rows.map((row) => row[field.id]),
        ),
      })),
    ...extraColumns.map((extra) => ({ key: extra.from, label: extra.label, kind: extra.kind })),
  ];
  const columns = sources.map((source, index): TableColumn & { key: string } => ({ ...source, id: `c${index + 1}` }));
  return {
    columns: columns.map(({ id, label, kind }) => ({ id, label, kind })),
    rows: rows.map((row): TableRow => {
      const cells: Record<string, CellValue> = {};
      for (const column of columns) {
        const value = row[column.key];
        if (!isCell(value)) continue;
        cells[column.id] = NUMERIC_KINDS.has(column.kind) && typeof value === "string" ? (asNumber(value) ?? value) : value;
      }
      const horse = code.safeParse(row.CodiceCavallo);
      return { cells, horseCode: horse.success ? horse.data : null, horseSlug: asText(row.slug) };
    }),
  };
}
