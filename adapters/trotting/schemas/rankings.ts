import { z } from "zod";
import type { EntityRankingRow } from "../../../src/domain/rankings/entity-ranking";
import { DEFAULT_RANKING_PAGE_SIZE, type Ranking } from "../../../src/domain/rankings/ranking";

const nullableNumber = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/).transform(Number)]).nullish().transform((value) => value ?? null);
const nullableText = z.string().nullish().transform((value) => value ?? null);

const rankingRowSchema = z
  .object({ Nome: z.string(), slug: z.union([z.string(), z.number()]).transform(String), Eta: nullableNumber })
  .catchall(z.unknown());

export const rankingSchema = z
  .object({
    items: z.array(rankingRowSchema),
    fields: z.array(z.object({ key: z.string(), label: z.string() }).transform(({ key, label }) => ({ key, label }))),
    showYear: z.boolean().nullish().transform(Boolean),
    yearOptions: z.array(z.coerce.number().int()).nullish().transform((years) => years ?? []),
    yearSelected: nullableNumber,
    etaOptions: z
      .array(z.object({ value: z.union([z.string(), z.number()]).transform(String), label: z.string() }))
      .nullish()
      .transform((options) => options ?? []),
    etaSelected: z.union([z.string(), z.number()]).nullish().transform((value) => (value === null || value === undefined || value === "" ? null : String(value))),
    queryString: z.string().nullish().transform((value) => value ?? ""),
    showDoubleHeader: z.boolean().nullish().transform(Boolean),
    description: z
      .object({ title: nullableText, subtitle: nullableText, texts: z.array(z.string()).nullish().transform((texts) => texts ?? []) })
      .nullish()
      .transform((value) => value ?? null),
    perPage: z.number().int().positive().nullish().transform((value) => value ?? DEFAULT_RANKING_PAGE_SIZE),
    title: nullableText,
    switchType: z.enum(["year", "classics"]).nullish().transform((value) => value ?? null),
  }) satisfies z.ZodType<Ranking>;

export const entityRankingSchema = z.array(
  z.object({
    NomeEntity: nullableText,
    NomeCavallo: z.string(),
    slug: z.string(),
    Corse: nullableNumber,
    SommeVinte: nullableNumber,
    Vittorie: nullableNumber,
    perc: nullableNumber,
    Piazzamenti: nullableNumber,
  }) satisfies z.ZodType<EntityRankingRow>,
);

/** Only the slugs of GET /api/v2/allevatori (the breeders sitemap). */
export const breederSlugListSchema = z
  .object({ items: z.array(z.object({ slug: z.string() }).passthrough()) })
  .passthrough()
  .transform((list) => list.items.map((item) => item.slug));
