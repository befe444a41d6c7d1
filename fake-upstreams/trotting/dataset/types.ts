export type Sex = "M" | "F" | "C";

export interface Field {
  key: string;
  label: string;
}

export interface Video {
  label: string;
  path: string;
  description: string;
  is_internal: boolean;
}

export interface Auction {
  auct_name: string;
  auct_color: string;
  auct_bgcolor: string;
}

/** A foal's place in a sale: the sale, and its lot number in that sale's catalogue of its crop. */
export interface AuctionLot extends Auction {
  /** 1, 2, … within one sale and one crop, in the catalogue's order (the foals' names). */
  lot: number;
}

export interface CareerStats {
  corse: number;
  primo: number;
  secondo: number;
  terzo: number;
  quarto: number;
  quinto: number;
}

/** A horse of the studbook as the upstream serves it; every figure comes from the simulated archive. */
export interface Horse {
  /** position in the simulated world */
  index: number;
  code: string;
  name: string;
  slug: string;
  sex: Sex;
  coat: string;
  birthYear: number;
  /** ISO yyyy-mm-dd */
  birthDate: string;
  month: number;
  sireCode: string | null;
  damCode: string | null;
  breederId: number | null;
  /** racing owner, trainer and regular driver (people) */
  ownerId: number | null;
  trainerId: number | null;
  driverId: number | null;
  /** breeder that owns it at stud (broodmares: the breeder of their foals), null when not at stud */
  studBreederId: number | null;
  /** best times in the archive ('1.MM.D'), short (up to 1700 m) and long distance */
  recordBreve: string | null;
  recordLunga: string | null;
  /** sum of its prize money in the archive */
  winnings: number;
  /** its starts and placings in the archive */
  career: CareerStats;
  deceased: boolean;
  /** real famous trotter at the root of the pedigrees (its name does not follow the year letter) */
  founder: boolean;
  /** a real ancestor of a founder, from the public records: in the pedigrees only, never raced here */
  historical: boolean;
  /** bred in Italy (an "indigeno" in the stallion rankings) */
  bredInItaly: boolean;
  /** racing or going to its qualification trial this season (not retired, not at stud, alive) */
  active: boolean;
  videos: Video[];
  photos: string[];
  visitable: boolean;
  sold: boolean;
  auction: AuctionLot | null;
  /** sponsor stallion mount fee in euro */
  mountPrice: number | null;
  sponsor: boolean;
  forSale: "mare" | "carat" | "trainee" | null;
  motto: string | null;
}

export interface Breeder {
  id: number;
  Nome: string;
  slug: string;
  indirizzo: string;
  CAP: string;
  citta: string;
  provincia: string;
  telefono1: string;
  telefono2: string;
  email: string;
  Link: string;
  big_banner: string;
  img_path: string;
  description: string;
  contacts: { name: string; phone: string; email: string; website: string }[];
}

export interface Person {
  id: number;
  Nome: string;
  slug: string;
  role: "proprietario" | "allenatore" | "guidatore";
}

export interface Racecourse {
  CodiceIppodromo: string;
  NomeIppodromo: string;
  Localita: string;
  LunghezzaPista: number;
  Taratura: string;
}

export interface RaceRow {
  /** null until the starting numbers are drawn */
  NumeroPartenza: number | null;
  horseCode: string;
  driverId: number;
  Piazzamento: number | null;
  /** why a horse is not placed: "rottura", "squalificato", "ritirato"; null when placed or not run */
  MotivoNonPiazzato: string | null;
  TempoPre: string | null;
  ImportoPremio: number;
}

export interface Race {
  NumeroCorsa: number;
  NomePremio: string;
  Ora: string;
  PremioCorsa: number;
  Categoria: string;
  Sottocategoria: string;
  Distanza: number;
  /** "Autostart" or "Nastri" (the tapes) */
  TipoPartenza: "Autostart" | "Nastri";
  DescrizioneCorsa: string;
  DescrizionePremio: string;
  GranPremio: boolean;
  videoLink: string | null;
  rows: RaceRow[];
  /** draw of the starting numbers (null: the draw has not produced numbers) */
  drawDone: boolean;
}

export interface RaceMeeting {
  /** index in the simulated world */
  index: number;
  /** ISO yyyy-mm-dd */
  date: string;
  ddmmyyyy: string;
  racecourse: Racecourse;
  kind: "partenti" | "arrivi";
  ora: string;
  Autostart: string;
  Nastri: string;
  races: Race[];
  /** qualification trials run on the day (race number 0) */
  qualifiche: Race[];
}

/** One qualification trial of a horse that finished with a time (failed ones included: a repeat follows them). */
export interface Qualification {
  horseCode: string;
  /** the trial met the standard */
  passed: boolean;
  /** yyyymmdd */
  DataPre: string;
  ddmmyyyy: string;
  racecourseCode: string;
  TempoPre: string;
  video: string | null;
}

export interface SponsorCard {
  type: "stallone" | "sponsor";
  href: string;
  title: string;
  motto: string;
  img: string;
  bg_color: string;
  text_color: string;
  full_image: boolean;
  record?: string | null;
  path?: string;
}

/** The banner columns beside the pages: links with their pictures. */
export interface Banners {
  left: { href: string; alt: string; img_path: string }[];
  right: { href: string; alt: string; img_path: string }[];
}

export interface Showcase {
  stallionWithEverything: string;
  mareWithEverything: string;
  mareWithEmptyFemaleLine: string;
  horseWithNoData: string;
  halfSiblingMatingProduct: string;
  descendantOfHalfSiblingMating: string;
  foalCurrentYear: string;
  breederWithAllevatorePhone: number;
  breederWithLinkWithoutHttp: number;
  /** ddmmyyyy + racecourse code of a result day with a qualification trial and a GranPremio */
  resultDayWithQualificationAndGranPremio: { date: string; ippodromo: string; race: number };
  entryDay: { date: string; ippodromo: string; race: number };
  placementOverThirty: { date: string; ippodromo: string; race: number; horseCode: string };
  drawWithoutNumbers: { date: string; ippodromo: string; race: number };
  drawHorseName: string;
  /** a name root shared by two or more horses drawn in the coming days (the draws' search groups them) */
  drawSearch: string;
  /** the stallion with most qualified foals of the crop that turned three */
  qualificationSire: { code: string; slug: string; name: string; year: number };
  owner: number;
  trainer: number;
  driver: number;
}
