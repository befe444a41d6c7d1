import { z } from "zod";
import type {
  FantasyPlayer,
  FantasyProfile,
  FieldLabel,
  MarketList,
  OwnedHorse,
  RankingTable,
} from "../../src/domain/fantasy/types";

const code = z.union([z.string(), z.number()]).transform(String);
const age = z.number().int().nonnegative().nullish().transform((value) => value ?? undefined);

export const playerSchema = z.object({ name: z.string(), email: z.string() }) satisfies z.ZodType<FantasyPlayer>;

const fieldsSchema = z
  .array(z.object({ key: z.string(), label: z.string() }))
  .nullish()
  .transform((value): FieldLabel[] => value ?? []);

const ownedHorseSchema = z.object({ CodiceCavallo: code, name: z.string(), rating: z.number(), eta: age });

export const profileSchema = z.object({
  user: playerSchema,
  budget: z.number(),
  horsesList: z.array(ownedHorseSchema).nullish().transform((value): OwnedHorse[] => value ?? []),
  fields: fieldsSchema,
}) satisfies z.ZodType<FantasyProfile, unknown>;

export const marketSchema = z.object({
  horses: z.array(
    z.object({
      CodiceCavallo: code,
      name: z.string(),
      rating: z.number(),
      owned: z.boolean().nullish().transform(Boolean),
      enabled: z.boolean().nullish().transform(Boolean),
      eta: age,
    }),
  ),
  budget: z.number(),
  fields: fieldsSchema,
}) satisfies z.ZodType<MarketList, unknown>;

const periodOption = z.object({ id: code, label: z.string() });

export const rankingSchema = z.object({
  items: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
  fields: fieldsSchema,
  all: z.array(periodOption).nullish().transform((value) => value ?? []),
  selected: periodOption.nullish().transform((value) => value ?? null),
}) satisfies z.ZodType<RankingTable, unknown>;

/** Login answers `{user}`; when it does not, the adapter asks /api/user. */
export const loginSchema = z.object({ user: playerSchema.optional() }).nullish();

export const tradeSchema = z
  .object({ message: z.string().optional() })
  .nullish()
  .transform((value) => ({ message: value?.message ?? null }));
