import { sonsOfOneSire, type RacingSon } from "../../domain/horses/horse-search";
import { isSearchableInput } from "../../domain/horses/horse-suggestion";
import type { HorsesTrottingPort } from "../../ports/trotting/horses";
import { unusableAsNull } from "../sections";

/**
 * `sire` is the stallion the page names (the one whose sons are listed, or the text as typed
 * before a search); `starters` is null before a searchable name is given (`tooShort` when some
 * text was given), or when the upstream's answer could not be read (`unavailable`).
 */
export type SireStartersPage = {
  sire: string;
  starters: { description: string | null; results: RacingSon[] } | null;
  /** Other stallions the typed text also matched, to search for instead. */
  otherSires: string[];
  tooShort: boolean;
  unavailable: boolean;
};

/** Sons and daughters of one sire among the upcoming starters; nothing is asked before a name of more than 3 characters (docs/PRODUCT.md, "Searches"). */
export function makeGetSireStarters(deps: { trotting: Pick<HorsesTrottingPort, "racingSons"> }) {
  return async function getSireStarters(sireName: string): Promise<SireStartersPage> {
    const typed = sireName.trim();
    if (!isSearchableInput(typed)) return { sire: typed, starters: null, otherSires: [], tooShort: typed.length > 0, unavailable: false };
    const answer = await unusableAsNull(deps.trotting.racingSons(typed));
    if (!answer) return { sire: typed, starters: null, otherSires: [], tooShort: false, unavailable: true };
    const { sire, sons, otherSires } = sonsOfOneSire(answer.results, typed);
    return {
      sire: sire ?? typed,
      starters: { description: answer.description, results: sons },
      otherSires,
      tooShort: false,
      unavailable: false,
    };
  };
}
