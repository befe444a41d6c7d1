import type { SimHorse } from "./sim-horse";
import type { World, WorldShowcase } from "./world-model";

/** After the run: the showcase horses, the studbook codes and the lookups the fakes read. */

/** Codes the docs, tests and scripts name: kept for the showcase horses whatever the simulation draws. */
export const PINNED_CODES: Record<keyof WorldShowcase, number | null> = {
  stallion: 102306,
  mare: 101736,
  halfSiblingProduct: 101362,
  halfSiblingSire: null,
  halfSiblingDam: null,
  noData: 100077,
  mareWithEmptyFemaleLine: 100038,
  descendant: 102606,
  foalCurrentYear: 103381,
};
const FIRST_CODE = 100001;
/** Historical ancestors of the founders get codes of their own range, after the studbook's. */
const FIRST_HISTORICAL_CODE = 190001;

export type ShowcaseLineIndices = Pick<
  WorldShowcase,
  "stallion" | "mare" | "halfSiblingProduct" | "halfSiblingSire" | "halfSiblingDam" | "noData"
>;

export function chooseShowcase(horses: SimHorse[], currentYear: number, line: ShowcaseLineIndices): WorldShowcase {
  const foals = new Map<number, SimHorse[]>();
  for (const horse of horses) {
    for (const parent of [horse.sire, horse.dam]) if (parent >= 0) (foals.get(parent) ?? foals.set(parent, []).get(parent)!).push(horse);
  }
  const foundingMare = horses
    .filter(
      (horse) =>
        horse.sex === "F" &&
        !horse.founder &&
        !horse.historical &&
        horse.dam < 0 &&
        horse.sire < 0 &&
        (foals.get(horse.index)?.length ?? 0) > 0,
    )
    .sort((a, b) => (foals.get(b.index)?.length ?? 0) - (foals.get(a.index)?.length ?? 0))[0];
  const stallionFoals = foals.get(line.stallion) ?? [];
  const youngest = horses.reduce((latest, horse) => (horse.birthDay > latest.birthDay ? horse : latest), horses[0]);
  const currentFoal =
    stallionFoals.find((horse) => horse.birthYear === currentYear) ?? horses.find((horse) => horse.birthYear === currentYear) ?? youngest;
  return {
    ...line,
    mareWithEmptyFemaleLine: foundingMare.index,
    descendant: (stallionFoals[0] ?? foals.get(line.mare)?.[0] ?? horses[line.stallion]).index,
    foalCurrentYear: currentFoal.index,
  };
}

/** Studbook codes: founders first, pinned codes for the showcase, the others in order of birth, historical horses apart. */
function assignCodes(horses: SimHorse[], showcase: WorldShowcase): void {
  const pinned = new Map<number, number>();
  for (const [role, code] of Object.entries(PINNED_CODES) as [keyof WorldShowcase, number | null][])
    if (code !== null && !pinned.has(showcase[role])) pinned.set(showcase[role], code);
  const taken = new Set(pinned.values());
  let next = FIRST_CODE;
  let nextHistorical = FIRST_HISTORICAL_CODE;
  const ordered = horses
    .filter((horse) => !horse.historical)
    .sort(
      (a, b) => Number(b.founder) - Number(a.founder) || (a.founder ? a.index - b.index : a.birthDay - b.birthDay || a.index - b.index),
    );
  for (const horse of ordered) {
    const code = pinned.get(horse.index);
    if (code !== undefined) {
      horse.code = String(code);
      continue;
    }
    while (taken.has(next)) next++;
    horse.code = String(next++);
  }
  for (const horse of horses) if (horse.historical) horse.code = String(nextHistorical++);
}

/** Lookups built once: every horse's starts in date order, meetings by day and track. */
export function indexWorld(parts: Omit<World, "startsByHorse" | "meetingByDayTrack" | "buildMs"> & { startedAt: number }): World {
  const { ledger, horses, meetings, startedAt, ...rest } = parts;
  assignCodes(horses, parts.showcase);
  const offsets = new Int32Array(horses.length + 1);
  for (let start = 0; start < ledger.startCount; start++) offsets[ledger.sHorse[start] + 1] += 1;
  for (let horse = 0; horse < horses.length; horse++) offsets[horse + 1] += offsets[horse];
  const cursor = offsets.slice(0, horses.length);
  const starts = new Int32Array(ledger.startCount);
  for (let start = 0; start < ledger.startCount; start++) starts[cursor[ledger.sHorse[start]]++] = start;
  const meetingByDayTrack = new Map<string, number>();
  for (const meeting of meetings) meetingByDayTrack.set(`${meeting.day}:${meeting.track}`, meeting.index);
  return {
    ...rest,
    ledger,
    horses,
    meetings,
    startsByHorse: { offsets, starts },
    meetingByDayTrack,
    buildMs: Math.round(performance.now() - startedAt),
  };
}
