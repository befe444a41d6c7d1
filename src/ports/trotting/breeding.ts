import type { Breeder, BreederListItem, BreederSheet } from "../../domain/breeding/breeders";
import type { BreederSuggestion } from "../../domain/breeding/breeder-search";
import type { ForSaleItem, ForSaleKind } from "../../domain/breeding/for-sale";
import type { FoalList, FoalListQuery } from "../../domain/breeding/foals";
import type { FoalListing, FoalListingReceipt, FollowSubscription } from "../../domain/breeding/forms";

export type { Breeder };

/**
 * Trotting-API slice for foals, breeders, stallions, for-sale lists, add-a-foal and follow forms.
 * A stallion's mares and offspring come from the partner slice (stallionMares, stallionOffspring).
 */
export type BreedingTrottingPort = {
  foalList(query: FoalListQuery): Promise<FoalList>;
  /** The route's query is sent as it is (POST /api/v2/ricerca/puledri). */
  searchFoals(query: Record<string, string>): Promise<FoalList>;
  breederList(): Promise<BreederListItem[]>;
  breederSheet(id: number, year: number): Promise<BreederSheet>;
  breederSuggestions(term: string): Promise<BreederSuggestion[]>;
  forSaleList(kind: ForSaleKind): Promise<ForSaleItem[]>;
  /** Rejects with UpstreamError kind 'rejected' (422), its field errors keyed by the listing's fields (FoalListingField). */
  submitFoalListing(listing: FoalListing): Promise<FoalListingReceipt>;
  subscribeToHorses(subscription: FollowSubscription): Promise<{ message: string | null }>;
};
