import { z } from "zod";
import type { FemaleLineEntry } from "~/src/domain/horses/female-line";
import type {
  BestOffspringYear,
  HorseContacts,
  HorseFile,
  HorseProfile,
  HorseSex,
  HorseStats,
  NamedPerson,
} from "~/src/domain/horses/horse";
import type { HorseSearchResult, RacingSons, StarterSearchRow } from "~/src/domain/horses/horse-search";
import type { HorseSuggestion } from "~/src/domain/horses/horse-suggestion";
import type { HorseVideo, VideoClip } from "~/src/domain/horses/video";
import type { Performance } from "~/src/domain/races/types";
import {
  anything,
  flag,
  fromUpstream,
  identity,
  number,
  optionalCode,
  optionalRecord,
  optionalRows,
  rows,
  text,
  textOr,
  wholeNumber,
} from "../../shared/tolerant-reader";
import {
  contactSchema,
  horseCode,
  horseName,
  horseWithParentsFields,
  racecourseCode,
  serverTable,
  sex,
  tableFields,
  tableRows,
} from "./common";
import { day, requiredDay } from "./days";
import { bestTimes, notPlacedReason, startType, winnerFields, winnerOf } from "./form-lines";

/** GET /api/v1/cavalli/cerca: `{results, total}` */
export const horseSuggestionsSchema = fromUpstream({
  results: [
    "results",
    rows(
      "results",
      fromUpstream({
        ...horseWithParentsFields,
        label: ["text", text],
        sex: ["Sesso", sex],
        birthYear: ["Anno", number],
      }) satisfies z.ZodType<HorseSuggestion, unknown>,
    ),
  ],
  total: ["total", number],
});

const breederOfHorse = fromUpstream({ id: ["id", number], name: ["Nome", identity], slug: ["slug", text] });
const pictures = fromUpstream({
  main: ["path", text],
  alt: ["alt", text],
  gallery: [
    "gallery",
    anything.transform((paths) =>
      Array.isArray(paths) ? paths.filter((path): path is string => typeof path === "string" && path !== "") : [],
    ),
  ],
});
const linkSchema = fromUpstream({ href: ["href", identity], label: ["label", identity] });

const horseFileFields = {
  code: ["CodiceCavallo", horseCode],
  name: ["NomeCavallo", horseName],
  slug: ["slug", identity],
  sex: ["Sesso", sex],
  coat: ["ColoreMantello", text],
  birthDate: ["DataNascita", text],
  sire: ["NomePadre", text],
  dam: ["NomeMadre", text],
  studFee: ["mount_price", number],
  breeder: ["allevatore", optionalRecord("allevatore", breederOfHorse)],
  filePath: ["path", text],
  pictures: ["img", optionalRecord("img", pictures)],
  hasVideo: ["hasVideo", flag],
  productionRows: ["production", tableRows("production")],
  productionFields: ["productionFields", tableFields("productionFields")],
  link: ["link", optionalRecord("link", linkSchema)],
  record: ["record", text],
} as const;

const PARENT_FIELDS = { sire: { id: "NomePadre", label: "Padre" }, dam: { id: "NomeMadre", label: "Madre" } } as const;

/**
 * A foal's other parent: a mare's production names each foal's sire, a stallion's each foal's
 * dam. The upstream lays out the dam column for every horse (on a mare's file it repeats the
 * mare on every row), so the column of the file's own side is swapped for the other one.
 */
function otherParentFields(fields: { id: string; label: string }[], fileSex: HorseSex | null) {
  if (fileSex !== "F" && fileSex !== "M") return fields;
  const own = fileSex === "F" ? PARENT_FIELDS.dam : PARENT_FIELDS.sire;
  const other = fileSex === "F" ? PARENT_FIELDS.sire : PARENT_FIELDS.dam;
  const withoutOwn = fields.map((field) => (field.id === own.id ? other : field));
  return withoutOwn.filter((field, index) => field.id !== other.id || withoutOwn.findIndex((first) => first.id === other.id) === index);
}

/** The production table, each foal with its other parent, with the breeders' phones when any row has one. */
function withProduction<
  T extends { sex: HorseSex | null; productionRows: Record<string, unknown>[]; productionFields: { id: string; label: string }[] },
>({ productionRows, productionFields, ...file }: T) {
  const phones = productionRows.some((row) => typeof row.telefono === "string" && row.telefono.trim() !== "");
  const fields = otherParentFields(productionFields, file.sex);
  return {
    ...file,
    production: serverTable(fields, productionRows, phones ? [{ from: "telefono", label: "Contatto", kind: "phone" }] : []),
  };
}

