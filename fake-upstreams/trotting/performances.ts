import { ddmmyyyyOfDay, isoOfDay, partsOf } from "./dataset/calendar";
import { notPlacedReason, raceVideoLink, startMethodOf, winnerStartOf, type StartMethodText } from "./dataset/archive";
import { formatTenths } from "./dataset/horses";
import { RaceKind } from "./dataset/ledger";
import { categoryOf } from "./dataset/race-conditions";
import { racecourseIn } from "./dataset/racecourses";
import type { Horse } from "./dataset/types";
import type { World } from "./dataset/world";
import type { TrottingStore } from "./store";

/** Past performances (the upstream's performance): the horse's own starts in the archive, newest first. */
export interface Performance {
  date: string;
  Data: string;
  DataPre: string;
  Ippodromo: string;
  CodiceIppodromo: string;
  NumeroPartenza: number;
  Categoria: string;
  DescrizionePremio: string;
  Piazzamento: number | null;
  Distanza: number;
  TempoPre: string | null;
  NomeGuidatore: string | null;
  ImportoPremio: number;
  NumeroCorsa: number;
  NumeroPartenti: number;
  videoLink: string | null;
  url: string;
  isToday: boolean;
  isBelowThreshold: boolean;
  /** Beyond the spec, as a full results service gives them: how the race started, why the horse is 'n.p.', and the winner. */
  TipoPartenza: StartMethodText;
  MotivoNonPiazzato: string | null;
  /** the horse placed first in the race's result (the horse itself when it won), with its time */
  NomeVincitore: string | null;
  CodiceVincitore: string | null;
  TempoVincitore: string | null;
}

/** A horse's best time for one start method and one distance (`migliorTempi`), from its starts in the archive. */
export interface BestTime {
  TipoPartenza: StartMethodText;
  Distanza: number;
  TempoPre: string;
  /** the first day it ran this time (ISO), where, and in which race */
  Data: string;
  Ippodromo: string;
  CodiceIppodromo: string;
  NumeroCorsa: number;
}

/** Ledger indices of a horse's run races (no trials, no entries), oldest first. */
export function raceStartsOf(world: World, horseIndex: number, fromDay = -Infinity, toDay = world.todayDay): number[] {
  const { offsets, starts } = world.startsByHorse;
  const { ledger } = world;
  const result: number[] = [];
  for (let position = offsets[horseIndex]; position < offsets[horseIndex + 1]; position++) {
    const start = starts[position];
    const race = ledger.sRace[start];
    const day = ledger.rDay[race];
    if (ledger.rKind[race] === RaceKind.Trial || day >= toDay || day < fromDay) continue;
    result.push(start);
  }
  return result;
}

function performanceOf(store: TrottingStore, start: number): Performance {
  const { world } = store.dataset;
  const { ledger } = world;
  const race = ledger.sRace[start];
  const day = ledger.rDay[race];
  const meeting = world.meetings[ledger.rMeeting[race]];
  const racecourse = racecourseIn(meeting.track, partsOf(day).year);
  const date = isoOfDay(day);
  const ddmmyyyy = ddmmyyyyOfDay(day);
  const place = ledger.sPlace[start];
  const winner = winnerStartOf(world, race);
  const winnerHorse = winner >= 0 ? world.horses[ledger.sHorse[winner]] : null;
  return {
    date,
    Data: date,
    DataPre: ddmmyyyy,
    Ippodromo: racecourse.NomeIppodromo,
    CodiceIppodromo: racecourse.CodiceIppodromo,
    NumeroPartenza: ledger.sNumber[start],
    Categoria: categoryOf(ledger.rKind[race] as RaceKind, ledger.rEarnMin[race], ledger.rBigRace[race])[0],
    DescrizionePremio: world.prizeNames[ledger.rName[race]],
    Piazzamento: place,
    Distanza: ledger.rDistance[race],
    TempoPre: ledger.sTime[start] ? formatTenths(ledger.sTime[start]) : null,
    NomeGuidatore: store.personName(ledger.sDriver[start]),
    ImportoPremio: ledger.sPrize[start],
    NumeroCorsa: ledger.rNumber[race],
    NumeroPartenti: ledger.rCount[race],
    videoLink: raceVideoLink(world, race),
    url: `/trotto/arrivi/${ddmmyyyy}/${racecourse.CodiceIppodromo}T/${ledger.rNumber[race]}`,
    isToday: day === world.todayDay,
    isBelowThreshold: place > 30,
    TipoPartenza: startMethodOf(world, race),
    MotivoNonPiazzato: notPlacedReason(place),
    NomeVincitore: winnerHorse?.name ?? null,
    CodiceVincitore: winnerHorse?.code ?? null,
    TempoVincitore: winner >= 0 && ledger.sTime[winner] ? formatTenths(ledger.sTime[winner]) : null,
  };
}

export function performancesOf(store: TrottingStore, horse: Horse, limit = 10): Performance[] {
  const starts = raceStartsOf(store.dataset.world, horse.index);
  return starts
    .slice(-limit)
    .reverse()
    .map((start) => performanceOf(store, start));
}

/**
 * The horse's best time for each start method and distance it has a time at, oldest record first
 * when two are equal (a record belongs to the first to run it). Its best up to 1700 m is its
 * `recordBreve`, its best beyond is its `recordLunga`.
 */
export function bestTimesOf(store: TrottingStore, horse: Horse): BestTime[] {
  const { world } = store.dataset;
  const { ledger } = world;
  const best = new Map<string, number>();
  for (const start of raceStartsOf(world, horse.index)) {
    const tenths = ledger.sTime[start];
    if (!tenths) continue;
    const race = ledger.sRace[start];
    const key = `${ledger.rAutostart[race]}:${ledger.rDistance[race]}`;
    const held = best.get(key);
    if (held === undefined || ledger.sTime[held] > tenths) best.set(key, start);
  }
  return [...best.values()].map((start) => {
    const race = ledger.sRace[start];
    const day = ledger.rDay[race];
    const racecourse = racecourseIn(world.meetings[ledger.rMeeting[race]].track, partsOf(day).year);
    return {
      TipoPartenza: startMethodOf(world, race),
      Distanza: ledger.rDistance[race],
      TempoPre: formatTenths(ledger.sTime[start]),
      Data: isoOfDay(day),
      Ippodromo: racecourse.NomeIppodromo,
      CodiceIppodromo: racecourse.CodiceIppodromo,
      NumeroCorsa: ledger.rNumber[race],
    };
  });
}
