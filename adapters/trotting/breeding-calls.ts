import type { ForSaleKind } from "../../src/domain/breeding/for-sale";
import type { BreedingTrottingPort } from "../../src/ports/trotting/breeding";
import type { UpstreamClient } from "../http/upstream-client";
import {
  breederListSchema,
  breederSheetSchema,
  breederSuggestionsSchema,
  foalListingReceiptSchema,
  foalListSchema,
  forSaleListSchema,
  subscribeReceiptSchema,
} from "./schemas/breeding";

const FOR_SALE_PATHS: Record<ForSaleKind, string> = {
  fattrici: "/api/v2/mares",
  carature: "/api/v2/carats",
  puledri: "/api/v2/trainees",
};

export function breedingCalls(client: UpstreamClient): BreedingTrottingPort {
  return {
    foalList: (query) =>
      client.get("/api/v2/puledri", foalListSchema, { year: query.year, wvideo: query.wvideo ? 1 : undefined, fixed: query.fixed ? 1 : undefined }),
    searchFoals: (query) => client.post("/api/v2/ricerca/puledri", query, foalListSchema),
    breederList: () => client.get("/api/v2/allevatori", breederListSchema),
    breederSheet: (id, year) => client.get(`/api/v2/allevatori/${id}`, breederSheetSchema, { year }),
    breederSuggestions: (term) => client.get("/api/v2/allevatori", breederSuggestionsSchema, { mini: 1, term }),
    forSaleList: (kind) => client.get(FOR_SALE_PATHS[kind], forSaleListSchema),
    submitFoalListing: (listing) => client.post("/api/v2/puledri", listing, foalListingReceiptSchema),
    subscribeToHorses: (subscription) => client.post("/api/v2/subscribe", subscription, subscribeReceiptSchema),
  };
}
