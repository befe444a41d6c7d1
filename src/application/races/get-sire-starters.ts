import type { SireStarters } from "../../domain/races/types";
import type { TrottingPort } from "../../ports/trotting-port";

export type SireStartersPage = { sire: string; starters: SireStarters | null };

/** Sons and daughters of a sire among the upcoming starters; nothing is asked before a sire is chosen. */
export function makeGetSireStarters(deps: { trotting: TrottingPort }) {
  return async function getSireStarters(sireName: string): Promise<SireStartersPage> {
    const sire = sireName.trim();
    if (!sire) return { sire, starters: null };
    return { sire, starters: await deps.trotting.startersBySire(sire) };
  };
}
