import { addDays, toDdmmyyyy, toIsoDate, toYyyymmdd } from '../../shared/dates';
import type { Random } from '../../shared/prng';
import { formatKmTime } from './horses';
import { RACECOURSES } from './racecourses';
import type { Horse, Qualification, Race, RaceMeeting, RaceRow } from './types';

export const RESULT_DAYS = 30;
export const ENTRY_DAYS = 7;
/** Piazzamento used for horses that did not place (shown as 'n.p.'). */
export const NOT_PLACED = [31, 40, 99];

const PRIZE_NAMES = ['Premio Città di {town}', 'Premio dei Fiori', 'Premio Allevatori', 'Premio Autunno', 'Premio Giovani Speranze', 'Premio Ippica Italiana', 'Premio Trofeo Sulky', 'Premio Amici del Trotto'];
const GRAN_PREMI = ['Gran Premio Nazionale', 'Gran Premio Orsi Mangelli', 'Gran Premio Lotteria', 'Gran Premio Tino Triossi', 'Gran Premio Continentale', 'Gran Premio Allevatori'];
const CATEGORIES: [string, string][] = [['G.P.', 'Gruppo I'], ['Listed', 'Gruppo III'], ['A', 'Vendere'], ['B', 'Reclamare'], ['C', 'Handicap'], ['D', 'Maiden']];

function raceTime(random: Random, distance: number): string {
  return formatKmTime(71 + random.next() * 5 + (distance > 2000 ? 0.8 : 0));
}

