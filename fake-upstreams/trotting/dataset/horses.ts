import type { Random } from "../../shared/prng";
import { mediaUrl } from "../../shared/media";
import { slugify } from "../../shared/text";
import { partsOf } from "./calendar";
import { FOUNDERS } from "./names";
import { Career, NEVER } from "./sim-horse";
import type { Auction, AuctionLot, Horse, Video } from "./types";
import type { World } from "./world-model";

const PUBLIC_CAREERS = new Map(
  FOUNDERS.filter((founder) => founder.publicCareer).map((founder) => [founder.name, founder.publicCareer!] as const),
);

const AUCTIONS: Auction[] = [
  { auct_name: "Asta ITS", auct_color: "#ffffff", auct_bgcolor: "#b71c1c" },
  { auct_name: "Aste Vinovo", auct_color: "#000000", auct_bgcolor: "#ffd54f" },
  { auct_name: "Selected Sale", auct_color: "#ffffff", auct_bgcolor: "#1565c0" },
];

const MOTTOS = [
  "Il campione dei campioni",
  "Velocità e carattere",
  "Il futuro del trotto italiano",
  "Classe pura",
  "Sangue da Derby",
  "Nato per vincere",
  "Precocità e resistenza",
];
/** Living stallions at stud that the fake advertises, besides the showcase one and the founders. */
const YOUNG_SPONSORS = 5;
const FOAL_VIDEO = 4;

/** '1.11.3' from 713 tenths of a second per km */
export function formatTenths(tenths: number): string {
  const minutes = Math.floor(tenths / 600);
  const rest = tenths - minutes * 600;
  return `${minutes}.${String(Math.floor(rest / 10)).padStart(2, "0")}.${rest % 10}`;
}

/** '1.11.3' from 71.3 seconds per km */
export const formatKmTime = (secondsPerKm: number): string => formatTenths(Math.round(secondsPerKm * 10));

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * The studbook as the upstream serves it: each simulated horse with its code, its archive figures
 * (starts, placings, earnings and records are the sums and bests of its own starts), its pictures,
 * videos and sale flags.
 */
