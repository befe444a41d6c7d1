import type { Ports } from "../ports";
import { makeSearchHorsesForPicker } from "./search-horses-for-picker";

/** The use cases of the horses screens, one per screen. */
export function createHorseUseCases(ports: Ports) {
  return {
    searchHorsesForPicker: makeSearchHorsesForPicker(ports),
  };
}
