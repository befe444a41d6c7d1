import type { Ports } from "../ports";
import { makeSearchHorsesForPicker } from "../horses/search-horses-for-picker";
import { makeGetAddFoalForm } from "./get-add-foal-form";
import { makeGetBreederList } from "./get-breeder-list";
import { makeGetBreederSheet } from "./get-breeder-sheet";
import { makeGetFoalList, makeGetFoalYearBounds } from "./get-foal-list";
import { makeGetForSaleList } from "./get-for-sale-list";
import { makeGetFeaturedStallions, makeGetSponsorStallions } from "./get-stallions";
import { makeGetStallionMares, makeGetStallionOffspring } from "./get-stallion-tables";
import { makeSearchFoals } from "./search-foals";
import { makeSubmitFoalListing } from "./submit-foal-listing";
import { makeSubscribeToHorses } from "./subscribe-to-horses";
import { makeSuggestBreeders } from "./suggest-breeders";

/** The use cases of the breeding screens, one per screen. */
export function createBreedingUseCases(ports: Ports) {
  const suggestBreeders = makeSuggestBreeders(ports);
  return {
    getFoalList: makeGetFoalList(ports),
    getFoalYearBounds: makeGetFoalYearBounds(ports),
    searchFoals: makeSearchFoals(ports),
    getBreederList: makeGetBreederList(ports),
    getBreederSheet: makeGetBreederSheet(ports),
    suggestBreeders,
    getForSaleList: makeGetForSaleList(ports),
    getSponsorStallions: makeGetSponsorStallions(ports),
    getFeaturedStallions: makeGetFeaturedStallions(ports),
    getStallionMares: makeGetStallionMares(ports),
    getStallionOffspring: makeGetStallionOffspring(ports),
    getAddFoalForm: makeGetAddFoalForm(ports),
    submitFoalListing: makeSubmitFoalListing({ ...ports, searchHorses: makeSearchHorsesForPicker(ports), suggestBreeders }),
    subscribeToHorses: makeSubscribeToHorses(ports),
  };
}
