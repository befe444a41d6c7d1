import { startOfDay, toIsoDate } from "../../shared/dates";
import { createRandom } from "../../shared/prng";
import { DEFAULT_SEED } from "../../shared/types";
import { qualificationRecords, windowMeetings } from "./archive";
import { breederRecord } from "./breeders";
import { horseRecords } from "./horses";
import { NOT_PLACED } from "./ledger";
import { personRecord } from "./people";
import { RACECOURSES } from "./racecourses";
import { buildBanners, buildSponsorCards } from "./sponsors";
import type { Banners, Breeder, Horse, Person, Qualification, Race, RaceMeeting, Racecourse, Showcase, SponsorCard } from "./types";
import { buildWorld } from "./world";
import type { World } from "./world-model";

export interface Dataset {
  /** the simulation behind everything: archive of races and starts, breeding */
  world: World;
  seed: number;
  /** ISO date of the day the dataset was built for */
  today: string;
  currentYear: number;
  publicUrl: string;
  horses: Horse[];
  breeders: Breeder[];
  people: Person[];
  racecourses: Racecourse[];
  /** the meetings the race lists show: results of the last days, entries of today and the next days */
  meetings: RaceMeeting[];
  qualifications: Qualification[];
  sponsorCards: SponsorCard[];
  banners: Banners;
  showcase: Showcase;
}

export interface DatasetOptions {
  seed?: number;
  /** the day the dataset is built for; only its date part is used */
  today: Date;
  publicUrl: string;
  /** Years of results before today (default: the world's ARCHIVE_YEARS). */
  archiveYears?: number;
}

/**
 * The trotting upstream's data: the simulated world (built once per seed and day, shared with
 * the other fakes) seen through the upstream's records and pictures. Same seed + same day =
 * same dataset.
 */
