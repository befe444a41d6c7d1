import { hashString } from "../../shared/prng";
import { BIG_RACES } from "./big-races";
import { clockOf, ddmmyyyyOfDay, isoOfDay, partsOf, yyyymmddOfDay } from "./calendar";
import { formatTenths } from "./horses";
import { PLACE_BROKE, PLACE_DISQUALIFIED, PLACE_WITHDRAWN, RaceKind } from "./ledger";
import { categoryOf, conditionsText, purseText } from "./race-conditions";
import { RACECOURSES, racecourseIn } from "./racecourses";
import type { Qualification, Race, RaceMeeting, RaceRow } from "./types";
import { RESULT_DAYS, TRIAL_STANDARD_OLDER, TRIAL_STANDARD_TWO } from "./world";
import type { World } from "./world-model";

/** The upstream's race objects, read from the simulated archive's columns. */

const VIDEO_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** A stable 11-character video id for a race, as YouTube's. */
export function videoId(world: World, race: number): string {
  let hash = hashString(`${world.seed}:${race}`);
  let id = "";
  for (let index = 0; index < 11; index++) {
    id += VIDEO_ALPHABET[hash & 63];
    hash = Math.imul(hash ^ (hash >>> 15), 2246822507) >>> 0;
    if (!hash) hash = index + 7;
  }
  return id;
}

export function raceVideoLink(world: World, race: number): string | null {
  if (!world.ledger.rVideo[race]) return null;
  return world.ledger.rKind[race] === RaceKind.Trial
    ? `https://vimeo.com/${hashString(`${world.seed}:q${race}`) % 900_000_000}`
    : `https://www.youtube.com/watch?v=${videoId(world, race)}`;
}

/** How a race started, as the results write it (`TipoPartenza`). */
export type StartMethodText = "Autostart" | "Nastri";

export const startMethodOf = (world: World, race: number): StartMethodText => (world.ledger.rAutostart[race] ? "Autostart" : "Nastri");

/** Why a horse is 'n.p.', as the results write it (`MotivoNonPiazzato`): a break, a disqualification, pulled up. */
export function notPlacedReason(place: number | null): string | null {
  if (place === PLACE_BROKE) return "rottura";
  if (place === PLACE_DISQUALIFIED) return "squalificato";
  if (place === PLACE_WITHDRAWN) return "ritirato";
  return null;
}

/**
 * The winner's start of a run race: placed first, and in a dead heat the first of the two in the
 * result's order (placing, then starting number, as `raceRecord` lists them). -1 before the race.
 */
export function winnerStartOf(world: World, race: number): number {
  const { ledger } = world;
  let winner = -1;
  for (let start = ledger.rFirst[race]; start < ledger.rFirst[race] + ledger.rCount[race]; start++) {
    if (ledger.sPlace[start] !== 1) continue;
    if (winner < 0 || ledger.sNumber[start] < ledger.sNumber[winner]) winner = start;
  }
  return winner;
}

/** Qualification standard of a horse at a trial, in tenths of a second per km. */
export const trialStandard = (birthYear: number, day: number): number =>
  partsOf(day).year - birthYear === 2 ? TRIAL_STANDARD_TWO : TRIAL_STANDARD_OLDER;

export function raceRecord(world: World, race: number): Race {
  const { ledger } = world;
  const kind = ledger.rKind[race] as RaceKind;
  const trial = kind === RaceKind.Trial;
  const bigRace = ledger.rBigRace[race];
  const [Categoria, Sottocategoria] = categoryOf(kind, ledger.rEarnMin[race], bigRace);
  const past = ledger.rDay[race] < world.todayDay;
  const first = ledger.rFirst[race];
  const drawn = ledger.rDrawn[race] === 1;
  const rows: (RaceRow & { name: string })[] = [];
  for (let start = first; start < first + ledger.rCount[race]; start++) {
    const horse = world.horses[ledger.sHorse[start]];
    rows.push({
      name: horse.name,
      NumeroPartenza: drawn ? ledger.sNumber[start] : null,
      horseCode: horse.code,
      driverId: ledger.sDriver[start],
      Piazzamento: past ? ledger.sPlace[start] : null,
      MotivoNonPiazzato: past ? notPlacedReason(ledger.sPlace[start]) : null,
      TempoPre: ledger.sTime[start] ? formatTenths(ledger.sTime[start]) : null,
      ImportoPremio: ledger.sPrize[start],
    });
  }
  // results in finishing order (not placed last), entries by starting number, or by name before the draw
  if (past) rows.sort((a, b) => (a.Piazzamento ?? 0) - (b.Piazzamento ?? 0) || (a.NumeroPartenza ?? 0) - (b.NumeroPartenza ?? 0));
  else if (drawn) rows.sort((a, b) => (a.NumeroPartenza ?? 0) - (b.NumeroPartenza ?? 0));
  else rows.sort((a, b) => a.name.localeCompare(b.name, "it"));
  return {
    NumeroCorsa: trial ? 0 : ledger.rNumber[race],
    NomePremio: world.prizeNames[ledger.rName[race]],
    Ora: clockOf(ledger.rTime[race]),
    PremioCorsa: ledger.rPurse[race],
    Categoria,
    Sottocategoria,
    Distanza: ledger.rDistance[race],
    TipoPartenza: startMethodOf(world, race),
    DescrizioneCorsa: conditionsText(
      kind,
      ledger.rAgeMin[race],
      ledger.rAgeMax[race],
      ledger.rEarnMin[race],
      ledger.rEarnMax[race],
      ledger.rFillies[race] === 1,
      ledger.rAutostart[race] === 1,
      bigRace,
    ),
    DescrizionePremio: trial
      ? `Senza montepremi: qualificati i cavalli entro ${formatTenths(TRIAL_STANDARD_TWO)} a 2 anni, ${formatTenths(TRIAL_STANDARD_OLDER)} dai 3 anni.`
      : purseText(ledger.rPurse[race]),
    GranPremio: kind === RaceKind.BigRace,
    videoLink: raceVideoLink(world, race),
    rows: rows.map(({ name: _name, ...row }) => row),
    drawDone: drawn,
  };
}

