import { z } from "zod";
import type { FemaleLineEntry } from "../../../src/domain/horses/female-line";
import type {
  BestOffspringYear,
  HorseContacts,
  HorseFile,
  HorseProfile,
  HorseStats,
  Performance,
  ProductionRow,
} from "../../../src/domain/horses/horse";
import type { HorseSearchResult, RacingSons, StarterSearchRow } from "../../../src/domain/horses/horse-search";
import type { HorseSuggestion } from "../../../src/domain/horses/horse-suggestion";
import type { HorseVideo } from "../../../src/domain/horses/video";
import type { MatingPedigree, Pedigree, PedigreeCrossing, PedigreeNode } from "../../../src/domain/pedigree/pedigree";
import { codeSchema, optionalNumber, optionalText } from "./common";

export const horseSuggestionSchema = z.object({
  CodiceCavallo: codeSchema,
  NomeCavallo: z.string(),
  NomePadre: optionalText,
  NomeMadre: optionalText,
  text: z.string().optional(),
}) satisfies z.ZodType<HorseSuggestion, unknown>;

export const horseSuggestionsSchema = z.object({
  results: z.array(horseSuggestionSchema),
  total: z.number().optional(),
});

const pedigreeNodeSchema = z.object({
  id: codeSchema,
  nome: z.string(),
  record: optionalText,
  color: optionalText,
  padre: optionalText,
  madre: optionalText,
}) satisfies z.ZodType<PedigreeNode, unknown>;

const generationSchema = z.array(pedigreeNodeSchema.nullable()).default([]);

const crossingSchema = z.object({
  name: z.string(),
  p: z.array(z.number()).default([]),
  m: z.array(z.number()).default([]),
  color: z.string(),
}) satisfies z.ZodType<PedigreeCrossing, unknown>;

export const pedigreeSchema = z.object({
  crossings: z.array(crossingSchema).default([]),
  genitori: z.object({ p: pedigreeNodeSchema.nullable(), m: pedigreeNodeSchema.nullable() }),
  nonni: generationSchema,
  bisnonni: generationSchema,
  trisnonni: generationSchema,
  bisarcavoli: generationSchema,
}) satisfies z.ZodType<Pedigree, unknown>;

export const matingPedigreeSchema = pedigreeSchema.extend({ title: z.string() }) satisfies z.ZodType<MatingPedigree, unknown>;

const numberish = z.union([z.number(), z.string()]).nullish();
const fieldSchema = z.object({ key: z.string(), label: z.string() });

const productionRowSchema = z.object({
  CodiceCavallo: codeSchema,
  NomeCavallo: z.string(),
  slug: optionalText,
  Sesso: optionalText,
  Anno: optionalNumber,
  NomePadre: optionalText,
  NomeMadre: optionalText,
  RecordBreve: optionalText,
  RecordLunga: optionalText,
  Vincite: optionalNumber,
  telefono: optionalText,
}) satisfies z.ZodType<ProductionRow, unknown>;

export const horseFileSchema = z.object({
  NomeCavallo: z.string(),
  CodiceCavallo: codeSchema,
  slug: z.string(),
  subtype: optionalText,
  Sesso: optionalText,
  ColoreMantello: optionalText,
  DataNascita: optionalText,
  NomePadre: optionalText,
  NomeMadre: optionalText,
  mount_price: numberish,
  allevatore: z.object({ id: optionalNumber, Nome: z.string(), slug: optionalText }).nullish(),
  path: optionalText,
  img: z.object({ path: optionalText, alt: optionalText, gallery: z.array(z.string()).default([]) }).nullish(),
  hasVideo: z.boolean().default(false),
  production: z.array(productionRowSchema).default([]),
  productionFields: z.array(fieldSchema).default([]),
  link: z.object({ href: z.string(), label: z.string() }).nullish(),
  record: optionalText,
}) satisfies z.ZodType<HorseFile, unknown>;

const namedPersonSchema = z.object({ id: z.union([z.number(), z.string()]).nullish(), Nome: z.string() });

export const horseProfileSchema = horseFileSchema.extend({
  NomeNonno: optionalText,
  RecordBreve: optionalText,
  RecordLunga: optionalText,
  VinciteCarriera: optionalNumber,
  Deceased: z.boolean().nullish(),
  Eta: optionalNumber,
  breeders: z.array(namedPersonSchema).default([]),
  owners: z.array(namedPersonSchema).default([]),
  trainers: z.array(namedPersonSchema).default([]),
}) satisfies z.ZodType<HorseProfile, unknown>;

