import { startOfDay, toIsoDate } from '../../shared/dates';
import { createRandom } from '../../shared/prng';
import { DEFAULT_SEED } from '../../shared/types';
import { generateBreeders } from './breeders';
import { generateHorses } from './horses';
import { generatePeople } from './people';
import { RACECOURSES } from './racecourses';
import { generateMeetings, NOT_PLACED } from './races';
import { buildBanners, buildSponsorCards } from './sponsors';
import type { Dataset } from './types';

export interface DatasetOptions {
  seed?: number;
  /** the day the dataset is built for; only its date part is used */
  today: Date;
  publicUrl: string;
}

/** Builds the whole trotting dataset in memory. Same seed + same day = same dataset. */
export function buildDataset(options: DatasetOptions): Dataset {
  const seed = options.seed ?? DEFAULT_SEED;
  const today = startOfDay(options.today);
  const currentYear = today.getUTCFullYear();
  const random = createRandom(seed);
  const breeders = generateBreeders(random, options.publicUrl);
  const people = generatePeople(random);
  const { horses, showcase } = generateHorses(random, { currentYear, breeders, people, publicUrl: options.publicUrl });
  const { meetings, qualifications } = generateMeetings(random, today, horses);
  const sponsorStallions = horses.filter((horse) => horse.sponsor);

  const resultWithTrialAndGrandPrix = meetings.find((meeting) => meeting.kind === 'arrivi' && meeting.qualifiche.length && meeting.races.some((race) => race.GranPremio)) ?? meetings[0];
  const entryMeeting = meetings.find((meeting) => meeting.kind === 'partenti' && meeting.date === toIsoDate(today)) ?? meetings[meetings.length - 1];
  const meetingWithNotPlaced = meetings.find((meeting) => meeting.kind === 'arrivi') ?? meetings[0];
  const notPlacedRow = meetingWithNotPlaced.races[0].rows.find((row) => NOT_PLACED.includes(row.Piazzamento ?? 0)) ?? meetingWithNotPlaced.races[0].rows[0];
  const drawlessMeeting = meetings.find((meeting) => meeting.races.some((race) => !race.drawDone)) ?? entryMeeting;
  const drawlessRace = drawlessMeeting.races.find((race) => !race.drawDone) ?? drawlessMeeting.races[0];
  const byCode = new Map(horses.map((horse) => [horse.code, horse]));
  const stallion = byCode.get(showcase.stallionWithEverything);

  return {
    seed,
    today: toIsoDate(today),
    currentYear,
    publicUrl: options.publicUrl,
    horses,
    breeders: breeders.map(({ nameSuffix: _suffix, ...breeder }) => breeder),
    people,
    racecourses: RACECOURSES,
    meetings,
    qualifications,
    sponsorCards: buildSponsorCards(sponsorStallions, options.publicUrl),
    banners: buildBanners(options.publicUrl),
    showcase: {
      ...showcase,
      breederWithAllevatorePhone: (breeders.find((breeder) => breeder.telefono1.startsWith('ALLEVATORE')) ?? breeders[0]).id,
      breederWithLinkWithoutHttp: (breeders.find((breeder) => breeder.Link.startsWith('www.')) ?? breeders[0]).id,
      resultDayWithQualificationAndGranPremio: {
        date: resultWithTrialAndGrandPrix.ddmmyyyy,
        ippodromo: resultWithTrialAndGrandPrix.racecourse.CodiceIppodromo,
        race: (resultWithTrialAndGrandPrix.races.find((race) => race.GranPremio) ?? resultWithTrialAndGrandPrix.races[0]).NumeroCorsa,
      },
      entryDay: { date: entryMeeting.ddmmyyyy, ippodromo: entryMeeting.racecourse.CodiceIppodromo, race: 1 },
      placementOverThirty: { date: meetingWithNotPlaced.ddmmyyyy, ippodromo: meetingWithNotPlaced.racecourse.CodiceIppodromo, race: 1, horseCode: notPlacedRow.horseCode },
      drawWithoutNumbers: { date: drawlessMeeting.ddmmyyyy, ippodromo: drawlessMeeting.racecourse.CodiceIppodromo, race: drawlessRace.NumeroCorsa },
      drawHorseName: byCode.get(entryMeeting.races[0].rows[0].horseCode)?.name ?? '',
      owner: stallion?.ownerId ?? people.find((person) => person.role === 'proprietario')!.id,
      trainer: stallion?.trainerId ?? people.find((person) => person.role === 'allenatore')!.id,
      driver: stallion?.driverId ?? people.find((person) => person.role === 'guidatore')!.id,
    },
  };
}
