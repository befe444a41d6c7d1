import {
  isSearchableInput,
  PICKER_MAX_RESULTS,
  type HorseSuggestion,
  type HorseSuggestionQuery,
} from "../../domain/horses/horse-suggestion";
import type { HorsesTrottingPort } from "../../ports/trotting/horses";

export type PickerResults = {
  /** At most PICKER_MAX_RESULTS horses, in the upstream's order. */
  horses: HorseSuggestion[];
  /** More horses match than are listed: the picker asks to keep typing. */
  more: boolean;
};

const NO_RESULTS: PickerResults = { horses: [], more: false };

/**
 * The as-you-type picker (docs/PRODUCT.md, "Searches"): no query under 4 characters (the list empties),
 * sex only when a type is set, at most 10 horses. Server-side forms use the first one.
 */
export function makeSearchHorsesForPicker(deps: { trotting: HorsesTrottingPort }) {
  return async function searchHorsesForPicker(query: HorseSuggestionQuery): Promise<PickerResults> {
    const input = query.input.trim();
    if (!isSearchableInput(input)) return NO_RESULTS;
    const { results, total } = await deps.trotting.searchHorsesAsYouType({
      input,
      ...(query.type ? { type: query.type } : {}),
      ageLimit: Boolean(query.ageLimit),
    });
    return {
      horses: results.slice(0, PICKER_MAX_RESULTS),
      more: Math.max(total, results.length) > PICKER_MAX_RESULTS,
    };
  };
}
