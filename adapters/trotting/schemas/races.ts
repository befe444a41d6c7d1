import { z } from "zod";
import type {
  DrawDetail,
  DrawSearch,
  GlanceHorse,
  Performance,
  Qualification,
  QualificationRanking,
  QualificationSubject,
  RaceAtAGlance,
  RaceCaption,
  RaceDayGroup,
  RaceDetail,
  RaceRow,
  SireStarters,
  StartersByDate,
  TrackBanner,
} from "../../../src/domain/races/types";
import { codeSchema } from "./common";

/** Missing and null both mean "not given". */
const text = z.string().nullish().transform((value) => value ?? null);
const number = z.number().nullish().transform((value) => value ?? null);
const flag = z.boolean().nullish().transform((value) => value ?? false);
const tableFields = z.array(z.object({ key: z.string(), label: z.string() }));

export const raceDayGroupsSchema = z.array(
  z.object({
    DataGiornata: z.string(),
    Data: z.string(),
    CodiceIppodromo: z.string(),
    NomeIppodromo: z.string(),
    Localita: text,
  }) satisfies z.ZodType<RaceDayGroup, unknown>,
);

const captionShape = {
  NumeroCorsa: z.number(),
  NomePremio: text,
  Ora: text,
  PremioCorsa: number,
  Categoria: text,
  Sottocategoria: text,
  Distanza: number,
  DescrizioneCorsa: text,
  DescrizionePremio: text,
  GranPremio: flag,
  videoLink: text,
  CodiceIppodromo: text,
};
const captionSchema = z.object(captionShape) satisfies z.ZodType<RaceCaption, unknown>;

const rowShape = {
  NumeroPartenza: number,
  NomeCavallo: z.string(),
  CodiceCavallo: codeSchema,
  slug: text,
  Sesso: text,
  Eta: number,
  NomeGuidatore: text,
  RecordBreve: text,
  RecordLunga: text,
  VinciteCarriera: number,
  NomePadre: text,
  NomeMadre: text,
  NomeAllevatore: text,
  Piazzamento: number,
  TempoPre: text,
  ImportoPremio: number,
  highlight: flag,
  urlSponsor: text,
  urlSibling: text,
  NomeSibling: text,
};
const raceRowSchema = z.object(rowShape) satisfies z.ZodType<RaceRow, unknown>;

const raceSectionSchema = captionSchema.extend({ prestazioni: z.array(raceRowSchema) });

const trackBannerSchema = z.object({
  NomeIppodromo: z.string(),
  CodiceIppodromo: z.string(),
  data: z.string(),
  Localita: text,
  ora: text,
  LunghezzaPista: number,
  Taratura: text,
  Autostart: text,
  Nastri: text,
}) satisfies z.ZodType<TrackBanner, unknown>;

export const raceDetailSchema = z.object({
  qualifiche: z.array(raceSectionSchema),
  corse: z.array(raceSectionSchema),
  ippodromo: trackBannerSchema,
}) satisfies z.ZodType<RaceDetail, unknown>;

const performanceSchema = z
  .object({
    date: text,
    Data: text,
    DataPre: text,
    Ippodromo: text,
    CodiceIppodromo: text,
    NumeroPartenza: number,
    Categoria: text,
    DescrizionePremio: text,
    Piazzamento: number,
    Distanza: number,
    TempoPre: text,
    NomeGuidatore: text,
    ImportoPremio: number,
    NumeroCorsa: number,
    NumeroPartenti: number,
    videoLink: text,
    url: text,
    isToday: flag,
    isBelowThreshold: flag,
  })
  // the spec names the day 'date or Data'
  .transform(({ Data, date, ...rest }): Performance => ({ ...rest, date: date ?? Data }));

const periodShape = (suffix: "" | "Annata" | "Trimestre") => ({
  [`totaleCorse${suffix}`]: number,
  [`totaleVittorie${suffix}`]: number,
  [`piazzamenti${suffix}`]: number,
  [`vinciteCarriera${suffix}`]: number,
  [`recordBreve${suffix}`]: text,
  [`recordLunga${suffix}`]: text,
});