export function generateMeetings(random: Random, today: Date, horses: Horse[]): { meetings: RaceMeeting[]; qualifications: Qualification[] } {
  const currentYear = today.getUTCFullYear();
  const racers = horses.filter((horse) => !horse.deceased && horse.driverId && horse.recordBreve && currentYear - horse.birthYear >= 3 && currentYear - horse.birthYear <= 10);
  const twoYearOlds = horses.filter((horse) => currentYear - horse.birthYear === 2 && horse.driverId);
  const meetings: RaceMeeting[] = [];
  const qualifications: Qualification[] = [];
  let racecourseCursor = 0;

  const buildRace = (number: number, meetingIndex: number, kind: RaceMeeting['kind'], town: string, pool: Horse[], isQualification: boolean): Race => {
    const grand = !isQualification && number === 5 && meetingIndex % 3 === 0;
    const distance = isQualification ? 1600 : random.pick([1600, 1640, 2060, 2100, 2640]);
    const starters = random.shuffle(pool).slice(0, random.int(grand ? 10 : 7, grand ? 14 : 11));
    const [category, subcategory] = grand ? CATEGORIES[0] : isQualification ? ['Q', 'Qualifica'] : random.pick(CATEGORIES.slice(1));
    const purse = grand ? random.int(10, 40) * 11_000 : isQualification ? 0 : random.int(4, 22) * 1_100;
    const placings = random.shuffle(starters.map((_, index) => index + 1));
    const rows: RaceRow[] = starters.map((horse, index) => {
      const placed = kind === 'arrivi' ? (random.chance(0.12) ? random.pick(NOT_PLACED) : placings[index]) : null;
      const slowTime = isQualification && random.chance(0.15) ? random.pick(['1.59.9', '2.01.0']) : null;
      return {
        NumeroPartenza: index + 1,
        horseCode: horse.code,
        driverId: horse.driverId as number,
        Piazzamento: placed,
        TempoPre: kind === 'arrivi' && placed !== null && placed <= 30 ? slowTime ?? raceTime(random, distance) : null,
        ImportoPremio: kind === 'arrivi' && placed !== null && placed <= 5 ? Math.round((purse * [0.5, 0.2, 0.12, 0.08, 0.05][placed - 1]) / 10) * 10 : 0,
      };
    });
    if (kind === 'arrivi' && rows.length && !isQualification) {
      // at least one not-placed horse per result meeting keeps 'n.p.' visible
      if (number === 1) rows[rows.length - 1] = { ...rows[rows.length - 1], Piazzamento: 99, TempoPre: null, ImportoPremio: 0 };
    }
    return {
      NumeroCorsa: isQualification ? 0 : number,
      NomePremio: isQualification ? `Prova di qualifica ${number}` : grand ? GRAN_PREMI[meetingIndex % GRAN_PREMI.length] : random.pick(PRIZE_NAMES).replace('{town}', town),
      Ora: `${14 + Math.floor((number * 25) / 60)}:${String((number * 25) % 60).padStart(2, '0')}`,
      PremioCorsa: purse,
      Categoria: category,
      Sottocategoria: subcategory,
      Distanza: distance,
      DescrizioneCorsa: isQualification ? 'Prova di qualifica per cavalli di 2 anni' : `Per cavalli indigeni di ${random.int(3, 4)} anni e oltre${grand ? ', corsa di Gruppo' : ''}`,
      DescrizionePremio: grand ? `${purse.toLocaleString('it-IT')} euro (${Math.round(purse * 0.5)} al primo)` : `${purse} euro`,
      GranPremio: grand,
      videoLink: kind === 'arrivi' && random.chance(0.5) ? `https://www.youtube.com/watch?v=corsa${number}${meetingIndex}`.slice(0, 43) : null,
      rows,
      drawDone: true,
    };
  };

  for (let offset = -RESULT_DAYS; offset < ENTRY_DAYS; offset++) {
    const day = addDays(today, offset);
    const kind: RaceMeeting['kind'] = offset < 0 ? 'arrivi' : 'partenti';
    const meetingsToday = offset % 3 === 0 ? 3 : 2;
    for (let slot = 0; slot < meetingsToday; slot++) {
      const racecourse = RACECOURSES[racecourseCursor++ % RACECOURSES.length];
      const meetingIndex = meetings.length;
      const races = Array.from({ length: random.int(6, 8) }, (_, index) => buildRace(index + 1, meetingIndex, kind, racecourse.Localita, racers, false));
      const withTrials = kind === 'arrivi' && meetingIndex % 4 === 0;
      const qualifiche = withTrials ? [1, 2].map((number) => buildRace(number, meetingIndex, kind, racecourse.Localita, twoYearOlds, true)) : [];
      if (kind === 'partenti' && meetingIndex % 5 === 1) races[races.length - 1].drawDone = false;
      meetings.push({ date: toIsoDate(day), ddmmyyyy: toDdmmyyyy(day), racecourse, kind, ora: races[0].Ora, Autostart: random.pick(['Sì', 'No']), Nastri: random.pick(['Sì', 'No']), races, qualifiche });
      for (const trial of qualifiche) {
        for (const row of trial.rows) {
          if (row.Piazzamento === null || row.Piazzamento > 30 || !row.TempoPre) continue;
          qualifications.push({ horseCode: row.horseCode, DataPre: toYyyymmdd(day), ddmmyyyy: toDdmmyyyy(day), racecourseCode: racecourse.CodiceIppodromo, TempoPre: row.TempoPre, video: trial.videoLink });
        }
      }
    }
  }

  // qualifications of older crops, run when they were two years old
  for (const horse of horses) {
    const qualificationYear = horse.birthYear + 2;
    if (horse.founder || !horse.recordBreve || qualificationYear >= currentYear || qualificationYear < currentYear - 10 || !random.chance(0.55)) continue;
    const day = new Date(Date.UTC(qualificationYear, random.int(4, 10), random.int(1, 28)));
    qualifications.push({
      horseCode: horse.code,
      DataPre: toYyyymmdd(day),
      ddmmyyyy: toDdmmyyyy(day),
      racecourseCode: random.pick(RACECOURSES).CodiceIppodromo,
      TempoPre: random.chance(0.05) ? '2.01.0' : formatKmTime(74 + random.next() * 6),
      video: random.chance(0.2) ? `https://vimeo.com/${horse.code}` : null,
    });
  }
  return { meetings, qualifications };
}