export function horseRecords(world: World, random: Random, publicUrl: string): Horse[] {
  const { currentYear } = world;
  const photo = (code: string, index: number) => mediaUrl(publicUrl, `cavallo-${code}-${index}`, 768, 432);
  const horses = world.horses.map((sim): Horse => {
    const { month, dayOfMonth } = partsOf(sim.birthDay);
    const age = currentYear - sim.birthYear;
    const atStud =
      sim.studFrom !== NEVER &&
      sim.studFrom < NEVER &&
      sim.studFrom <= currentYear &&
      sim.studTo >= currentYear - 1 &&
      sim.aliveIn(currentYear);
    const young = age <= 2 && !sim.founder;
    // a champion that raced abroad too shows its public career, not only its Italian starts
    const publicCareer = sim.founder ? PUBLIC_CAREERS.get(sim.name) : undefined;
    const visitable = sim.founder || (age <= 10 && random.chance(0.65));
    // the lot number is given below, once every foal of the sale is known
    const auction: AuctionLot | null = young && random.chance(0.1) ? { ...random.pick(AUCTIONS), lot: 0 } : null;
    return {
      index: sim.index,
      code: sim.code,
      name: sim.name,
      slug: `${sim.code}-${slugify(sim.name)}`,
      // a gelding is a colt until it is gelded, from two on: no foal is a gelding
      sex: sim.sexIn(currentYear),
      coat: sim.coat,
      birthYear: sim.birthYear,
      birthDate: `${sim.birthYear}-${pad(month)}-${pad(dayOfMonth)}`,
      month,
      sireCode: sim.sire >= 0 ? world.horses[sim.sire].code : null,
      damCode: sim.dam >= 0 ? world.horses[sim.dam].code : null,
      breederId: sim.breederId || null,
      ownerId: sim.ownerId || null,
      trainerId: sim.trainerId || null,
      driverId: sim.driverId || null,
      studBreederId: atStud ? sim.studBreederId || null : null,
      recordBreve: publicCareer?.recordShort ?? (sim.bestShort ? formatTenths(sim.bestShort) : null),
      recordLunga: sim.bestLong ? formatTenths(sim.bestLong) : null,
      winnings: publicCareer?.earnings ?? sim.earnings,
      career: publicCareer
        ? {
            corse: publicCareer.starts,
            primo: publicCareer.wins,
            secondo: publicCareer.seconds,
            terzo: publicCareer.thirds,
            quarto: 0,
            quinto: 0,
          }
        : { corse: sim.starts, primo: sim.wins, secondo: sim.second, terzo: sim.third, quarto: sim.fourth, quinto: sim.fifth },
      deceased: !sim.aliveIn(currentYear),
      founder: sim.founder,
      historical: sim.historical,
      bredInItaly: sim.bredInItaly,
      active: (sim.career === Career.Racing || sim.career === Career.Trials) && sim.aliveIn(currentYear),
      videos: [],
      photos: visitable ? Array.from({ length: random.int(1, 3) }, (_, index) => photo(sim.code, index + 1)) : [],
      visitable,
      sold: auction === null && young && random.chance(0.22),
      auction,
      mountPrice: null,
      sponsor: false,
      forSale: null,
      motto: null,
    };
  });

  numberLots(horses);

  // videos: most of the best racers, some foals of the last two crops
  for (const horse of horses) {
    const age = currentYear - horse.birthYear;
    if (horse.deceased) continue;
    if (age <= 1 ? random.chance(0.3) : horse.career.primo >= 5 && random.chance(0.35))
      horse.videos = [makeVideo(random, horse, age <= 1 ? FOAL_VIDEO : random.int(0, 2))];
  }

  // the showcase stallion and mare have every kind of video and a gallery
  const stallion = horses[world.showcase.stallion];
  const mare = horses[world.showcase.mare];
  for (const showcase of [stallion, mare]) {
    showcase.visitable = true;
    showcase.videos = [0, 1, 2, 3].map((kind) => makeVideo(random, showcase, kind));
    showcase.photos = [1, 2, 3].map((index) => photo(showcase.code, index));
  }
  const noData = horses[world.showcase.noData];
  noData.videos = [];
  noData.photos = [];
  noData.visitable = false;

  // sponsor stallions: the showcase one, the founders at stud, the best young stallions at stud
  const atStud = (horse: Horse) => horse.sex === "M" && horse.studBreederId !== null && !horse.deceased;
  const sponsors = [
    stallion,
    ...horses.filter((horse) => horse.founder && atStud(horse)),
    ...horses
      .filter((horse) => !horse.founder && horse !== stallion && atStud(horse) && horse.recordBreve)
      .sort((a, b) => b.winnings - a.winnings)
      .slice(0, YOUNG_SPONSORS),
  ];
  sponsors.forEach((sponsor, index) => {
    sponsor.sponsor = true;
    sponsor.visitable = true;
    sponsor.mountPrice = sponsor === stallion ? 3500 : 1500 + ((index * 700) % 6500);
    sponsor.motto = MOTTOS[index % MOTTOS.length];
    if (!sponsor.photos.length) sponsor.photos = [photo(sponsor.code, 1)];
  });

  // for-sale lists: broodmares, shares of racehorses, two-year-olds in training
  // drawn across the ages, not the first of the studbook's order (which would all be of one crop)
  const living = horses.filter((horse) => !horse.deceased && !horse.founder && !horse.historical && horse !== noData);
  const age = (horse: Horse) => currentYear - horse.birthYear;
  random
    .shuffle(living.filter((horse) => horse.sex === "F" && horse.studBreederId !== null && age(horse) >= 5 && age(horse) <= 16))
    .slice(0, 30)
    .forEach((horse) => (horse.forSale = "mare"));
  random
    .shuffle(
      living.filter(
        (horse) => age(horse) >= 3 && age(horse) <= 6 && horse.career.corse > 0 && horse.studBreederId === null && !horse.forSale,
      ),
    )
    .slice(0, 20)
    .forEach((horse) => (horse.forSale = "carat"));
  living
    .filter((horse) => age(horse) === 2)
    .slice(0, 25)
    .forEach((horse) => (horse.forSale = "trainee"));
  return horses;
}

/**
 * Each sale has a catalogue per crop: its foals are lots 1, 2, … in the order of their names, as a
 * sale's catalogue lists them. No random draw: the rest of the world stays as it was.
 */
function numberLots(horses: Horse[]): void {
  const catalogues = new Map<string, Horse[]>();
  for (const horse of horses) {
    if (!horse.auction) continue;
    const key = `${horse.auction.auct_name}|${horse.birthYear}`;
    catalogues.set(key, [...(catalogues.get(key) ?? []), horse]);
  }
  for (const foals of catalogues.values())
    foals
      .sort((a, b) => a.name.localeCompare(b.name, "it") || a.code.localeCompare(b.code))
      .forEach((foal, index) => (foal.auction!.lot = index + 1));
}

function makeVideo(random: Random, horse: Horse, kind: number): Video {
  const id = `${horse.code}${random.int(100, 999)}`;
  switch (kind) {
    case 0:
      return {
        label: "YouTube",
        path: `yt${id}`.slice(0, 11).padEnd(11, "x"),
        description: `${horse.name}: vittoria in corsa`,
        is_internal: false,
      };
    case 1:
      return { label: "Vimeo", path: `https://vimeo.com/${id}`, description: `${horse.name} in allenamento`, is_internal: false };
    case FOAL_VIDEO:
      return { label: "Vimeo", path: `https://vimeo.com/${id}`, description: `${horse.name} al paddock con la madre`, is_internal: false };
    case 2:
      return {
        label: "Cloud",
        path: `https://storage.googleapis.com/sulky-video/${horse.code}/corsa-${id}.mp4`,
        description: `Replay corsa di ${horse.name}`,
        is_internal: false,
      };
    default:
      return {
        label: "Sulky TV",
        path: `/video/cavalli/${horse.code}/${id}.mp4`,
        description: `Intervista all'allevatore di ${horse.name}`,
        is_internal: true,
      };
  }
}
