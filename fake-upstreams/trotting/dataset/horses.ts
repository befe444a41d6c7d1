import type { Random } from '../../shared/prng';
import { mediaUrl } from '../../shared/placeholder-images';
import { slugify } from '../../shared/text';
import type { BreederWithSuffix } from './breeders';
import { COATS, FOUNDERS, WORDS_BY_LETTER, letterForYear } from './names';
import type { Auction, Horse, Person, Sex, Video } from './types';

/** Birth years covered by generated horses: currentYear - GENERATED_YEARS .. currentYear (+ a base population before). */
export const GENERATED_YEARS = 35;
const BASE_YEARS = 8;

export interface HorseShowcase {
  stallionWithEverything: string;
  mareWithEverything: string;
  mareWithEmptyFemaleLine: string;
  horseWithNoData: string;
  halfSiblingMatingProduct: string;
  descendantOfHalfSiblingMating: string;
  foalCurrentYear: string;
}

interface Pools {
  studs: Horse[];
  broodmares: Horse[];
}

const AUCTIONS: Auction[] = [
  { auct_name: 'Asta ITS', auct_color: '#ffffff', auct_bgcolor: '#b71c1c' },
  { auct_name: 'Aste Vinovo', auct_color: '#000000', auct_bgcolor: '#ffd54f' },
  { auct_name: 'Selected Sale', auct_color: '#ffffff', auct_bgcolor: '#1565c0' },
];

const MOTTOS = ['Il campione dei campioni', 'Velocità e carattere', 'Il futuro del trotto italiano', 'Classe pura', 'Sangue da Derby', 'Nato per vincere', 'Precocità e resistenza'];

/** '1.11.3' from 71.3 seconds per km */
export function formatKmTime(secondsPerKm: number): string {
  const tenths = Math.round(secondsPerKm * 10);
  const minutes = Math.floor(tenths / 600);
  const rest = tenths - minutes * 600;
  const seconds = Math.floor(rest / 10);
  return `${minutes}.${String(seconds).padStart(2, '0')}.${rest % 10}`;
}

