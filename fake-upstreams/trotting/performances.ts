import { ddmmyyyyOfDay, isoOfDay, partsOf } from "./dataset/calendar";
import { raceVideoLink } from "./dataset/archive";
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
  };
}

export function performancesOf(store: TrottingStore, horse: Horse, limit = 10): Performance[] {
  const starts = raceStartsOf(store.dataset.world, horse.index);
  return starts
    .slice(-limit)
    .reverse()
    .map((start) => performanceOf(store, start));
}
