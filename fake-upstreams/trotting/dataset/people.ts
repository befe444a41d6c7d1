import type { Random } from '../../shared/prng';
import { slugify } from '../../shared/text';
import { FIRST_NAMES, LAST_NAMES } from './names';
import type { Person } from './types';

const COUNTS: Record<Person['role'], number> = { proprietario: 60, allenatore: 35, guidatore: 35 };

export function generatePeople(random: Random): Person[] {
  const people: Person[] = [];
  const used = new Set<string>();
  for (const role of Object.keys(COUNTS) as Person['role'][]) {
    for (let index = 0; index < COUNTS[role]; index++) {
      let name = '';
      do {
        const surname = random.pick(LAST_NAMES);
        name = role === 'proprietario' && random.chance(0.25) ? `Scuderia ${surname}` : `${random.pick(FIRST_NAMES)} ${surname}`;
      } while (used.has(`${role}:${name}`));
      used.add(`${role}:${name}`);
      const id = people.length + 1;
      people.push({ id, Nome: name, slug: `${id}-${slugify(name)}`, role });
    }
  }
  return people;
}