export const horseStatsSchema = z.object({
  vincite: optionalNumber,
  corse: optionalNumber,
  primo: optionalNumber,
  secondo: optionalNumber,
  terzo: optionalNumber,
  quarto: optionalNumber,
  quinto: optionalNumber,
  recordBreve: optionalText,
  recordLunga: optionalText,
}) satisfies z.ZodType<HorseStats, unknown>;

export const horseVideosSchema = z.array(
  z.object({ label: optionalText, path: z.string(), description: optionalText, is_internal: z.boolean().nullish() }),
) satisfies z.ZodType<HorseVideo[], unknown>;

export const bestOffspringSchema = z.array(
  z.object({
    year: z.number(),
    children: z.array(z.object({ slug: z.string(), NomeCavallo: z.string(), TempoPre: optionalText })).default([]),
  }),
) satisfies z.ZodType<BestOffspringYear[], unknown>;

export const performancesSchema = z.array(
  z.object({
    date: optionalText,
    Data: optionalText,
    Ippodromo: optionalText,
    NumeroPartenza: optionalNumber,
    Categoria: optionalText,
    DescrizionePremio: optionalText,
    Piazzamento: numberish,
    Distanza: optionalNumber,
    TempoPre: optionalText,
    NomeGuidatore: optionalText,
    ImportoPremio: optionalNumber,
    NumeroCorsa: optionalNumber,
    NumeroPartenti: optionalNumber,
    videoLink: optionalText,
    url: optionalText,
  }),
) satisfies z.ZodType<Performance[], unknown>;

const contactPersonSchema = z.object({ name: optionalText, phone: optionalText, email: optionalText, website: optionalText });

export const horseContactsSchema = z.object({
  breeder: z
    .object({
      id: optionalNumber,
      Nome: optionalText,
      Link: optionalText,
      description: optionalText,
      contacts: z.array(contactPersonSchema).default([]),
    })
    .nullish()
    .transform((breeder) => breeder ?? null),
  breeders: z
    .array(
      z.object({
        id: optionalNumber,
        Nome: optionalText,
        telefono1: optionalText,
        telefono2: optionalText,
        email: optionalText,
        Link: optionalText,
      }),
    )
    .default([]),
  contacts: z.array(contactPersonSchema).default([]),
  hideBreeder: z.boolean().default(false),
  location: optionalText,
}) satisfies z.ZodType<HorseContacts, unknown>;

const bigRaceSchema = z.object({
  date: optionalText,
  ippodromo: optionalText,
  piazzamento: numberish,
  descrizione: optionalText,
  importo: optionalNumber,
});

export const femaleLineSchema = z.array(
  z.object({
    name: z.string(),
    label: z.string(),
    CodiceCavallo: codeSchema.nullish(),
    foals: z
      .array(
        z.object({
          CodiceCavallo: codeSchema,
          NomeCavallo: z.string(),
          slug: optionalText,
          DataNascita: optionalText,
          date: optionalText,
          Sesso: optionalText,
          ColoreMantello: optionalText,
          NomePadre: optionalText,
          record_breve: optionalText,
          record_lunga: optionalText,
          vincite: optionalNumber,
          Deceased: z.boolean().nullish(),
          gps: z.array(bigRaceSchema).nullish().transform((races) => races ?? []),
        }),
      )
      .default([]),
  }),
) satisfies z.ZodType<FemaleLineEntry[], unknown>;

const horseSearchResultSchema = z.object({
  CodiceCavallo: codeSchema,
  NomeCavallo: z.string(),
  NomePadre: optionalText,
  NomeMadre: optionalText,
  route: z.string(),
}) satisfies z.ZodType<HorseSearchResult, unknown>;

export const horseSearchSchema = z.object({ results: z.array(horseSearchResultSchema).default([]) });

export const racingSonsSchema = z.object({
  title: z.string(),
  description: optionalText,
  results: z
    .array(
      horseSearchResultSchema.extend({
        Data: z.string(),
        Ippodromo: optionalText,
        CodiceIppodromo: optionalText,
        NumeroCorsa: optionalNumber,
        Ora: optionalText,
        TempoPre: optionalText,
      }),
    )
    .default([]),
}) satisfies z.ZodType<RacingSons, unknown>;

export const starterSearchSchema = z.object({
  results: z
    .array(
      z.object({
        Data: z.string(),
        Ora: optionalText,
        Ippodromo: optionalText,
        CodiceIppodromo: optionalText,
        Corsa: optionalNumber,
        "Dotaz.": numberish,
        "Dist.": numberish,
        Cavallo: optionalText,
        CodiceCavallo: codeSchema.nullish(),
        Driver: optionalText,
        NumeroPartenza: optionalNumber,
        Piazzamento: numberish,
        TempoPre: optionalText,
      }),
    )
    .default([]),
}) satisfies z.ZodType<{ results: StarterSearchRow[] }, unknown>;
