import { addDays, parseDdmmyyyy, toDdmmyyyy, toIsoDate } from '../shared/dates';
import { createRandom } from '../shared/prng';
import { formatKmTime } from './dataset/horses';
import { RACECOURSES } from './dataset/racecourses';
import type { Horse, Race, RaceMeeting, RaceRow } from './dataset/types';
import type { TrottingStore } from './store';

/** Past performances (Performance of 000 §3): real rows from the generated meetings plus older synthetic ones. */
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

const cache = new WeakMap<TrottingStore, Map<string, Performance[]>>();

function fromRow(store: TrottingStore, meeting: RaceMeeting, race: Race, row: RaceRow): Performance {
  return {
    date: meeting.date,
    Data: meeting.date,
    DataPre: meeting.ddmmyyyy,
    Ippodromo: meeting.racecourse.NomeIppodromo,
    CodiceIppodromo: meeting.racecourse.CodiceIppodromo,
    NumeroPartenza: row.NumeroPartenza,
    Categoria: race.Categoria,
    DescrizionePremio: race.NomePremio,
    Piazzamento: row.Piazzamento,
    Distanza: race.Distanza,
    TempoPre: row.TempoPre,
    NomeGuidatore: store.personName(row.driverId),
    ImportoPremio: row.ImportoPremio,
    NumeroCorsa: race.NumeroCorsa,
    NumeroPartenti: race.rows.length,
    videoLink: race.videoLink,
    url: `/trotto/arrivi/${meeting.ddmmyyyy}/${meeting.racecourse.CodiceIppodromo}T/${race.NumeroCorsa}`,
    isToday: meeting.date === store.dataset.today,
    isBelowThreshold: row.Piazzamento !== null && row.Piazzamento > 30,
  };
}

function index(store: TrottingStore): Map<string, Performance[]> {
  let byHorse = cache.get(store);
  if (byHorse) return byHorse;
  byHorse = new Map();
  for (const meeting of store.dataset.meetings) {
    if (meeting.kind !== 'arrivi') continue;
    for (const race of [...meeting.qualifiche, ...meeting.races]) {
      for (const row of race.rows) {
        const list = byHorse.get(row.horseCode) ?? [];
        list.push(fromRow(store, meeting, race, row));
        byHorse.set(row.horseCode, list);
      }
    }
  }
  cache.set(store, byHorse);
  return byHorse;
}

function synthetic(store: TrottingStore, horse: Horse, count: number): Performance[] {
  const random = createRandom(`${store.dataset.seed}:${horse.code}:prestazioni`);
  const today = parseDdmmyyyy(toDdmmyyyy(new Date(`${store.dataset.today}T00:00:00Z`))) as Date;
  let day = addDays(today, -31);
  return Array.from({ length: count }, () => {
    day = addDays(day, -random.int(9, 30));
    const racecourse = random.pick(RACECOURSES);
    const starters = random.int(7, 12);
    const placed = random.chance(0.12) ? 99 : random.int(1, starters);
    const raceNumber = random.int(1, 8);
    const distance = random.pick([1600, 1640, 2060, 2100]);
    return {
      date: toIsoDate(day),
      Data: toIsoDate(day),
      DataPre: toDdmmyyyy(day),
      Ippodromo: racecourse.NomeIppodromo,
      CodiceIppodromo: racecourse.CodiceIppodromo,
      NumeroPartenza: random.int(1, starters),
      Categoria: random.pick(['A', 'B', 'C', 'D']),
      DescrizionePremio: `Premio ${racecourse.Localita}`,
      Piazzamento: placed,
      Distanza: distance,
      TempoPre: placed > 30 ? null : formatKmTime(71.5 + random.next() * 5),
      NomeGuidatore: store.personName(horse.driverId),
      ImportoPremio: placed <= 5 ? random.int(3, 30) * 100 : 0,
      NumeroCorsa: raceNumber,
      NumeroPartenti: starters,
      videoLink: random.chance(0.3) ? `https://vimeo.com/${horse.code}${raceNumber}` : null,
      url: `/trotto/arrivi/${toDdmmyyyy(day)}/${racecourse.CodiceIppodromo}T/${raceNumber}`,
      isToday: false,
      isBelowThreshold: placed > 30,
    };
  });
}

export function performancesOf(store: TrottingStore, horse: Horse, limit = 10): Performance[] {
  const real = index(store).get(horse.code) ?? [];
  const olderCount = horse.career.corse > 0 ? Math.max(0, Math.min(limit, horse.career.corse) - real.length) : 0;
  return [...real.sort((a, b) => b.date.localeCompare(a.date)), ...synthetic(store, horse, olderCount)].slice(0, limit);
}
