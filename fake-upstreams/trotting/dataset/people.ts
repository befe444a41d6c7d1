import type { Random } from "../../shared/prng";
import { slugify } from "../../shared/text";
import { FIRST_NAMES, LAST_NAMES, SILK_COLOURS } from "./names";
import type { Region } from "./racecourses";
import type { Person } from "./types";

/** Enough drivers for three meetings a day with a full roster each. */
const COUNTS: Record<Person["role"], number> = { proprietario: 110, allenatore: 55, guidatore: 110 };
const REGIONS: Region[] = ["nord", "nord", "centro", "sud"];

/** A person as the simulation knows them: where they work and, for owners, their silks. */
export interface SimPerson extends Person {
  region: Region;
  colours: [string, string];
  /** a real driver, who drives only the famous horse the records give them (docs/FAKES.md) */
  historical?: boolean;
}

/** The drivers of the founders that race in the archive, as the public records give them. */
const HISTORICAL_DRIVERS: Record<string, { name: string; region: Region }> = {
  Varenne: { name: "Giampaolo Minnucci", region: "centro" },
  "Nad Al Sheba": { name: "Davide Nuti", region: "centro" },
};

export const historicalDriver = (horseName: string): string | undefined => HISTORICAL_DRIVERS[horseName]?.name;

export function generatePeople(random: Random): SimPerson[] {
  const people: SimPerson[] = [];
  const used = new Set<string>();
  for (const role of Object.keys(COUNTS) as Person["role"][]) {
    for (let index = 0; index < COUNTS[role]; index++) {
      let name = "";
      do {
        const surname = random.pick(LAST_NAMES);
        name = role === "proprietario" && random.chance(0.25) ? `Scuderia ${surname}` : `${random.pick(FIRST_NAMES)} ${surname}`;
      } while (used.has(name));
      used.add(name);
      const id = people.length + 1;
      const jacket = random.pick(SILK_COLOURS)[1];
      let sleeves = random.pick(SILK_COLOURS)[1];
      while (sleeves === jacket) sleeves = random.pick(SILK_COLOURS)[1];
      people.push({ id, Nome: name, slug: `${id}-${slugify(name)}`, role, region: random.pick(REGIONS), colours: [jacket, sleeves] });
    }
  }
  for (const { name, region } of Object.values(HISTORICAL_DRIVERS)) {
    const id = people.length + 1;
    people.push({
      id,
      Nome: name,
      slug: `${id}-${slugify(name)}`,
      role: "guidatore",
      region,
      colours: ["#1565c0", "#fafafa"],
      historical: true,
    });
  }
  return people;
}

/** The upstream's person record. */
export const personRecord = ({ id, Nome, slug, role }: SimPerson): Person => ({ id, Nome, slug, role });
