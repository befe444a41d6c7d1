import type { HorsesTrottingPort } from "../../src/ports/trotting/horses";
import type { UpstreamClient } from "../http/upstream-client";
import { horseSuggestionsSchema, matingPedigreeSchema, pedigreeSchema } from "./schemas/horses";

export function horsesCalls(client: UpstreamClient): HorsesTrottingPort {
  return {
    searchHorsesAsYouType: async ({ input, type, ageLimit }) => {
      const answer = await client.get("/api/v1/cavalli/cerca", horseSuggestionsSchema, {
        input,
        type,
        ageLimit: ageLimit ? 1 : undefined,
      });
      return { results: answer.results, total: answer.total ?? answer.results.length };
    },
    pedigree: (code) => client.get(`/api/v1/cavalli/genealogia/${encodeURIComponent(code)}`, pedigreeSchema),
    matingPedigree: (father, mother) => client.post("/api/v1/genealogia", { father, mother }, matingPedigreeSchema),
  };
}
