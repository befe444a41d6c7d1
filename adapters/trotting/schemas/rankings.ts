import { z } from "zod";
import type { EntityRankingRow } from "~/src/domain/rankings/entity-ranking";
import {
  DEFAULT_RANKING_PAGE_SIZE,
  type Ranking,
  type RankingCell,
  type RankingColumn,
  type RankingColumnKind,
  type RankingRow,
  type RankingSwitchType,
} from "~/src/domain/rankings/ranking";
import {
  anything,
  asNumber,
  asText,
  flag,
  fromUpstream,
  identity,
  noteFieldsRead,
  number,
  optionalRecord,
  optionalRows,
  phpObject,
  rows,
  text,
  textOr,
} from "../../shared/tolerant-reader";
import { horseName, tableFields } from "./common";

const rankingRowSchema = z
  .preprocess(phpObject, z.record(z.string(), z.unknown()))
  .pipe(z.object({ Nome: identity, slug: identity }).passthrough());
noteFieldsRead("Nome", "slug", "Eta", "Pos");

/** What a ranking column's key says about its values. */
function rankingColumnKind(key: string, values: unknown[]): RankingColumnKind {
  if (key === "Pos") return "position";
  if (key === "Nome") return "name";
  if (key === "Eta") return "age";
  if (/record/i.test(key)) return "record";
  if (/^perc$/i.test(key)) return "percent";
  if (/somm|vincit|premi/i.test(key)) return "money";
  const known = values.filter((value) => value !== null && value !== undefined && value !== "");
  return known.length > 0 && known.every((value) => asNumber(value) !== null) ? "number" : "text";
}

const TEXT_KINDS = new Set<RankingColumnKind>(["name", "record", "text"]);

function cellOf(value: unknown, kind: RankingColumnKind): RankingCell | undefined {
  if (value === null || typeof value === "boolean") return value;
  if (typeof value === "number") return value;
  if (typeof value === "string") return TEXT_KINDS.has(kind) ? value : (asNumber(value) ?? value);
  return undefined;
}

// "" is a real choice: every age
const etaOption = fromUpstream({ value: ["value", z.union([z.string(), z.number()]).transform(String)], label: ["label", textOr("")] });

/** GET /api/v2/classifiche: the ranking object, its columns in Sulky's terms. */
export const rankingSchema = fromUpstream({
  items: ["items", rows("items", rankingRowSchema)],
  fields: ["fields", tableFields("fields")],
  showYear: ["showYear", flag],
  yearOptions: [
    "yearOptions",
    anything.transform((years) =>
      Array.isArray(years) ? years.map(asNumber).filter((year): year is number => year !== null && Number.isInteger(year)) : [],
    ),
  ],
  selectedYear: ["yearSelected", number],
  ageOptions: ["etaOptions", optionalRows("etaOptions", etaOption)],
  selectedAge: ["etaSelected", text],
  queryString: ["queryString", textOr("")],
  doubleHeader: ["showDoubleHeader", flag],
  description: [
    "description",
    optionalRecord(
      "description",
      fromUpstream({
        title: ["title", text],
        subtitle: ["subtitle", text],
        texts: [
          "texts",
          anything.transform((texts) => (Array.isArray(texts) ? texts.map(asText).filter((line): line is string => line !== null) : [])),
        ],
      }),
    ),
  ],
  perPage: ["perPage", number],
  title: ["title", text],
  switchType: ["switchType", text],
}).transform(({ items, fields, perPage, switchType, ...ranking }): Ranking => {
  const columns: RankingColumn[] = fields.map((field) => ({
    id: field.id,
    label: field.label,
    kind: rankingColumnKind(
      field.id,
      items.map((item) => item[field.id]),
    ),
  }));
  const rankingRows = items.map((item): RankingRow => {
    const cells: Record<string, RankingCell> = {};
    for (const column of columns) {
      const cell = cellOf(item[column.id], column.kind);
      if (cell !== undefined) cells[column.id] = cell;
    }
    return { name: item.Nome, slug: item.slug, age: asNumber(item.Eta), cells };
  });
  return {
    ...ranking,
    rows: rankingRows,
    columns,
    perPage: perPage !== null && Number.isInteger(perPage) && perPage > 0 ? perPage : DEFAULT_RANKING_PAGE_SIZE,
    switchType: switchType === "year" || switchType === "classics" ? (switchType as RankingSwitchType) : null,
  };
}) satisfies z.ZodType<Ranking, unknown>;

/** GET /api/v2/classifiche/{entity}/{id}/{year}: the subject's horses. */
export const entityRankingSchema = rows(
  "rows",
  fromUpstream({
    subjectName: ["NomeEntity", text],
    horseName: ["NomeCavallo", horseName],
    slug: ["slug", identity],
    starts: ["Corse", number],
    winnings: ["SommeVinte", number],
    wins: ["Vittorie", number],
    winPercent: ["perc", number],
    placings: ["Piazzamenti", number],
  }) satisfies z.ZodType<EntityRankingRow, unknown>,
);

/** Only the slugs of GET /api/v2/allevatori (the breeders sitemap). */
export const breederSlugListSchema = fromUpstream({
  items: ["items", rows("items", fromUpstream({ slug: ["slug", identity] }))],
}).transform((list) => list.items.map((item) => item.slug));