const glanceHorseSchema = z
  .object({
    ...rowShape,
    ...periodShape(""),
    ...periodShape("Annata"),
    ...periodShape("Trimestre"),
    ColoreMantello: text,
    prestazioni: z.array(performanceSchema),
  })
  .transform((horse) => horse as GlanceHorse);

export const raceAtAGlanceSchema = z.object({
  cavalli: z.array(glanceHorseSchema),
  dettaglio: z.object({ ...captionShape, date: z.string(), nomeIppodromo: z.string(), localita: text }),
}) satisfies z.ZodType<RaceAtAGlance, unknown>;

export const startersByDateSchema = z.object({
  letters: z.record(
    z.string(),
    z.array(
      z.object({
        NomeCavallo: z.string(),
        CodiceCavallo: codeSchema,
        track: z.string(),
        NomeIppodromo: text,
        raceNumber: z.number(),
        NumeroPartenza: number,
        Ora: text,
      }),
    ),
  ),
  lettersList: z.array(z.string()),
  dataEstesa: text,
}) satisfies z.ZodType<StartersByDate, unknown>;

export const sireStartersSchema = z.object({
  title: text,
  description: text,
  results: z.array(
    z.object({
      CodiceCavallo: codeSchema,
      NomeCavallo: z.string(),
      NomePadre: text,
      NomeMadre: text,
      route: text,
      Data: z.string(),
      Ippodromo: text,
      CodiceIppodromo: z.string(),
      NumeroCorsa: z.number(),
      Ora: text,
      TempoPre: text,
    }),
  ),
}) satisfies z.ZodType<SireStarters, unknown>;

export const drawSearchSchema = z.object({
  horses: z.record(
    z.string(),
    z.array(
      z.object({
        Data: text,
        Localita: text,
        NomeIppodromo: text,
        CodiceIppodromo: text,
        NumeroCorsa: number,
        Number: number,
        count: number,
        CodiceCavallo: codeSchema.nullish().transform((value) => value ?? null),
      }),
    ),
  ),
  fields: tableFields,
}) satisfies z.ZodType<DrawSearch, unknown>;

export const drawDetailSchema = z.object({
  hyppodrome: z.object({ CodiceIppodromo: z.string(), NomeIppodromo: z.string(), Localita: text }).nullish().transform((value) => value ?? null),
  numbers: z.array(
    z.object({
      Number: number,
      NomeCavallo: text,
      CodiceCavallo: codeSchema.nullish().transform((value) => value ?? null),
      NomeGuidatore: text,
    }),
  ),
  fields: tableFields,
  title: text,
  subtitle: text,
}) satisfies z.ZodType<DrawDetail, unknown>;

export const qualificationsSchema = z.array(
  z.object({
    DataPre: z.string(),
    DataGiornata: text,
    Ippodromo: text,
    CodiceIppodromo: z.string(),
    CodiceCavallo: codeSchema,
    NomeCavallo: z.string(),
    slug: text,
    NomePadre: text,
    NomeMadre: text,
    nonnoMaterno: text,
    Allevamento: text,
    Proprietario: text,
    Allenatore: text,
    TempoPre: text,
    video: text,
  }) satisfies z.ZodType<Qualification, unknown>,
);

export const qualificationRankingSchema = z.object({
  year: z.coerce.number(),
  title: text,
  qualifiche: z.array(z.object({ Pos: z.number(), Nome: z.string(), slug: z.string(), qualificati: number })),
}) satisfies z.ZodType<QualificationRanking, unknown>;

export const qualificationSubjectSchema = z.object({
  year: z.coerce.number(),
  title: text,
  annate: z.array(
    z.object({
      year: z.coerce.number(),
      qualifiche: z.array(z.object({ NomeCavallo: z.string(), slug: text, TempoPre: text, DataPre: text })),
    }),
  ),
}) satisfies z.ZodType<QualificationSubject, unknown>;
