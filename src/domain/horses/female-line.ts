/** Female line (§2.4, §3): the dam, her dam and so on, each with her foals. */

export type BigRaceResult = {
  date?: string | null;
  ippodromo?: string | null;
  piazzamento?: number | string | null;
  descrizione?: string | null;
  importo?: number | null;
};

export type FemaleLineChild = {
  CodiceCavallo: string;
  NomeCavallo: string;
  slug?: string | null;
  DataNascita?: string | null;
  date?: string | null;
  Sesso?: string | null;
  ColoreMantello?: string | null;
  NomePadre?: string | null;
  record_breve?: string | null;
  record_lunga?: string | null;
  vincite?: number | null;
  Deceased?: boolean | null;
  gps: BigRaceResult[];
};

export type FemaleLineEntry = {
  name: string;
  label: string;
  CodiceCavallo?: string | null;
  foals: FemaleLineChild[];
};

const NICE_RECORD_LIMIT = 15;

/** A record '1.MM.D' is nice when it begins with 1 and the two digits after it are under 15. */
export function isNiceRecord(record: string | null | undefined): boolean {
  const match = /^1\D?(\d{2})/.exec((record ?? "").trim());
  return match !== null && Number(match[1]) < NICE_RECORD_LIMIT;
}

/** §2.4: a row is bold when its short or long record is nice. */
export function hasNiceRecord(child: Pick<FemaleLineChild, "record_breve" | "record_lunga">): boolean {
  return isNiceRecord(child.record_breve) || isNiceRecord(child.record_lunga);
}

/** §2.4: a child that won a big race is highlighted. */
export function wonBigRace(child: Pick<FemaleLineChild, "gps">): boolean {
  return child.gps.some((race) => Number(race.piazzamento) === 1);
}
