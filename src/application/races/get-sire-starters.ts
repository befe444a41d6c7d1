import type { RacingSons } from "../../domain/horses/horse-search";
import type { HorsesTrottingPort } from "../../ports/trotting/horses";
import { unusableAsNull } from "../sections";

/** `starters` is null before a sire is chosen, or when the upstream's answer could not be read (`unavailable`). */
export type SireStartersPage = { sire: string; starters: RacingSons | null; unavailable: boolean };

/** Sons and daughters of a sire among the upcoming starters; nothing is asked before a sire is chosen. */
export function makeGetSireStarters(deps: { trotting: Pick<HorsesTrottingPort, "racingSons"> }) {
  return async function getSireStarters(sireName: string): Promise<SireStartersPage> {
    const sire = sireName.trim();
    if (!sire) return { sire, starters: null, unavailable: false };
    const starters = await unusableAsNull(deps.trotting.racingSons(sire));
    return { sire, starters, unavailable: starters === null };
  };
}