/** GET /api/v2/{stalloni|puledri}/{code}[?st=fattrice] */
export const horseFileSchema = fromUpstream(horseFileFields).transform(withProduction) satisfies z.ZodType<HorseFile, unknown>;

const person = fromUpstream({ id: ["id", optionalCode], name: ["Nome", identity] }) satisfies z.ZodType<NamedPerson, unknown>;

/** GET /api/v2/cavalli/{code}: the file's fields plus the profile's own. */
export const horseProfileSchema = fromUpstream({
  ...horseFileFields,
  maternalGrandsire: ["NomeNonno", text],
  shortRecord: ["RecordBreve", text],
  longRecord: ["RecordLunga", text],
  careerWinnings: ["VinciteCarriera", number],
  deceased: ["Deceased", flag],
  age: ["Eta", number],
  breeders: ["breeders", optionalRows("breeders", person)],
  owners: ["owners", optionalRows("owners", person)],
  trainers: ["trainers", optionalRows("trainers", person)],
}).transform(withProduction) satisfies z.ZodType<HorseProfile, unknown>;

/** GET /api/v2/cavalli/{code}/stats */
export const horseStatsSchema = fromUpstream({
  winnings: ["vincite", number],
  starts: ["corse", number],
  firsts: ["primo", number],
  seconds: ["secondo", number],
  thirds: ["terzo", number],
  fourths: ["quarto", number],
  fifths: ["quinto", number],
  shortRecord: ["recordBreve", text],
  longRecord: ["recordLunga", text],
  bestTimes: ["migliorTempi", bestTimes],
}) satisfies z.ZodType<HorseStats, unknown>;

