import { z } from "zod";
import type {
  DrawDetail,
  DrawRow,
  DrawSearch,
  GlanceHorse,
  Meeting,
  PeriodStats,
  Qualification,
  QualificationRanking,
  QualificationSubject,
  RaceAtAGlance,
  RaceDetail,
  RaceRow,
  StartersByDate,
  TrackBanner,
} from "~/src/domain/races/types";
import {
  anything,
  asNumber,
  flag,
  fromUpstream,
  identity,
  listsByKey,
  number,
  optionalCode,
  optionalRecord,
  optionalRows,
  phpObject,
  rows,
  text,
  wholeNumber,
} from "../../shared/tolerant-reader";
import { horseCode, horseName, racecourseCode, serverTable, sex, tableFields } from "./common";
import { day, requiredDay, yesNo } from "./days";
import { bestTimes, notPlacedReason, startType } from "./form-lines";
import { performanceSchema } from "./horses";

/** A racecourse named by its code when the upstream leaves its name out. */
const racecourseName = text;

/** GET /api/v2/corse/{type}: one entry per meeting. */
export const meetingsSchema = rows(
  "meetings",
  fromUpstream({
    day: ["DataGiornata", requiredDay("ddmmyyyy")],
    racecourseCode: ["CodiceIppodromo", identity],
    racecourseName: ["NomeIppodromo", racecourseName],
    town: ["Localita", text],
  }).transform((meeting): Meeting => ({ ...meeting, racecourseName: meeting.racecourseName ?? meeting.racecourseCode })),
) satisfies z.ZodType<Meeting[], unknown>;

const captionFields = {
  raceNumber: ["NumeroCorsa", wholeNumber],
  prizeName: ["NomePremio", text],
  startTime: ["Ora", text],
  purse: ["PremioCorsa", number],
  category: ["Categoria", text],
  subcategory: ["Sottocategoria", text],
  distance: ["Distanza", number],
  startType: ["TipoPartenza", startType],
  raceDescription: ["DescrizioneCorsa", text],
  prizeDescription: ["DescrizionePremio", text],
  bigRace: ["GranPremio", flag],
  video: ["videoLink", text],
  racecourseCode: ["CodiceIppodromo", text],
} as const;

const rowFields = {
  postPosition: ["NumeroPartenza", number],
  horseName: ["NomeCavallo", horseName],
  horseCode: ["CodiceCavallo", horseCode],
  slug: ["slug", text],
  sex: ["Sesso", sex],
  age: ["Eta", number],
  driver: ["NomeGuidatore", text],
  shortRecord: ["RecordBreve", text],
  longRecord: ["RecordLunga", text],
  careerWinnings: ["VinciteCarriera", number],
  sire: ["NomePadre", text],
  dam: ["NomeMadre", text],
  breeder: ["NomeAllevatore", text],
  placement: ["Piazzamento", number],
  notPlacedReason: ["MotivoNonPiazzato", notPlacedReason],
  kmTime: ["TempoPre", text],
  prizeMoney: ["ImportoPremio", number],
  sireIsSponsor: ["highlight", flag],
  sponsorUrl: ["urlSponsor", text],
  siblingUrl: ["urlSibling", text],
  siblingName: ["NomeSibling", text],
} as const;

const raceRowSchema = fromUpstream(rowFields) satisfies z.ZodType<RaceRow, unknown>;

const raceSectionSchema = fromUpstream({ ...captionFields, rows: ["prestazioni", optionalRows("prestazioni", raceRowSchema)] });

const trackBannerSchema = fromUpstream({
  racecourseName: ["NomeIppodromo", racecourseName],
  racecourseCode: ["CodiceIppodromo", identity],
  day: ["data", requiredDay("ddmmyyyy")],
  town: ["Localita", text],
  startTime: ["ora", text],
  trackLength: ["LunghezzaPista", number],
  calibration: ["Taratura", text],
  autostart: ["Autostart", yesNo],
  tapes: ["Nastri", yesNo],
}).transform((track): TrackBanner => ({ ...track, racecourseName: track.racecourseName ?? track.racecourseCode }));

