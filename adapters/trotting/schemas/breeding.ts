import { z } from "zod";
import type { Breeder, BreederListItem } from "../../../src/domain/breeders";
import type { BreederSuggestion } from "../../../src/domain/breeding/breeder-search";
import type { ForSaleItem } from "../../../src/domain/breeding/for-sale";
import type { FoalList, FoalListItem } from "../../../src/domain/breeding/foals";
import type { HorseTableRow, TableField } from "../../../src/domain/breeding/tables";
import { codeSchema, optionalText } from "./common";

/** Upstream flags arrive as booleans, 0/1 or "0"/"1". */
const flag = z.union([z.boolean(), z.number(), z.string(), z.null(), z.undefined()]).transform((value) => value === true || value === 1 || value === "1" || value === "true");

export const foalListItemSchema = z.object({
  CodiceCavallo: codeSchema,
  // a foal listed by its breeder has no public name until its data are checked (§1)
  NomeCavallo: z.string().nullish().transform((name) => name ?? ""),
  NomePadre: optionalText,
  NomeMadre: optionalText,
  Allevamento: optionalText,
  slug: z.string(),
  Sesso: z.string().nullish().transform((value) => value ?? ""),
  Mese: z.union([z.number(), z.string()]).nullish().transform((value) => (value === null || value === undefined || value === "" ? null : Number(value))),
  Visitabile: flag,
  hasVideo: flag,
  is_sold: flag,
  is_auction: flag,
  auct_name: optionalText,
  auct_color: optionalText,
  auct_bgcolor: optionalText,
}) satisfies z.ZodType<FoalListItem, unknown>;

export const foalListSchema = z.object({
  puledri: z.array(foalListItemSchema),
  text: optionalText,
  addFoalActive: flag,
}) satisfies z.ZodType<FoalList, unknown>;

export const breederListSchema = z
  .object({
    items: z.array(
      z.object({
        id: z.number(),
        Nome: z.string(),
        slug: optionalText,
        citta: optionalText,
        provincia: optionalText,
        img_path: optionalText,
        puledri: z.number().nullish().transform((n) => n ?? 0),
        sold: z.number().nullish().transform((n) => n ?? 0),
        videos: z.number().nullish().transform((n) => n ?? 0),
      }),
    ),
  })
  .transform((body) => body.items) satisfies z.ZodType<BreederListItem[], unknown>;

const textOrNumber = z.union([z.string(), z.number()]).nullish().transform((value) => (value === null || value === undefined ? null : String(value)));

export const breederSchema = z.object({
  id: z.number(),
  Nome: z.string(),
  indirizzo: optionalText,
  CAP: textOrNumber,
  citta: optionalText,
  provincia: optionalText,
  telefono1: textOrNumber,
  telefono2: textOrNumber,
  email: optionalText,
  Link: optionalText,
  big_banner: optionalText,
  img_path: optionalText,
  slug: optionalText,
  contacts: z
    .array(z.object({ name: optionalText, phone: textOrNumber, email: optionalText, website: optionalText }))
    .nullish(),
}) satisfies z.ZodType<Breeder, unknown>;

const tableFieldsSchema = z.array(z.object({ key: z.string(), label: z.string() })).nullish().transform((fields): TableField[] => (fields ?? []).map(({ key, label }) => ({ key, label })));
const tableRowsSchema = z.array(z.record(z.string(), z.unknown())).nullish().transform((rows) => (rows ?? []) as HorseTableRow[]);

export const breederSheetSchema = z
  .object({
    allevatore: breederSchema,
    puledri: tableRowsSchema,
    puledriFields: tableFieldsSchema,
    newBorns: tableRowsSchema,
    newBornsFields: tableFieldsSchema,
    mares: tableRowsSchema,
    maresFields: tableFieldsSchema,
    horses: tableRowsSchema,
    horsesFields: tableFieldsSchema,
  })
  .transform((body) => ({
    allevatore: body.allevatore,
    puledri: { rows: body.puledri, fields: body.puledriFields },
    newBorns: { rows: body.newBorns, fields: body.newBornsFields },
    mares: { rows: body.mares, fields: body.maresFields },
    horses: { rows: body.horses, fields: body.horsesFields },
  }));

export const breederSuggestionsSchema = z
  .object({ results: z.array(z.object({ id: z.number(), text: z.string() })) })
  .transform((body) => body.results) satisfies z.ZodType<BreederSuggestion[], unknown>;

export const forSaleListSchema = z
  .object({ items: z.array(z.object({ name: z.string(), slug: z.string(), sold: flag })) })
  .transform((body) => body.items) satisfies z.ZodType<ForSaleItem[], unknown>;

export const foalListingReceiptSchema = z
  .object({ message: optionalText, warning: optionalText })
  .passthrough()
  .nullish()
  .transform((body) => ({ message: body?.message ?? null, warning: body?.warning ?? null }));

export const subscribeReceiptSchema = z
  .object({ message: optionalText })
  .passthrough()
  .nullish()
  .transform((body) => ({ message: body?.message ?? null }));
