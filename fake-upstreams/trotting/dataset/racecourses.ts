import type { Racecourse } from './types';

/** Real Italian trotting racecourses. Codes never end in 'T': site links add it (NAT, FIT...). */
export const RACECOURSES: Racecourse[] = [
  { CodiceIppodromo: 'NA', NomeIppodromo: 'Napoli Agnano', Localita: 'Napoli', LunghezzaPista: 1000, Taratura: 'Buona' },
  { CodiceIppodromo: 'FI', NomeIppodromo: 'Firenze Le Mulina', Localita: 'Firenze', LunghezzaPista: 800, Taratura: 'Buona' },
  { CodiceIppodromo: 'BO', NomeIppodromo: 'Bologna Arcoveggio', Localita: 'Bologna', LunghezzaPista: 804, Taratura: 'Buona' },
  { CodiceIppodromo: 'PD', NomeIppodromo: 'Padova Le Padovanelle', Localita: 'Padova', LunghezzaPista: 800, Taratura: 'Pesante' },
  { CodiceIppodromo: 'TV', NomeIppodromo: "Treviso Sant'Artemio", Localita: 'Treviso', LunghezzaPista: 1000, Taratura: 'Buona' },
  { CodiceIppodromo: 'TO', NomeIppodromo: 'Torino Vinovo', Localita: 'Vinovo', LunghezzaPista: 1000, Taratura: 'Buona' },
  { CodiceIppodromo: 'MO', NomeIppodromo: 'Montecatini Sesana', Localita: 'Montecatini Terme', LunghezzaPista: 800, Taratura: 'Leggera' },
  { CodiceIppodromo: 'CE', NomeIppodromo: 'Cesena', Localita: 'Cesena', LunghezzaPista: 800, Taratura: 'Buona' },
  { CodiceIppodromo: 'FO', NomeIppodromo: 'Follonica', Localita: 'Follonica', LunghezzaPista: 800, Taratura: 'Buona' },
  { CodiceIppodromo: 'TA', NomeIppodromo: 'Taranto Paolo VI', Localita: 'Taranto', LunghezzaPista: 1000, Taratura: 'Buona' },
  { CodiceIppodromo: 'PA', NomeIppodromo: 'Palermo La Favorita', Localita: 'Palermo', LunghezzaPista: 800, Taratura: 'Buona' },
  { CodiceIppodromo: 'RM', NomeIppodromo: 'Roma Capannelle', Localita: 'Roma', LunghezzaPista: 1000, Taratura: 'Buona' },
  { CodiceIppodromo: 'MI', NomeIppodromo: 'Milano La Maura', Localita: 'Milano', LunghezzaPista: 1000, Taratura: 'Pesante' },
  { CodiceIppodromo: 'MD', NomeIppodromo: 'Modena', Localita: 'Modena', LunghezzaPista: 800, Taratura: 'Buona' },
];

/** Accepts 'NA' or 'NAT' (any case) and returns the racecourse. */
export function findRacecourse(code: string): Racecourse | undefined {
  const upper = code.toUpperCase();
  const bare = upper.length === 3 && upper.endsWith('T') ? upper.slice(0, 2) : upper;
  return RACECOURSES.find((racecourse) => racecourse.CodiceIppodromo === bare);
}