export function generateHorses(
  random: Random,
  context: { currentYear: number; breeders: BreederWithSuffix[]; people: Person[]; publicUrl: string },
): { horses: Horse[]; showcase: HorseShowcase } {
  const { currentYear, breeders, people, publicUrl } = context;
  const horses: Horse[] = [];
  const byName = new Map<string, Horse>();
  const usedNames = new Set<string>();
  const pools: Pools = { studs: [], broodmares: [] };
  const firstYear = currentYear - GENERATED_YEARS;

  const newHorse = (fields: Partial<Horse> & Pick<Horse, 'name' | 'sex' | 'birthYear'>): Horse => {
    const code = String(100001 + horses.length);
    const month = fields.month ?? random.int(1, 5);
    const horse: Horse = {
      code,
      slug: `${code}-${slugify(fields.name)}`,
      coat: random.pick(COATS),
      birthDate: `${fields.birthYear}-${String(month).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      month,
      sireCode: null,
      damCode: null,
      breederId: null,
      ownerId: null,
      trainerId: null,
      driverId: null,
      recordBreve: null,
      recordLunga: null,
      winnings: 0,
      career: { corse: 0, primo: 0, secondo: 0, terzo: 0, quarto: 0, quinto: 0 },
      deceased: false,
      founder: false,
      videos: [],
      photos: [],
      visitable: false,
      sold: false,
      auction: null,
      mountPrice: null,
      sponsor: false,
      forSale: null,
      motto: null,
      ...fields,
    };
    horses.push(horse);
    byName.set(horse.name, horse);
    usedNames.add(horse.name);
    return horse;
  };

  const makeName = (birthYear: number, breeder: BreederWithSuffix): string => {
    const words = WORDS_BY_LETTER[letterForYear(birthYear)];
    for (let attempt = 0; attempt < 40; attempt++) {
      const word = random.pick(words);
      const candidate = attempt < 20 ? `${word} ${breeder.nameSuffix}` : `${word} ${random.pick(words).toLowerCase() === word.toLowerCase() ? 'Secondo' : random.pick(['Bello', 'Mio', 'Forte', 'Blu', 'Rosso', 'Doc', 'Lux', 'Top', 'Sky', 'Fly'])} ${breeder.nameSuffix}`;
      if (!usedNames.has(candidate)) return candidate;
    }
    let counter = 2;
    while (usedNames.has(`${words[0]} ${breeder.nameSuffix} ${counter}`)) counter++;
    return `${words[0]} ${breeder.nameSuffix} ${counter}`;
  };

  const ageIn = (horse: Horse, year: number) => year - horse.birthYear;

  const pickSire = (year: number): Horse =>
    random.weighted(
      pools.studs.filter((stud) => ageIn(stud, year) >= 4 && ageIn(stud, year) <= (stud.founder ? 30 : 22)),
      (stud) => (stud.founder ? 6 : stud.sponsor ? 5 : 1) * (ageIn(stud, year) <= 10 ? 2 : 1),
    );
  const pickDam = (year: number): Horse =>
    random.weighted(
      pools.broodmares.filter((mare) => ageIn(mare, year) >= 3 && ageIn(mare, year) <= 18),
      (mare) => (ageIn(mare, year) <= 8 ? 3 : 1),
    );

  const breedFoal = (year: number, overrides: Partial<Horse> = {}, role: 'stud' | 'broodmare' | 'auto' = 'auto'): Horse => {
    const breeder = random.pick(breeders);
    const sex: Sex = overrides.sex ?? (random.chance(0.48) ? 'F' : random.chance(0.15) ? 'C' : 'M');
    const sireCode = overrides.sireCode !== undefined ? overrides.sireCode : pickSire(year).code;
    const damCode = overrides.damCode !== undefined ? overrides.damCode : pickDam(year).code;
    const foal = newHorse({ name: makeName(year, breeder), sex, birthYear: year, sireCode, damCode, breederId: breeder.id, ...overrides });
    if (role === 'stud' || (role === 'auto' && sex === 'M' && random.chance(0.07))) pools.studs.push(foal);
    if (role === 'broodmare' || (role === 'auto' && sex === 'F' && random.chance(0.45))) pools.broodmares.push(foal);
    return foal;
  };

  // 1. founders: real famous trotters
  for (const seed of FOUNDERS) {
    const founder = newHorse({
      name: seed.name,
      sex: seed.sex,
      birthYear: seed.birthYear,
      coat: seed.coat,
      founder: true,
      recordBreve: seed.recordBreve,
      recordLunga: seed.recordLunga,
      winnings: seed.winnings,
      sireCode: seed.sire ? byName.get(seed.sire)?.code ?? null : null,
    });
    if (seed.sex === 'M') pools.studs.push(founder);
    else pools.broodmares.push(founder);
  }
  const founder = (name: string): Horse => byName.get(name) as Horse;

  // 2. base population without dams, sired by the oldest founders
  let horseWithNoData: Horse | null = null;
  for (let year = firstYear - BASE_YEARS; year < firstYear; year++) {
    const oldSires = pools.studs.filter((stud) => stud.founder && ageIn(stud, year) >= 4 && ageIn(stud, year) <= 30);
    for (let index = 0; index < 10; index++) {
      const sex: Sex = index < 7 ? 'F' : 'M';
      breedFoal(year, { sex, damCode: null, sireCode: oldSires.length && index % 2 === 0 ? random.pick(oldSires).code : null }, sex === 'F' ? 'broodmare' : 'stud');
    }
    if (year === firstYear - 3) horseWithNoData = breedFoal(year, { sex: 'C', sireCode: null, damCode: null, coat: 'grigio' }, 'auto');
  }

  // 3. yearly crops, with a few forced matings that the showcase relies on
  const varenne = founder('Varenne');
  const halfSiblingsYear = varenne.birthYear + 5;
  let halfSiblings: { son: Horse; daughter: Horse } | null = null;
  let halfSiblingProduct: Horse | null = null;
  let inbredDaughter: Horse | null = null;
  let showcaseStallion: Horse | null = null;
  for (let year = firstYear; year <= currentYear; year++) {
    const crop = 88 + Math.round((year - firstYear) / 3);
    for (let index = 0; index < crop; index++) breedFoal(year);
    if (year === halfSiblingsYear) {
      // a son and a daughter of Varenne out of different dams: half-siblings, mated 4 years later
      halfSiblings = {
        son: breedFoal(year, { sex: 'M', sireCode: varenne.code }, 'stud'),
        daughter: breedFoal(year, { sex: 'F', sireCode: varenne.code }, 'broodmare'),
      };
    }
    if (halfSiblings && year === halfSiblingsYear + 4) {
      halfSiblingProduct = breedFoal(year, { sex: 'F', sireCode: halfSiblings.son.code, damCode: halfSiblings.daughter.code }, 'broodmare');
    }
    if (halfSiblingProduct && year === halfSiblingsYear + 8) {
      inbredDaughter = breedFoal(year, { sex: 'F', damCode: halfSiblingProduct.code, sireCode: founder('Love You').code }, 'broodmare');
    }
    if (inbredDaughter && year === currentYear - 12) {
      showcaseStallion = breedFoal(year, { sex: 'M', sireCode: founder('Nad Al Sheba').code, damCode: inbredDaughter.code, coat: 'baio', sponsor: true }, 'stud');
    }
  }
  if (!halfSiblingProduct || !inbredDaughter || !showcaseStallion || !horseWithNoData) throw new Error('dataset: showcase horses missing');

  // 4. careers, records, videos, sales
  const owners = people.filter((person) => person.role === 'proprietario');
  const trainers = people.filter((person) => person.role === 'allenatore');
  const drivers = people.filter((person) => person.role === 'guidatore');
  for (const horse of horses) {
    const age = currentYear - horse.birthYear;
    if (!horse.founder) {
      horse.deceased = age > 24 || (age > 8 && random.chance(0.03));
      if (age >= 2 && horse !== horseWithNoData && random.chance(0.82)) {
        const quality = random.next();
        const breve = 69.4 + quality * 8.5 + random.next();
        horse.recordBreve = formatKmTime(breve);
        horse.recordLunga = age >= 3 ? formatKmTime(breve + 0.4 + random.next() * 2) : null;
        const races = Math.min(age - 1, 9) * random.int(4, 11);
        const wins = Math.round(races * (0.28 - quality * 0.22) * random.next() * 1.5);
        horse.career = { corse: races, primo: wins, secondo: Math.round(races * 0.1), terzo: Math.round(races * 0.09), quarto: Math.round(races * 0.08), quinto: Math.round(races * 0.07) };
        horse.winnings = Math.round((wins * 4500 + races * 600) * (1.6 - quality) * (0.5 + random.next()));
      }
    }
    if (age >= 2 && age <= 12 && !horse.deceased && horse !== horseWithNoData) {
      horse.ownerId = random.pick(owners).id;
      horse.trainerId = random.pick(trainers).id;
      horse.driverId = random.pick(drivers).id;
    }
    if (age <= 10 && !horse.founder && horse !== horseWithNoData) {
      horse.visitable = random.chance(0.65);
      if (random.chance(0.1)) horse.auction = random.pick(AUCTIONS);
      else horse.sold = random.chance(0.22);
    }
    if (horse !== horseWithNoData && horse.recordBreve && random.chance(0.22)) horse.videos = [makeVideo(random, horse, random.int(0, 3))];
    if (horse.visitable) horse.photos = Array.from({ length: random.int(1, 3) }, (_, index) => mediaUrl(publicUrl, `cavallo-${horse.code}-${index + 1}`, 768, 432));
  }

  // showcase horses get every kind of data
  for (const showcase of [showcaseStallion, inbredDaughter]) {
    showcase.deceased = false;
    showcase.visitable = true;
    showcase.videos = [0, 1, 2, 3].map((kind) => makeVideo(random, showcase, kind));
    showcase.photos = [1, 2, 3].map((index) => mediaUrl(publicUrl, `cavallo-${showcase.code}-${index}`, 768, 432));
    showcase.recordBreve ??= '1.11.4';
    showcase.recordLunga ??= '1.12.6';
  }
  showcaseStallion.recordBreve = '1.10.8';
  showcaseStallion.recordLunga = '1.12.1';
  showcaseStallion.winnings = Math.max(showcaseStallion.winnings, 812_400);
  horseWithNoData.videos = [];
  horseWithNoData.photos = [];

  // sponsor stallions: living founders of breeding age plus the best young studs
  const livingStuds = pools.studs.filter((stud) => currentYear - stud.birthYear >= 5 && currentYear - stud.birthYear <= 22);
  const sponsors = [
    showcaseStallion,
    ...livingStuds.filter((stud) => stud.founder),
    ...livingStuds.filter((stud) => !stud.founder && stud !== showcaseStallion && stud.recordBreve).sort((a, b) => b.winnings - a.winnings).slice(0, 5),
  ];
  sponsors.forEach((stud, index) => {
    stud.sponsor = true;
    stud.deceased = false;
    stud.visitable = true;
    stud.mountPrice = stud === showcaseStallion ? 3500 : 1500 + ((index * 700) % 6500);
    stud.motto = MOTTOS[index % MOTTOS.length];
    if (!stud.photos.length) stud.photos = [mediaUrl(publicUrl, `cavallo-${stud.code}-1`, 768, 432)];
  });

  // for-sale lists
  const living = horses.filter((horse) => !horse.deceased && !horse.founder && horse !== horseWithNoData);
  living.filter((horse) => horse.sex === 'F' && currentYear - horse.birthYear >= 5 && currentYear - horse.birthYear <= 16).slice(0, 30).forEach((horse) => (horse.forSale = 'mare'));
  living.filter((horse) => currentYear - horse.birthYear >= 3 && currentYear - horse.birthYear <= 6 && horse.recordBreve && !horse.forSale).slice(0, 20).forEach((horse) => (horse.forSale = 'carat'));
  living.filter((horse) => currentYear - horse.birthYear === 2).slice(0, 25).forEach((horse) => (horse.forSale = 'trainee'));

  const offspringCount = new Map<string, number>();
  for (const horse of horses) if (horse.damCode) offspringCount.set(horse.damCode, (offspringCount.get(horse.damCode) ?? 0) + 1);
  const baseMares = pools.broodmares.filter((mare) => !mare.founder && mare.damCode === null);
  const mareWithEmptyFemaleLine = baseMares.sort((a, b) => (offspringCount.get(b.code) ?? 0) - (offspringCount.get(a.code) ?? 0))[0];
  const foalCurrentYear = horses.find((horse) => horse.birthYear === currentYear && horse.sireCode === showcaseStallion.code) ?? horses.find((horse) => horse.birthYear === currentYear);
  const descendant = horses.find((horse) => horse.damCode === showcaseStallion.code || horse.sireCode === showcaseStallion.code);

  return {
    horses,
    showcase: {
      stallionWithEverything: showcaseStallion.code,
      mareWithEverything: inbredDaughter.code,
      mareWithEmptyFemaleLine: mareWithEmptyFemaleLine.code,
      horseWithNoData: horseWithNoData.code,
      halfSiblingMatingProduct: halfSiblingProduct.code,
      descendantOfHalfSiblingMating: (descendant ?? showcaseStallion).code,
      foalCurrentYear: (foalCurrentYear as Horse).code,
    },
  };
}

function makeVideo(random: Random, horse: Horse, kind: number): Video {
  const id = `${horse.code}${random.int(100, 999)}`;
  switch (kind) {
    case 0:
      return { label: 'YouTube', path: `yt${id}`.slice(0, 11).padEnd(11, 'x'), description: `${horse.name}: vittoria in corsa`, is_internal: false };
    case 1:
      return { label: 'Vimeo', path: `https://vimeo.com/${id}`, description: `${horse.name} in allenamento`, is_internal: false };
    case 2:
      return { label: 'Cloud', path: `https://storage.googleapis.com/sulky-video/${horse.code}/corsa-${id}.mp4`, description: `Replay corsa di ${horse.name}`, is_internal: false };
    default:
      return { label: 'Sulky TV', path: `/video/cavalli/${horse.code}/${id}.mp4`, description: `Intervista all'allevatore di ${horse.name}`, is_internal: true };
  }
}
