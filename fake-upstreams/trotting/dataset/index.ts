import { startOfDay, toIsoDate } from '../../shared/dates';
import { createRandom } from '../../shared/prng';
import { DEFAULT_SEED } from '../../shared/types';
import { qualificationRecords, windowMeetings } from './archive';
import { breederRecord } from './breeders';
import { horseRecords } from './horses';
import { NOT_PLACED } from './ledger';
import { personRecord } from './people';
import { RACECOURSES } from './racecourses';
import { buildBanners, buildSponsorCards } from './sponsors';
import type { Dataset, Horse, RaceMeeting } from './types';
import { buildWorld } from './world';

export interface DatasetOptions {
  seed?: number;
  /** the day the dataset is built for; only its date part is used */
  today: Date;
  publicUrl: string;
}

/**
 * The trotting upstream's data: the simulated world (built once per seed and day, shared with
 * the other fakes) seen through the upstream's records and pictures. Same seed + same day =
 * same dataset.
 */
export function buildDataset(options: DatasetOptions): Dataset {
  const seed = options.seed ?? DEFAULT_SEED;
  const today = startOfDay(options.today);
  const world = buildWorld({ seed, today });
  const random = createRandom(`${seed}:dataset`);
  const horses = horseRecords(world, random, options.publicUrl);
  const meetings = windowMeetings(world);
  const qualifications = qualificationRecords(world);
  const byCode = new Map(horses.map((horse) => [horse.code, horse]));
  const showcaseHorse = (index: number) => horses[index].code;
  const stallion = horses[world.showcase.stallion];

  const results = meetings.filter((meeting) => meeting.kind === 'arrivi');
  const entries = meetings.filter((meeting) => meeting.kind === 'partenti');
  const todayIso = toIsoDate(today);
  // the newest result day with qualification trials and a big race, else the newest with trials
  const resultDay = [...results].reverse().find((meeting) => meeting.qualifiche.length && meeting.races.some((race) => race.GranPremio)) ?? [...results].reverse().find((meeting) => meeting.qualifiche.length) ?? results[results.length - 1];
  const notPlacedMeeting = [...results].reverse().find((meeting) => meeting.races.some((race) => race.rows.some((row) => NOT_PLACED.includes(row.Piazzamento ?? 0)))) ?? resultDay;
  const notPlacedRace = notPlacedMeeting.races.find((race) => race.rows.some((row) => NOT_PLACED.includes(row.Piazzamento ?? 0))) ?? notPlacedMeeting.races[0];
  const notPlacedRow = notPlacedRace.rows.find((row) => NOT_PLACED.includes(row.Piazzamento ?? 0)) ?? notPlacedRace.rows[0];
  // today's entries: a race with a notable sibling among its starters when there is one
  const todayMeetings = entries.filter((meeting) => meeting.date === todayIso);
  const notableByDam = new Map<string, Horse[]>();
  for (const horse of horses) if (horse.damCode && horse.winnings >= NOTABLE_SIBLING_WINNINGS) notableByDam.set(horse.damCode, [...(notableByDam.get(horse.damCode) ?? []), horse]);
  const hasSibling = (row: { horseCode: string }) => {
    const horse = byCode.get(row.horseCode)!;
    return (notableByDam.get(horse.damCode ?? '') ?? []).some((other) => other !== horse);
  };
  const entryMeeting = todayMeetings.find((meeting) => meeting.races.some((race) => race.rows.some(hasSibling))) ?? todayMeetings[0] ?? entries[0];
  const entryRace = entryMeeting.races.find((race) => race.rows.some(hasSibling)) ?? entryMeeting.races[0];
  const drawless = entries.find((meeting) => meeting.races.some((race) => !race.drawDone));
  const drawlessRace = drawless?.races.find((race) => !race.drawDone);
  const drawHorse = byCode.get(entryRace.rows[0].horseCode)!;

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
    sponsorCards: buildSponsorCards(horses.filter((horse) => horse.sponsor), options.publicUrl),
    banners: buildBanners(options.publicUrl),
    showcase: {
      stallionWithEverything: stallion.code,
      mareWithEverything: showcaseHorse(world.showcase.mare),
      mareWithEmptyFemaleLine: showcaseHorse(world.showcase.mareWithEmptyFemaleLine),
      horseWithNoData: showcaseHorse(world.showcase.noData),
      halfSiblingMatingProduct: showcaseHorse(world.showcase.halfSiblingProduct),
      descendantOfHalfSiblingMating: showcaseHorse(world.showcase.descendant),
      foalCurrentYear: showcaseHorse(world.showcase.foalCurrentYear),
      breederWithAllevatorePhone: (world.breeders.find((breeder) => breeder.telefono1.startsWith('ALLEVATORE')) ?? world.breeders[0]).id,
      breederWithLinkWithoutHttp: (world.breeders.find((breeder) => breeder.Link.startsWith('www.')) ?? world.breeders[0]).id,
      resultDayWithQualificationAndGranPremio: { date: resultDay.ddmmyyyy, ippodromo: resultDay.racecourse.CodiceIppodromo, race: (resultDay.races.find((race) => race.GranPremio) ?? resultDay.races[0]).NumeroCorsa },
      entryDay: { date: entryMeeting.ddmmyyyy, ippodromo: entryMeeting.racecourse.CodiceIppodromo, race: entryRace.NumeroCorsa },
      placementOverThirty: { date: notPlacedMeeting.ddmmyyyy, ippodromo: notPlacedMeeting.racecourse.CodiceIppodromo, race: notPlacedRace.NumeroCorsa, horseCode: notPlacedRow.horseCode },
      drawWithoutNumbers: drawless && drawlessRace ? { date: drawless.ddmmyyyy, ippodromo: drawless.racecourse.CodiceIppodromo, race: drawlessRace.NumeroCorsa } : { date: entryMeeting.ddmmyyyy, ippodromo: entryMeeting.racecourse.CodiceIppodromo, race: 99 },
      drawHorseName: drawHorse.name,
      owner: stallion.ownerId ?? world.people.find((person) => person.role === 'proprietario')!.id,
      trainer: stallion.trainerId ?? world.people.find((person) => person.role === 'allenatore')!.id,
      driver: stallion.driverId ?? world.people.find((person) => person.role === 'guidatore')!.id,
    },
  };
}

/** A sibling out of the same dam with this much in winnings is named on the entries ('Fratello di'). */
export const NOTABLE_SIBLING_WINNINGS = 100_000;

export type { Dataset, Horse, RaceMeeting };
