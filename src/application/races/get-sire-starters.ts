import type { SireStarters } from "../../domain/races/types";
import type { TrottingPort } from "../../ports/trotting-port";
import { unusableAsNull } from "../sections";

/** `starters` is null before a sire is chosen, or when the upstream's answer could not be read (`unavailable`). */
export type SireStartersPage = { sire: string; starters: SireStarters | null; unavailable: boolean };

/** Sons and daughters of a sire among the upcoming starters; nothing is asked before a sire is chosen. */
export function makeGetSireStarters(deps: { trotting: TrottingPort }) {
  return async function getSireStarters(sireName: string): Promise<SireStartersPage> {
    const sire = sireName.trim();
    if (!sire) return { sire, starters: null, unavailable: false };
    const starters = await unusableAsNull(deps.trotting.startersBySire(sire));
    return { sire, starters, unavailable: starters === null };
  };
}
