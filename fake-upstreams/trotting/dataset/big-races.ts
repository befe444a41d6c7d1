/**
 * The calendar of Gran Premi: each is run once a year, at one track, on one day of one month.
 * `real: true` marks races whose track, month and conditions follow the real Italian calendar
 * (as reported by the racecourses and the trade press); the others are plausible inventions
 * that keep a big race in every month of the simulated season.
 */
export interface BigRace {
  name: string;
  track: string;
  month: number;
  /** fixed day of the month, or the n-th weekday (0 = Sunday) of the month */
  date: { day: number } | { nth: number; weekday: number };
  minAge: number;
  maxAge: number;
  fillies?: boolean;
  distance: number;
  autostart: boolean;
  purse: number;
  group: 'Gruppo I' | 'Gruppo II' | 'Gruppo III';
  field: number;
  real: boolean;
}

export const BIG_RACES: BigRace[] = [
  { name: "Gran Premio d'Inverno", track: 'FI', month: 1, date: { nth: 2, weekday: 0 }, minAge: 4, maxAge: 14, distance: 2060, autostart: true, purse: 44_000, group: 'Gruppo III', field: 10, real: false },
  { name: 'Gran Premio della Favorita', track: 'PA', month: 2, date: { nth: 2, weekday: 0 }, minAge: 4, maxAge: 14, distance: 1600, autostart: true, purse: 38_500, group: 'Gruppo III', field: 10, real: false },
  { name: 'Gran Premio Città di Taranto', track: 'TA', month: 3, date: { nth: 1, weekday: 0 }, minAge: 4, maxAge: 14, distance: 2060, autostart: true, purse: 38_500, group: 'Gruppo III', field: 10, real: false },
  { name: 'Gran Premio Primavera', track: 'BO', month: 3, date: { nth: 4, weekday: 0 }, minAge: 3, maxAge: 3, distance: 1660, autostart: true, purse: 55_000, group: 'Gruppo II', field: 10, real: false },
  { name: 'Gran Premio Città di Treviso', track: 'TV', month: 4, date: { nth: 2, weekday: 0 }, minAge: 4, maxAge: 14, distance: 1600, autostart: true, purse: 66_000, group: 'Gruppo II', field: 11, real: false },
  { name: 'Gran Premio Lotteria', track: 'NA', month: 5, date: { day: 1 }, minAge: 4, maxAge: 14, distance: 1600, autostart: true, purse: 440_000, group: 'Gruppo I', field: 12, real: true },
  { name: "Gran Premio d'Europa", track: 'MI', month: 5, date: { nth: 4, weekday: 0 }, minAge: 4, maxAge: 4, distance: 2250, autostart: true, purse: 209_000, group: 'Gruppo I', field: 12, real: true },
  { name: 'Gran Premio Tino Triossi', track: 'RM', month: 6, date: { day: 29 }, minAge: 4, maxAge: 4, distance: 2100, autostart: true, purse: 154_000, group: 'Gruppo I', field: 12, real: true },
  { name: 'Gran Premio Gaetano Turilli', track: 'RM', month: 6, date: { day: 29 }, minAge: 5, maxAge: 14, distance: 2100, autostart: true, purse: 154_000, group: 'Gruppo I', field: 12, real: true },
  { name: 'Gran Premio Nazionale', track: 'MI', month: 7, date: { nth: 1, weekday: 0 }, minAge: 3, maxAge: 3, distance: 2250, autostart: true, purse: 220_000, group: 'Gruppo I', field: 12, real: true },
  { name: 'Gran Premio Nello Bellei', track: 'MO', month: 7, date: { nth: 2, weekday: 6 }, minAge: 4, maxAge: 4, distance: 2060, autostart: true, purse: 66_000, group: 'Gruppo III', field: 10, real: true },
  { name: 'Gran Premio Società Terme', track: 'MO', month: 7, date: { nth: 3, weekday: 6 }, minAge: 3, maxAge: 3, distance: 2040, autostart: true, purse: 66_000, group: 'Gruppo III', field: 11, real: true },
  { name: 'Gran Premio Città di Montecatini', track: 'MO', month: 8, date: { day: 15 }, minAge: 4, maxAge: 14, distance: 1640, autostart: true, purse: 121_000, group: 'Gruppo I', field: 9, real: true },
  { name: 'Gran Premio Città di Cesena', track: 'CE', month: 8, date: { day: 16 }, minAge: 4, maxAge: 4, distance: 2060, autostart: true, purse: 88_000, group: 'Gruppo II', field: 10, real: true },
  { name: 'Campionato Europeo', track: 'CE', month: 9, date: { nth: 1, weekday: 6 }, minAge: 5, maxAge: 14, distance: 1660, autostart: true, purse: 154_000, group: 'Gruppo I', field: 12, real: true },
  { name: 'Gran Premio Marangoni', track: 'TO', month: 9, date: { nth: 1, weekday: 0 }, minAge: 3, maxAge: 3, distance: 2100, autostart: true, purse: 154_000, group: 'Gruppo I', field: 12, real: true },
  { name: 'Gran Premio Continentale', track: 'BO', month: 9, date: { nth: 3, weekday: 0 }, minAge: 4, maxAge: 4, distance: 2060, autostart: true, purse: 154_000, group: 'Gruppo I', field: 12, real: true },
  { name: 'Derby Italiano del Trotto', track: 'RM', month: 10, date: { nth: 2, weekday: 0 }, minAge: 3, maxAge: 3, distance: 2100, autostart: true, purse: 660_000, group: 'Gruppo I', field: 14, real: true },
  { name: 'Gran Premio Città di Napoli', track: 'NA', month: 10, date: { nth: 3, weekday: 0 }, minAge: 3, maxAge: 3, distance: 1600, autostart: true, purse: 88_000, group: 'Gruppo II', field: 11, real: true },
  { name: 'Gran Premio delle Nazioni', track: 'MI', month: 10, date: { nth: 4, weekday: 0 }, minAge: 4, maxAge: 14, distance: 2100, autostart: true, purse: 308_000, group: 'Gruppo I', field: 12, real: true },
  { name: 'Gran Premio Orsi Mangelli', track: 'TO', month: 11, date: { day: 1 }, minAge: 3, maxAge: 3, distance: 1600, autostart: true, purse: 300_300, group: 'Gruppo I', field: 12, real: true },
  { name: 'Gran Criterium', track: 'MI', month: 11, date: { nth: 3, weekday: 0 }, minAge: 2, maxAge: 2, distance: 1600, autostart: true, purse: 220_000, group: 'Gruppo I', field: 12, real: true },
  { name: 'Gran Premio Allevatori', track: 'NA', month: 12, date: { nth: 2, weekday: 0 }, minAge: 2, maxAge: 2, distance: 1600, autostart: true, purse: 110_000, group: 'Gruppo I', field: 12, real: false },
  { name: 'Gran Premio Gala Internazionale', track: 'RM', month: 12, date: { day: 26 }, minAge: 4, maxAge: 14, distance: 2100, autostart: true, purse: 88_000, group: 'Gruppo II', field: 12, real: false },
];

/** Day of the month a big race falls on in a given year. */
export function bigRaceDay(race: BigRace, year: number): number {
  if ('day' in race.date) return race.date.day;
  const firstWeekday = new Date(Date.UTC(year, race.month - 1, 1)).getUTCDay();
  const firstMatch = 1 + ((race.date.weekday - firstWeekday + 7) % 7);
  return firstMatch + 7 * (race.date.nth - 1);
}