export function meetingRecord(world: World, meetingIndex: number): RaceMeeting {
  const meeting = world.meetings[meetingIndex];
  const { ledger } = world;
  const races: Race[] = [];
  const qualifiche: Race[] = [];
  let autostart = false;
  let tapes = false;
  for (let race = meeting.firstRace; race < meeting.firstRace + meeting.trialCount + meeting.raceCount; race++) {
    const record = raceRecord(world, race);
    if (ledger.rKind[race] === RaceKind.Trial) qualifiche.push(record);
    else {
      races.push(record);
      if (ledger.rAutostart[race]) autostart = true;
      else tapes = true;
    }
  }
  const firstRace = meeting.firstRace + meeting.trialCount;
  return {
    index: meetingIndex,
    date: isoOfDay(meeting.day),
    ddmmyyyy: ddmmyyyyOfDay(meeting.day),
    racecourse: racecourseIn(meeting.track, partsOf(meeting.day).year),
    kind: meeting.day < world.todayDay ? "arrivi" : "partenti",
    ora: clockOf(ledger.rTime[meeting.raceCount ? firstRace : meeting.firstRace]),
    Autostart: autostart ? "Sì" : "No",
    Nastri: tapes ? "Sì" : "No",
    races,
    qualifiche,
  };
}

/** The meetings the race lists show: results of the last RESULT_DAYS days, entries from today on. */
export function windowMeetings(world: World): RaceMeeting[] {
  const from = world.todayDay - RESULT_DAYS;
  const records: RaceMeeting[] = [];
  for (let index = world.meetings.length - 1; index >= 0 && world.meetings[index].day >= from; index--)
    records.push(meetingRecord(world, index));
  return records.reverse();
}

/** Every qualification trial that ended with a time, oldest first. */
export function qualificationRecords(world: World): Qualification[] {
  const { ledger } = world;
  const records: Qualification[] = [];
  for (const meeting of world.meetings) {
    for (let race = meeting.firstRace; race < meeting.firstRace + meeting.trialCount; race++) {
      const video = raceVideoLink(world, race);
      for (let start = ledger.rFirst[race]; start < ledger.rFirst[race] + ledger.rCount[race]; start++) {
        const tenths = ledger.sTime[start];
        if (!tenths) continue;
        const horse = world.horses[ledger.sHorse[start]];
        records.push({
          horseCode: horse.code,
          passed: tenths <= trialStandard(horse.birthYear, meeting.day),
          DataPre: yyyymmddOfDay(meeting.day),
          ddmmyyyy: ddmmyyyyOfDay(meeting.day),
          racecourseCode: RACECOURSES[meeting.track].CodiceIppodromo,
          TempoPre: formatTenths(tenths),
          video,
        });
      }
    }
  }
  return records;
}

/** Big-race results of a horse (first three places), for the female-line blocks. */
export function bigRaceResults(world: World, horseIndex: number) {
  const { ledger } = world;
  const { offsets, starts } = world.startsByHorse;
  const results: { date: string; ippodromo: string; piazzamento: number; descrizione: string; importo: number }[] = [];
  for (let position = offsets[horseIndex]; position < offsets[horseIndex + 1]; position++) {
    const start = starts[position];
    const race = ledger.sRace[start];
    const place = ledger.sPlace[start];
    if (ledger.rBigRace[race] < 0 || place < 1 || place > 3 || ledger.rDay[race] >= world.todayDay) continue;
    results.push({
      date: isoOfDay(ledger.rDay[race]),
      ippodromo: racecourseIn(world.meetings[ledger.rMeeting[race]].track, partsOf(ledger.rDay[race]).year).NomeIppodromo,
      piazzamento: place,
      descrizione: BIG_RACES[ledger.rBigRace[race]].name,
      importo: ledger.sPrize[start],
    });
  }
  return results;
}
