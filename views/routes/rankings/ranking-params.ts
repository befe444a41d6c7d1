import { z } from "zod";
import { isRankingEntity, type RankingEntity } from "~/src/domain/rankings/ranking";

import { notFound } from "../../route-errors";

export function rankingEntityParam(value: string | undefined): RankingEntity {
  return value && isRankingEntity(value) ? value : notFound();
}

const year = z
  .string()
  .regex(/^(19|20|21)\d{2}$/)
  .transform(Number);
const emptyAsNull = (schema: z.ZodType<string>) =>
  z
    .union([z.literal("").transform(() => null), schema])
    .nullish()
    .transform((value) => value ?? null);

export const rankingSearchSchema = z.object({
  year: z
    .union([z.literal("").transform(() => null), year])
    .nullish()
    .transform((value) => value ?? null),
  eta: emptyAsNull(z.string().regex(/^\d{1,2}$/)),
  type: emptyAsNull(z.string().regex(/^[a-z][a-z-]{0,29}$/)),
  page: z
    .string()
    .regex(/^[1-9]\d{0,3}$/)
    .transform(Number)
    .nullish()
    .transform((value) => value ?? 1),
  sort: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]{0,39}$/)
    .nullish()
    .transform((value) => value ?? null),
  dir: z
    .enum(["asc", "desc"])
    .nullish()
    .transform((value) => value ?? "asc"),
});

export const entitySearchSchema = rankingSearchSchema.pick({ year: true, eta: true, type: true });

export function yearParam(value: string | undefined): number | null {
  if (value === undefined) return null;
  const parsed = year.safeParse(value);
  return parsed.success ? parsed.data : notFound();
}

/** The URL's search parameters validated by a schema, or a 404. */
export function parseSearch<S extends z.ZodType>(url: URL, schema: S): z.infer<S> {
  const parsed = schema.safeParse(Object.fromEntries(url.searchParams));
  return parsed.success ? parsed.data : notFound();
}

// Kept apart so the page component ships without zod.
export { withQuery } from "./query-links";