export function buildDataset(options: DatasetOptions): Dataset {
  const seed = options.seed ?? DEFAULT_SEED;
  const today = startOfDay(options.today);
  const world = buildWorld({ seed, today, archiveYears: options.archiveYears });
  const random = createRandom(`${seed}:dataset`);
  const horses = horseRecords(world, random, options.publicUrl);
  const meetings = windowMeetings(world);
  const qualifications = qualificationRecords(world);
  const byCode = new Map(horses.map((horse) => [horse.code, horse]));
  const showcaseHorse = (index: number) => horses[index].code;
  const stallion = horses[world.showcase.stallion];

  const results = meetings.filter((meeting) => meeting.kind === "arrivi");
  const entries = meetings.filter((meeting) => meeting.kind === "partenti");
  const todayIso = toIsoDate(today);
  const notPlaced = (race: Race) => race.rows.some((row) => NOT_PLACED.includes(row.Piazzamento ?? 0));
  // the newest result day with qualification trials, a big race and a horse not placed (else the newest with trials)
  const newestFirst = [...results].reverse();
  const resultDay =
    newestFirst.find(
      (meeting) => meeting.qualifiche.length && meeting.races.some((race) => race.GranPremio) && meeting.races.some(notPlaced),
    ) ??
    newestFirst.find((meeting) => meeting.qualifiche.length && meeting.races.some(notPlaced)) ??
    newestFirst[0];
  // a horse not placed, preferably a seasoned one (its form chart shows ten placings)
  const seasoned = (row: { horseCode: string; Piazzamento: number | null }) =>
    NOT_PLACED.includes(row.Piazzamento ?? 0) && byCode.get(row.horseCode)!.career.corse >= 10;
  const notPlacedRace = resultDay.races.find((race) => race.rows.some(seasoned)) ?? resultDay.races.find(notPlaced) ?? resultDay.races[0];
  const notPlacedRow =
    notPlacedRace.rows.find(seasoned) ??
    notPlacedRace.rows.find((row) => NOT_PLACED.includes(row.Piazzamento ?? 0)) ??
    notPlacedRace.rows[0];
  // today's entries: a drawn race of six or more with a notable sibling among its starters when there is one
  const notableByDam = new Map<string, Horse[]>();
  for (const horse of horses)
    if (horse.damCode && horse.winnings >= NOTABLE_SIBLING_WINNINGS)
      notableByDam.set(horse.damCode, [...(notableByDam.get(horse.damCode) ?? []), horse]);
  const hasSibling = (row: { horseCode: string }) => {
    const horse = byCode.get(row.horseCode)!;
    return (notableByDam.get(horse.damCode ?? "") ?? []).some((other) => other !== horse);
  };
  const todayMeetings = entries.filter((meeting) => meeting.date === todayIso);
  const goodEntry = (race: Race) => race.drawDone && race.rows.length >= 6 && race.rows.some(hasSibling);
  const entryMeeting = todayMeetings.find((meeting) => meeting.races.some(goodEntry)) ?? todayMeetings[0] ?? entries[0];
  const entryRace = entryMeeting.races.find(goodEntry) ?? entryMeeting.races.find((race) => race.drawDone) ?? entryMeeting.races[0];
  const drawless = entries.find((meeting) => meeting.races.some((race) => !race.drawDone));
  const drawlessRace = drawless?.races.find((race) => !race.drawDone);
  // a name root shared by two horses drawn in the coming days: the draws' search groups them
  const drawn = [
    ...new Set(
      entries.flatMap((meeting) => meeting.races.filter((race) => race.drawDone).flatMap((race) => race.rows.map((row) => row.horseCode))),
    ),
  ].map((code) => byCode.get(code)!);
  const rootCounts = new Map<string, Horse[]>();
  for (const horse of drawn) rootCounts.set(horse.name.split(" ")[0], [...(rootCounts.get(horse.name.split(" ")[0]) ?? []), horse]);
  const sharedRoot = [...rootCounts.entries()]
    .filter(([, list]) => list.length >= 2)
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))[0];
  const drawHorse = sharedRoot?.[1][0] ?? byCode.get(entryRace.rows[0].horseCode)!;
  // the stallion with most qualified foals of the crop that turned three
  const qualificationYear = world.currentYear - 3;
  const qualifiedBySire = new Map<string, Set<string>>();
  for (const qualification of qualifications) {
    const horse = byCode.get(qualification.horseCode)!;
    if (!qualification.passed || horse.birthYear !== qualificationYear || !horse.sireCode) continue;
    qualifiedBySire.set(horse.sireCode, (qualifiedBySire.get(horse.sireCode) ?? new Set()).add(horse.code));
  }
  const topQualificationSire = byCode.get(
    [...qualifiedBySire.entries()].sort((a, b) => b[1].size - a[1].size || a[0].localeCompare(b[0]))[0]?.[0] ?? stallion.code,
  )!;

  return {
    world,
    seed,
    today: todayIso,
    currentYear: world.currentYear,
    publicUrl: options.publicUrl,
    horses,
    breeders: world.breeders.map((breeder) => breederRecord(breeder, options.publicUrl)),
    people: world.people.map(personRecord),
    racecourses: RACECOURSES,
    meetings,
    qualifications,
    sponsorCards: buildSponsorCards(
      horses.filter((horse) => horse.sponsor),
      options.publicUrl,
    ),
    banners: buildBanners(options.publicUrl),
    showcase: {
      stallionWithEverything: stallion.code,
      mareWithEverything: showcaseHorse(world.showcase.mare),
      mareWithEmptyFemaleLine: showcaseHorse(world.showcase.mareWithEmptyFemaleLine),
      horseWithNoData: showcaseHorse(world.showcase.noData),
      halfSiblingMatingProduct: showcaseHorse(world.showcase.halfSiblingProduct),
      descendantOfHalfSiblingMating: showcaseHorse(world.showcase.descendant),
      foalCurrentYear: showcaseHorse(world.showcase.foalCurrentYear),
      breederWithAllevatorePhone: (world.breeders.find((breeder) => breeder.telefono1.startsWith("ALLEVATORE")) ?? world.breeders[0]).id,
      breederWithLinkWithoutHttp: (world.breeders.find((breeder) => breeder.Link.startsWith("www.")) ?? world.breeders[0]).id,
      resultDayWithQualificationAndGranPremio: {
        date: resultDay.ddmmyyyy,
        ippodromo: resultDay.racecourse.CodiceIppodromo,
        race: (resultDay.races.find((race) => race.GranPremio) ?? resultDay.races[0]).NumeroCorsa,
      },
      entryDay: { date: entryMeeting.ddmmyyyy, ippodromo: entryMeeting.racecourse.CodiceIppodromo, race: entryRace.NumeroCorsa },
      placementOverThirty: {
        date: resultDay.ddmmyyyy,
        ippodromo: resultDay.racecourse.CodiceIppodromo,
        race: notPlacedRace.NumeroCorsa,
        horseCode: notPlacedRow.horseCode,
      },
      drawWithoutNumbers:
        drawless && drawlessRace
          ? { date: drawless.ddmmyyyy, ippodromo: drawless.racecourse.CodiceIppodromo, race: drawlessRace.NumeroCorsa }
          : { date: entryMeeting.ddmmyyyy, ippodromo: entryMeeting.racecourse.CodiceIppodromo, race: 99 },
      drawHorseName: drawHorse.name,
      drawSearch: sharedRoot?.[0] ?? drawHorse.name,
      qualificationSire: {
        code: topQualificationSire.code,
        slug: topQualificationSire.slug,
        name: topQualificationSire.name,
        year: qualificationYear,
      },
      owner: stallion.ownerId ?? world.people.find((person) => person.role === "proprietario")!.id,
      trainer: stallion.trainerId ?? world.people.find((person) => person.role === "allenatore")!.id,
      driver: stallion.driverId ?? world.people.find((person) => person.role === "guidatore")!.id,
    },
  };
}

/** A sibling out of the same dam with this much in winnings is named on the entries ('Fratello di'). */
export const NOTABLE_SIBLING_WINNINGS = 250_000;

export type { Horse, RaceMeeting };