/** GET /api/v2/{type}/{date}/{racecourse}[/{race}]: the trials, the races and the racecourse banner. */
export const raceDetailSchema = fromUpstream({
  trials: ["qualifiche", optionalRows("qualifiche", raceSectionSchema)],
  races: ["corse", optionalRows("corse", raceSectionSchema)],
  track: ["ippodromo", trackBannerSchema],
}) satisfies z.ZodType<RaceDetail, unknown>;

const periodStats = (suffix: "" | "Annata" | "Trimestre") =>
  ({
    starts: [`totaleCorse${suffix}`, number],
    wins: [`totaleVittorie${suffix}`, number],
    placings: [`piazzamenti${suffix}`, number],
    winnings: [`vinciteCarriera${suffix}`, number],
    shortRecord: [`recordBreve${suffix}`, text],
    longRecord: [`recordLunga${suffix}`, text],
  }) as const;

const prefixed = <Prefix extends string, Fields extends Record<string, readonly [string, z.ZodType]>>(prefix: Prefix, fields: Fields) =>
  Object.fromEntries(Object.entries(fields).map(([name, reader]) => [`${prefix}.${name}`, reader])) as {
    [Name in keyof Fields & string as `${Prefix}.${Name}`]: Fields[Name];
  };

function periodOf(horse: Record<string, unknown>, prefix: string): PeriodStats {
  const value = (name: keyof PeriodStats) => horse[`${prefix}.${name}`] as never;
  return {
    starts: value("starts"),
    wins: value("wins"),
    placings: value("placings"),
    winnings: value("winnings"),
    shortRecord: value("shortRecord"),
    longRecord: value("longRecord"),
  };
}

const glanceHorseSchema = fromUpstream({
  ...rowFields,
  ...prefixed("career", periodStats("")),
  ...prefixed("season", periodStats("Annata")),
  ...prefixed("quarter", periodStats("Trimestre")),
  coat: ["ColoreMantello", text],
  performances: ["prestazioni", optionalRows("prestazioni", performanceSchema)],
  bestTimes: ["migliorTempi", bestTimes],
}).transform((horse): GlanceHorse => {
  const row = Object.fromEntries(Object.keys(rowFields).map((name) => [name, horse[name as keyof typeof horse]])) as RaceRow;
  return {
    ...row,
    coat: horse.coat,
    performances: horse.performances,
    bestTimes: horse.bestTimes,
    career: periodOf(horse, "career"),
    season: periodOf(horse, "season"),
    quarter: periodOf(horse, "quarter"),
  };
});

/** GET /api/v2/partenti/dettaglio-corsa/{date}/{racecourse}/{race}: every horse and the race. */
export const raceAtAGlanceSchema = fromUpstream({
  horses: ["cavalli", rows("cavalli", glanceHorseSchema)],
  race: [
    "dettaglio",
    fromUpstream({
      ...captionFields,
      day: ["date", day("ddmmyyyy")],
      racecourseName: ["nomeIppodromo", racecourseName],
      town: ["localita", text],
    }).transform((race) => ({
      ...race,
      racecourseName: race.racecourseName ?? race.racecourseCode ?? "",
    })),
  ],
}) satisfies z.ZodType<RaceAtAGlance, unknown>;

const starterIndexEntry = fromUpstream({
  horseName: ["NomeCavallo", horseName],
  horseCode: ["CodiceCavallo", horseCode],
  track: ["track", identity],
  racecourseName: ["NomeIppodromo", text],
  raceNumber: ["raceNumber", wholeNumber],
  postPosition: ["NumeroPartenza", number],
  startTime: ["Ora", text],
});

/** GET /api/v2/partenti/{date}: the starters by initial. */
export const startersByDateSchema = fromUpstream({
  letters: ["letters", listsByKey("letters", starterIndexEntry)],
  letterList: [
    "lettersList",
    anything.transform((list) => (Array.isArray(list) ? list.filter((letter): letter is string => typeof letter === "string") : null)),
  ],
  longDate: ["dataEstesa", text],
}).transform(
  // without its list of letters, the index follows the letters themselves
  ({ letterList, ...starters }): StartersByDate => ({ ...starters, letterList: letterList ?? Object.keys(starters.letters).sort() }),
);

