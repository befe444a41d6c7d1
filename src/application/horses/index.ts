import type { Ports } from "../ports";
import { makeFindStallionsForMare } from "./find-stallions-for-mare";
import { makeGetHorseFile } from "./get-horse-file";
import { makeGetHorseProfile } from "./get-horse-profile";
import { makeGetMatingHypothesis } from "./get-mating-hypothesis";
import { makeGetStartCalendar } from "./get-start-calendar";
import { makeGetMyHorses } from "./get-my-horses";
import { makeFindRacingSons, makeSearchHorses, makeSearchStarters } from "./search-horses";
import { makeSearchHorsesForPicker } from "./search-horses-for-picker";

/** The use cases of the horses screens, one per screen. */
export function createHorseUseCases(ports: Ports) {
  const searchHorsesForPicker = makeSearchHorsesForPicker(ports);
  return {
    searchHorsesForPicker,
    getHorseFile: makeGetHorseFile(ports),
    getHorseProfile: makeGetHorseProfile(ports),
    searchHorses: makeSearchHorses(ports),
    findRacingSons: makeFindRacingSons(ports),
    searchStarters: makeSearchStarters(ports),
    getStartCalendar: makeGetStartCalendar(ports),
    getMyHorses: makeGetMyHorses(ports),
    getMatingHypothesis: makeGetMatingHypothesis({ trotting: ports.trotting, searchHorsesForPicker }),
    findStallionsForMare: makeFindStallionsForMare({ trotting: ports.trotting, searchHorsesForPicker, clock: ports.clock }),
  };
}
