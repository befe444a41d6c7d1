/** Entities of the races screens, with the spec's §3 field names. */

export type RaceType = "partenti" | "arrivi";

/** One meeting of a day: GET /api/v2/corse/{type}. */
export type RaceDayGroup = {
  DataGiornata: string;
  Data: string;
  CodiceIppodromo: string;
  NomeIppodromo: string;
  Localita: string | null;
};

export type RaceCaption = {
  NumeroCorsa: number;
  NomePremio: string | null;
  Ora: string | null;
  PremioCorsa: number | null;
  Categoria: string | null;
  Sottocategoria: string | null;
  Distanza: number | null;
  DescrizioneCorsa: string | null;
  DescrizionePremio: string | null;
  GranPremio: boolean;
  videoLink: string | null;
  CodiceIppodromo: string | null;
};

/** Entry or result row. */
export type RaceRow = {
  NumeroPartenza: number | null;
  NomeCavallo: string;
  CodiceCavallo: string;
  slug: string | null;
  Sesso: string | null;
  Eta: number | null;
  NomeGuidatore: string | null;
  RecordBreve: string | null;
  RecordLunga: string | null;
  VinciteCarriera: number | null;
  NomePadre: string | null;
  NomeMadre: string | null;
  NomeAllevatore: string | null;
  Piazzamento: number | null;
  TempoPre: string | null;
  ImportoPremio: number | null;
  highlight: boolean;
  urlSponsor: string | null;
  urlSibling: string | null;
  NomeSibling: string | null;
};

export type RaceSection = RaceCaption & { prestazioni: RaceRow[] };

export type TrackBanner = {
  NomeIppodromo: string;
  CodiceIppodromo: string;
  data: string;
  Localita: string | null;
  ora: string | null;
  LunghezzaPista: number | null;
  Taratura: string | null;
  Autostart: string | null;
  Nastri: string | null;
};

export type RaceDetail = { qualifiche: RaceSection[]; corse: RaceSection[]; ippodromo: TrackBanner };

/** A past performance of a horse. */
export type Performance = {
  date: string | null;
  DataPre: string | null;
  Ippodromo: string | null;
  CodiceIppodromo: string | null;
  NumeroPartenza: number | null;
  Categoria: string | null;
  DescrizionePremio: string | null;
  Piazzamento: number | null;
  Distanza: number | null;
  TempoPre: string | null;
  NomeGuidatore: string | null;
  ImportoPremio: number | null;
  NumeroCorsa: number | null;
  NumeroPartenti: number | null;
  videoLink: string | null;
  url: string | null;
  isToday: boolean;
  isBelowThreshold: boolean;
};

type PeriodStats<Suffix extends string> = {
  [K in `totaleCorse${Suffix}` | `totaleVittorie${Suffix}` | `piazzamenti${Suffix}` | `vinciteCarriera${Suffix}`]: number | null;
} & { [K in `recordBreve${Suffix}` | `recordLunga${Suffix}`]: string | null };

/** A horse of the at-a-glance page. */
export type GlanceHorse = RaceRow &
  PeriodStats<""> &
  PeriodStats<"Annata"> &
  PeriodStats<"Trimestre"> & {
    ColoreMantello: string | null;
    prestazioni: Performance[];
  };

export type GlanceDetail = RaceCaption & { date: string; nomeIppodromo: string; localita: string | null };

export type RaceAtAGlance = { cavalli: GlanceHorse[]; dettaglio: GlanceDetail };

export type StarterIndexEntry = {
  NomeCavallo: string;
  CodiceCavallo: string;
  track: string;
  NomeIppodromo: string | null;
  raceNumber: number;
  NumeroPartenza: number | null;
  Ora: string | null;
};

export type StartersByDate = { letters: Record<string, StarterIndexEntry[]>; lettersList: string[]; dataEstesa: string | null };

/** A son or daughter of a sire entered in an upcoming race. */
export type SireStarter = {
  CodiceCavallo: string;
  NomeCavallo: string;
  NomePadre: string | null;
  NomeMadre: string | null;
  route: string | null;
  Data: string;
  Ippodromo: string | null;
  CodiceIppodromo: string;
  NumeroCorsa: number;
  Ora: string | null;
  TempoPre: string | null;
};

export type SireStarters = { title: string | null; description: string | null; results: SireStarter[] };

export type TableField = { key: string; label: string };

export type DrawRow = {
  Data: string | null;
  Localita: string | null;
  NomeIppodromo: string | null;
  CodiceIppodromo: string | null;
  NumeroCorsa: number | null;
  Number: number | null;
  count: number | null;
  CodiceCavallo: string | null;
};

export type DrawSearch = { horses: Record<string, DrawRow[]>; fields: TableField[] };

export type DrawNumber = { Number: number | null; NomeCavallo: string | null; CodiceCavallo: string | null; NomeGuidatore: string | null };

export type DrawDetail = {
  hyppodrome: { CodiceIppodromo: string; NomeIppodromo: string; Localita: string | null } | null;
  numbers: DrawNumber[];
  fields: TableField[];
  title: string | null;
  subtitle: string | null;
};

export type Qualification = {
  DataPre: string;
  DataGiornata: string | null;
  Ippodromo: string | null;
  CodiceIppodromo: string;
  CodiceCavallo: string;
  NomeCavallo: string;
  slug: string | null;
  NomePadre: string | null;
  NomeMadre: string | null;
  nonnoMaterno: string | null;
  Allevamento: string | null;
  Proprietario: string | null;
  Allenatore: string | null;
  TempoPre: string | null;
  video: string | null;
};

export const QUALIFICATION_RANKING_TYPES = ["stalloni", "allevatori", "proprietari", "allenatori", "nonni"] as const;
export type QualificationRankingType = (typeof QUALIFICATION_RANKING_TYPES)[number];

export type QualificationRankingRow = { Pos: number; Nome: string; slug: string; qualificati: number | null };

export type QualificationYearRow = { NomeCavallo: string; slug: string | null; TempoPre: string | null; DataPre: string | null };

/** Subjects with more than 3 qualified horses born in a year. */
export type QualificationRanking = { year: number; title: string | null; qualifiche: QualificationRankingRow[] };

/** One subject's qualified horses, by birth year. */
export type QualificationSubject = {
  year: number;
  title: string | null;
  annate: { year: number; qualifiche: QualificationYearRow[] }[];
};