const drawRowSchema = fromUpstream({
  day: ["Data", day("ddmmyyyy")],
  town: ["Localita", text],
  racecourseName: ["NomeIppodromo", text],
  racecourseCode: ["CodiceIppodromo", racecourseCode],
  raceNumber: ["NumeroCorsa", number],
  number: ["Number", number],
  starters: ["count", number],
  horseCode: ["CodiceCavallo", optionalCode],
}) satisfies z.ZodType<DrawRow, unknown>;

/** GET /api/v2/draws?horse=: the draws grouped by the horse's name. */
export const drawSearchSchema = fromUpstream({
  horses: ["horses", listsByKey("horses", drawRowSchema)],
}).transform((search): DrawSearch => ({ horses: Object.entries(search.horses).map(([name, draws]) => ({ name, draws })) }));

const DEFAULT_DRAW_FIELDS = [
  { id: "Number", label: "Numero" },
  { id: "NomeCavallo", label: "Cavallo" },
];

/** GET /api/v2/draws/{date}/{racecourse}/{race}: the numbers drawn, with their columns. */
export const drawDetailSchema = fromUpstream({
  racecourse: [
    "hyppodrome",
    optionalRecord(
      "hyppodrome",
      fromUpstream({ code: ["CodiceIppodromo", identity], name: ["NomeIppodromo", identity], town: ["Localita", text] }),
    ),
  ],
  numbers: ["numbers", rows("numbers", z.preprocess(phpObject, z.record(z.string(), z.unknown())))],
  fields: ["fields", tableFields("fields")],
  title: ["title", text],
  subtitle: ["subtitle", text],
}).transform(({ numbers, fields, ...detail }): DrawDetail => ({
  ...detail,
  numbers: serverTable(fields.length ? fields : DEFAULT_DRAW_FIELDS, numbers),
  startingNumbers: numbers.map((row) => asNumber(row.Number)),
}));

/** GET /api/v1/classifiche/qualifiche?year&take: one row per qualified horse. */
export const qualificationsSchema = rows(
  "qualifiche",
  fromUpstream({
    trialDay: ["DataPre", requiredDay("yyyymmdd")],
    racecourse: ["Ippodromo", text],
    racecourseCode: ["CodiceIppodromo", racecourseCode],
    horseCode: ["CodiceCavallo", horseCode],
    horseName: ["NomeCavallo", horseName],
    slug: ["slug", text],
    sire: ["NomePadre", text],
    dam: ["NomeMadre", text],
    maternalGrandsire: ["nonnoMaterno", text],
    breeder: ["Allevamento", text],
    owner: ["Proprietario", text],
    trainer: ["Allenatore", text],
    kmTime: ["TempoPre", text],
    video: ["video", text],
  }) satisfies z.ZodType<Qualification, unknown>,
);

/** GET /api/v2/qualifiche/classifica?year&type: subjects with more than 3 qualified horses. */
export const qualificationRankingSchema = fromUpstream({
  year: ["year", wholeNumber],
  title: ["title", text],
  rows: [
    "qualifiche",
    rows(
      "qualifiche",
      fromUpstream({
        position: ["Pos", wholeNumber],
        name: ["Nome", identity],
        slug: ["slug", identity],
        qualified: ["qualificati", number],
      }),
    ),
  ],
}) satisfies z.ZodType<QualificationRanking, unknown>;

/** GET /api/v2/qualifiche/classifica?year&type&slug: one subject's qualified horses by birth year. */
export const qualificationSubjectSchema = fromUpstream({
  year: ["year", wholeNumber],
  title: ["title", text],
  crops: [
    "annate",
    rows(
      "annate",
      fromUpstream({
        year: ["year", wholeNumber],
        horses: [
          "qualifiche",
          optionalRows(
            "qualifiche",
            fromUpstream({
              horseName: ["NomeCavallo", horseName],
              slug: ["slug", text],
              kmTime: ["TempoPre", text],
              trialDay: ["DataPre", day("yyyymmdd")],
            }),
          ),
        ],
      }),
    ),
  ],
}) satisfies z.ZodType<QualificationSubject, unknown>;
