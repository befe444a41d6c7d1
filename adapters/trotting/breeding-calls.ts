import type { ForSaleKind } from "~/src/domain/breeding/for-sale";
import type { BreedingTrottingPort } from "~/src/ports/trotting/breeding";
import { UpstreamError } from "~/src/ports/upstream-error";
import type { UpstreamClient } from "../http/upstream-client";
import {
  breederListSchema,
  breederSheetSchema,
  breederSuggestionReadingsSchema,
  FOAL_LISTING_FIELDS,
  foalListingBody,
  foalListingReceiptSchema,
  foalListSchema,
  forSaleListSchema,
  namedBreederSuggestions,
  subscribeReceiptSchema,
  subscriptionBody,
} from "./schemas/breeding";

const FOR_SALE_PATHS: Record<ForSaleKind, string> = {
  fattrici: "/api/v2/mares",
  carature: "/api/v2/carats",
  puledri: "/api/v2/trainees",
};

/** A refusal's field errors under the listing's own field names (unknown ones kept as they came). */
function inListingTerms(error: unknown): unknown {
  if (!(error instanceof UpstreamError) || error.kind !== "rejected" || !error.fieldErrors) return error;
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(error.fieldErrors))
    (fieldErrors[FOAL_LISTING_FIELDS[field] ?? field] ??= []).push(...messages);
  return new UpstreamError(error.upstream, error.kind, error.message, error.status, fieldErrors);
}

export function breedingCalls(client: UpstreamClient): BreedingTrottingPort {
  return {
    foalList: (query) =>
      client.get("/api/v2/puledri", foalListSchema, {
        year: query.year,
        wvideo: query.withVideo ? 1 : undefined,
        fixed: query.fixed ? 1 : undefined,
      }),
    searchFoals: (query) => client.post("/api/v2/ricerca/puledri", query, foalListSchema),
    breederList: () => client.get("/api/v2/allevatori", breederListSchema),
    breederSheet: (id, year) => client.get(`/api/v2/allevatori/${id}`, breederSheetSchema, { year }),
    breederSuggestions: async (term) => {
      const readings = await client.get("/api/v2/allevatori", breederSuggestionReadingsSchema, { mini: 1, term });
      // A suggestion that came without its name is named from the breeders' list (the breeders page's own cached GET).
      if (readings.every((row) => row.label !== null)) return namedBreederSuggestions(readings, new Map());
      const names = await client
        .get("/api/v2/allevatori", breederListSchema)
        .then((breeders) => new Map(breeders.map((breeder) => [breeder.id, breeder.name])))
        .catch(() => new Map<number, string>());
      return namedBreederSuggestions(readings, names);
    },
    forSaleList: (kind) => client.get(FOR_SALE_PATHS[kind], forSaleListSchema),
    submitFoalListing: async (listing) => {
      try {
        return await client.post("/api/v2/puledri", foalListingBody(listing), foalListingReceiptSchema);
      } catch (error) {
        throw inListingTerms(error);
      }
    },
    subscribeToHorses: (subscription) => client.post("/api/v2/subscribe", subscriptionBody(subscription), subscribeReceiptSchema),
  };
}
