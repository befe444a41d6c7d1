import type { HorsesTrottingPort } from "../../src/ports/trotting/horses";
import type { UpstreamClient } from "../http/upstream-client";
import {
  bestOffspringSchema,
  femaleLineSchema,
  horseContactsSchema,
  horseFileSchema,
  horseProfileSchema,
  horseSearchSchema,
  horseStatsSchema,
  horseSuggestionsSchema,
  horseVideosSchema,
  matingPedigreeSchema,
  pedigreeSchema,
  performancesSchema,
  racingSonsSchema,
  starterSearchSchema,
} from "./schemas/horses";

const segment = encodeURIComponent;

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
    pedigree: (code) => client.get(`/api/v1/cavalli/genealogia/${segment(code)}`, pedigreeSchema),
    matingPedigree: (father, mother) => client.post("/api/v1/genealogia", { father, mother }, matingPedigreeSchema),

    horseFile: (collection, code, subtype) =>
      client.get(`/api/v2/${collection}/${segment(code)}`, horseFileSchema, { st: subtype ?? undefined }),
    horseContacts: (collection, code) => client.get(`/api/v2/${collection}/contacts/${segment(code)}`, horseContactsSchema),
    horseProfile: (code) => client.get(`/api/v2/cavalli/${segment(code)}`, horseProfileSchema),
    horseStats: (code) => client.get(`/api/v2/cavalli/${segment(code)}/stats`, horseStatsSchema),
    horseVideos: (code) => client.get(`/api/v2/cavalli/videos/${segment(code)}`, horseVideosSchema),
    bestOffspring: (code) => client.get(`/api/v2/cavalli/miglioriFigli/${segment(code)}`, bestOffspringSchema),
    performances: (code) => client.get("/api/v2/prestazioni", performancesSchema, { horseId: code }),
    femaleLine: (code) => client.get(`/api/v1/cavalli/linea/${segment(code)}`, femaleLineSchema),

    searchHorses: async (text) => (await client.get("/api/v2/cavalli", horseSearchSchema, { s: text })).results,
    racingSons: (sireName) => client.get("/api/v2/cavalli/racingSons", racingSonsSchema, { q: sireName }),
    searchStarters: async (text) => (await client.get("/api/v1/cavalli/cerca/partenti", starterSearchSchema, { s: text })).results,
  };
}