const YOUTUBE_URL = /(?:youtube\.com\/(?:watch\?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{6,})/i;
const VIMEO_URL = /vimeo\.com\/(?:video\/)?(\d+)/i;
const BARE_ID = /^[\w-]{6,20}$/;

/**
 * The upstream's `path` of a video says where it plays: a Vimeo address, a YouTube address or
 * a bare YouTube id, a cloud-storage address, or one of the site's own files (`is_internal`).
 */
export function videoClip(path: string, internal: boolean): VideoClip | null {
  const reference = path.trim();
  if (!reference) return null;
  const vimeo = VIMEO_URL.exec(reference);
  if (vimeo) return { host: "vimeo", id: vimeo[1] };
  const youtube = YOUTUBE_URL.exec(reference)?.[1] ?? (!internal && BARE_ID.test(reference) ? reference : null);
  if (youtube) return { host: "youtube", id: youtube };
  if (internal || reference.startsWith("/") || /^https?:\/\//i.test(reference)) return { host: "file", src: reference };
  return null;
}

/** GET /api/v2/cavalli/videos/{code} */
export const horseVideosSchema = rows(
  "videos",
  fromUpstream({
    label: ["label", text],
    path: ["path", identity],
    description: ["description", text],
    internal: ["is_internal", flag],
  }).transform(({ label, path, description, internal }): HorseVideo => ({ label, description, clip: videoClip(path, internal) })),
) satisfies z.ZodType<HorseVideo[], unknown>;

/** GET /api/v2/cavalli/miglioriFigli/{code} */
export const bestOffspringSchema = rows(
  "years",
  fromUpstream({
    year: ["year", wholeNumber],
    offspring: [
      "children",
      optionalRows("children", fromUpstream({ slug: ["slug", identity], name: ["NomeCavallo", horseName], kmTime: ["TempoPre", text] })),
    ],
  }),
) satisfies z.ZodType<BestOffspringYear[], unknown>;

/**
 * A past performance. Its day comes as ISO `date` (or `Data`) and as ddmmyyyy `DataPre`: the
 * first readable one is the day. GET /api/v2/prestazioni has no racecourse code.
 */
export const performanceSchema = fromUpstream({
  date: ["date", day("iso")],
  otherDate: ["Data", day("iso")],
  compactDay: ["DataPre", day("ddmmyyyy")],
  racecourse: ["Ippodromo", text],
  racecourseCode: ["CodiceIppodromo", racecourseCode],
  postPosition: ["NumeroPartenza", number],
  category: ["Categoria", text],
  prizeDescription: ["DescrizionePremio", text],
  placement: ["Piazzamento", number],
  notPlacedReason: ["MotivoNonPiazzato", notPlacedReason],
  distance: ["Distanza", number],
  startType: ["TipoPartenza", startType],
  kmTime: ["TempoPre", text],
  ...winnerFields,
  driver: ["NomeGuidatore", text],
  prizeMoney: ["ImportoPremio", number],
  raceNumber: ["NumeroCorsa", number],
  starters: ["NumeroPartenti", number],
  video: ["videoLink", text],
  url: ["url", text],
  isToday: ["isToday", flag],
  belowThreshold: ["isBelowThreshold", flag],
}).transform(({ date, otherDate, compactDay, winnerName, winnerCode, winnerTime, ...performance }): Performance => ({
  ...performance,
  day: date ?? otherDate ?? compactDay,
  winner: winnerOf({ winnerName, winnerCode, winnerTime }),
}));

/** GET /api/v2/prestazioni?horseId= */
export const performancesSchema = rows("performances", performanceSchema);

/** GET /api/v2/{type}/contacts/{code} */
export const horseContactsSchema = fromUpstream({
  breeder: [
    "breeder",
    optionalRecord(
      "breeder",
      fromUpstream({
        id: ["id", number],
        name: ["Nome", text],
        website: ["Link", text],
        description: ["description", text],
        contacts: ["contacts", optionalRows("contacts", contactSchema)],
      }),
    ),
  ],
  breeders: ["breeders", optionalRows("breeders", fromUpstream({ phone: ["telefono1", text], otherPhone: ["telefono2", text] }))],
  contacts: ["contacts", optionalRows("contacts", contactSchema)],
  breederHidden: ["hideBreeder", flag],
  location: ["location", text],
}).transform(({ breeders, ...contacts }): HorseContacts => ({
  ...contacts,
  phones: breeders.flatMap((entry) => [entry.phone, entry.otherPhone]).filter((phone): phone is string => phone !== null),
}));

const bigRaceSchema = fromUpstream({
  date: ["date", text],
  racecourse: ["ippodromo", text],
  placement: ["piazzamento", number],
  description: ["descrizione", text],
  prizeMoney: ["importo", number],
});

/** GET /api/v1/cavalli/linea/{code}: the dams of the line, each with her foals. */
export const femaleLineSchema = rows(
  "line",
  fromUpstream({
    name: ["name", horseName],
    label: ["label", textOr("")],
    code: ["CodiceCavallo", optionalCode],
    foals: [
      "foals",
      optionalRows(
        "foals",
        fromUpstream({
          code: ["CodiceCavallo", horseCode],
          name: ["NomeCavallo", horseName],
          slug: ["slug", text],
          birthDate: ["DataNascita", text],
          otherDate: ["date", text],
          sex: ["Sesso", sex],
          coat: ["ColoreMantello", text],
          sire: ["NomePadre", text],
          shortRecord: ["record_breve", text],
          longRecord: ["record_lunga", text],
          winnings: ["vincite", number],
          deceased: ["Deceased", flag],
          bigRaces: ["gps", optionalRows("gps", bigRaceSchema)],
        }).transform(({ otherDate, ...child }) => ({ ...child, birthDate: child.birthDate ?? otherDate })),
      ),
    ],
  }),
) satisfies z.ZodType<FemaleLineEntry[], unknown>;

const searchResultFields = { ...horseWithParentsFields, route: ["route", text] } as const;

/** GET /api/v2/cavalli?s= */
export const horseSearchSchema = fromUpstream({
  results: ["results", rows("results", fromUpstream(searchResultFields) satisfies z.ZodType<HorseSearchResult, unknown>)],
});

/** GET /api/v2/cavalli/racingSons?q= as the racing-sons search reads it. */
export const racingSonsSchema = fromUpstream({
  title: ["title", text],
  description: ["description", text],
  results: [
    "results",
    rows(
      "results",
      fromUpstream({
        ...searchResultFields,
        day: ["Data", requiredDay("ddmmyyyy")],
        racecourse: ["Ippodromo", text],
        racecourseCode: ["CodiceIppodromo", racecourseCode],
        raceNumber: ["NumeroCorsa", number],
        startTime: ["Ora", text],
        kmTime: ["TempoPre", text],
      }),
    ),
  ],
}) satisfies z.ZodType<RacingSons, unknown>;

/** GET /api/v1/cavalli/cerca/partenti?s= */
export const starterSearchSchema = fromUpstream({
  results: [
    "results",
    rows(
      "results",
      fromUpstream({
        day: ["Data", requiredDay("ddmmyyyy")],
        startTime: ["Ora", text],
        racecourse: ["Ippodromo", text],
        racecourseCode: ["CodiceIppodromo", racecourseCode],
        raceNumber: ["Corsa", number],
        purse: ["Dotaz.", number],
        distance: ["Dist.", number],
        horseName: ["Cavallo", text],
        horseCode: ["CodiceCavallo", optionalCode],
        driver: ["Driver", text],
        postPosition: ["NumeroPartenza", number],
        placement: ["Piazzamento", number],
        kmTime: ["TempoPre", text],
      }) satisfies z.ZodType<StarterSearchRow, unknown>,
    ),
  ],
});
