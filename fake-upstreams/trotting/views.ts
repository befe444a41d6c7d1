import { slugify } from "../shared/text";
import type { Breeder, Horse } from "./dataset/types";
import type { TrottingStore } from "./store";

/** Serializers turning dataset records into the upstream's JSON shapes (the upstream's field names). */

export const horseRoute = (horse: Horse): string => `/cavalli/${horse.slug}`;
export const breederSlug = (breeder: Breeder): string => `${breeder.id}-${slugify(breeder.Nome)}`;
export const breederRoute = (breeder: Breeder): string => `/trotto/allevatori/${breederSlug(breeder)}`;

export function foalListItem(store: TrottingStore, horse: Horse) {
  return {
    CodiceCavallo: horse.code,
    NomeCavallo: horse.name,
    NomePadre: store.nameOf(horse.sireCode),
    NomeMadre: store.nameOf(horse.damCode),
    Allevamento: store.breederName(horse.breederId),
    slug: horse.slug,
    Sesso: horse.sex === "F" ? "f" : "m",
    Mese: horse.month,
    Visitabile: horse.visitable,
    hasVideo: horse.videos.length > 0,
    is_sold: horse.sold,
    is_auction: horse.auction !== null,
    auct_name: horse.auction?.auct_name ?? null,
    auct_color: horse.auction?.auct_color ?? null,
    auct_bgcolor: horse.auction?.auct_bgcolor ?? null,
    // beyond the spec (docs/FAKES.md): the foal's lot number in the sale's catalogue
    auct_lot: horse.auction?.lot ?? null,
  };
}

export function horseTableRow(store: TrottingStore, horse: Horse) {
  const breeder = horse.breederId ? store.breedersById.get(horse.breederId) : undefined;
  return {
    CodiceCavallo: horse.code,
    NomeCavallo: horse.name,
    slug: horse.slug,
    Sesso: horse.sex,
    Anno: horse.birthYear,
    NomePadre: store.nameOf(horse.sireCode),
    NomeMadre: store.nameOf(horse.damCode),
    RecordBreve: horse.recordBreve,
    RecordLunga: horse.recordLunga,
    Vincite: horse.winnings,
    telefono: breeder?.telefono1 ?? null,
  };
}

export function horseSearchResult(store: TrottingStore, horse: Horse) {
  return {
    CodiceCavallo: horse.code,
    NomeCavallo: horse.name,
    NomePadre: store.nameOf(horse.sireCode),
    NomeMadre: store.nameOf(horse.damCode),
    route: horseRoute(horse),
  };
}

export function horseStats(horse: Horse) {
  return { vincite: horse.winnings, ...horse.career, recordBreve: horse.recordBreve, recordLunga: horse.recordLunga };
}

/** Horse file of GET /api/v2/{stalloni|puledri}/{code} */
export function horseFile(store: TrottingStore, horse: Horse, subtype: string | null) {
  const breeder = horse.breederId ? store.breedersById.get(horse.breederId) : undefined;
  const production = store
    .children(horse.code)
    .slice(-30)
    .reverse()
    .map((child) => horseTableRow(store, child));
  return {
    NomeCavallo: horse.name,
    CodiceCavallo: horse.code,
    slug: horse.slug,
    subtype,
    Sesso: horse.sex,
    ColoreMantello: horse.coat,
    DataNascita: horse.birthDate,
    NomePadre: store.nameOf(horse.sireCode),
    NomeMadre: store.nameOf(horse.damCode),
    mount_price: horse.mountPrice,
    allevatore: breeder ? { id: breeder.id, Nome: breeder.Nome, slug: breederSlug(breeder) } : null,
    path: horse.sponsor ? `/trotto/stalloni/${horse.slug}` : `/trotto/puledri/${horse.slug}`,
    img: { path: horse.photos[0] ?? null, alt: horse.name, gallery: horse.photos },
    hasVideo: horse.videos.length > 0,
    production,
    productionFields: [
      { key: "NomeCavallo", label: "Nome" },
      { key: "Anno", label: "Anno" },
      { key: "NomeMadre", label: "Madre" },
      { key: "RecordBreve", label: "Record" },
      { key: "Vincite", label: "Vincite" },
    ],
    link: breeder?.Link ? { href: breeder.Link, label: `Sito di ${breeder.Nome}` } : null,
    record: horse.recordBreve,
  };
}

/** Profile of GET /api/v2/cavalli/{code} */
export function horseProfile(store: TrottingStore, horse: Horse) {
  const dam = store.horse(horse.damCode);
  const breeder = horse.breederId ? store.breedersById.get(horse.breederId) : undefined;
  const person = (id: number | null) => (id ? [{ id, Nome: store.personName(id) }] : []);
  const studOwner = horse.studBreederId ? store.breedersById.get(horse.studBreederId) : undefined;
  // a horse in training has its owner and trainer; one at stud belongs to its stud farm
  const racingAge = !horse.deceased && !studOwner && store.ageOf(horse) >= 2 && store.ageOf(horse) <= 14;
  return {
    ...horseFile(store, horse, null),
    NomeNonno: store.nameOf(dam?.sireCode ?? null),
    RecordBreve: horse.recordBreve,
    RecordLunga: horse.recordLunga,
    VinciteCarriera: horse.winnings,
    Deceased: horse.deceased,
    // a dead horse has no age: its years since birth would read as "Età 57 anni"
    Eta: horse.deceased ? null : store.ageOf(horse),
    breeders: breeder ? [{ id: breeder.id, Nome: breeder.Nome }] : [],
    owners: studOwner ? [{ id: studOwner.id, Nome: studOwner.Nome }] : racingAge ? person(horse.ownerId) : [],
    trainers: racingAge ? person(horse.trainerId) : [],
  };
}
