import type { HorseFileKind } from "~/src/domain/horses/horse";
import type { HorsesTrottingPort } from "~/src/ports/trotting/horses";
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
  performancesSchema,
  racingSonsSchema,
  starterSearchSchema,
} from "./schemas/horses";
import { matingPedigreeSchema, pedigreeSchema } from "./schemas/pedigree";

const segment = encodeURIComponent;

/** Which upstream collection holds each kind of horse file, and its subtype (st=fattrice for mares). */
const HORSE_FILE_SOURCES: Record<HorseFileKind, { collection: "puledri" | "stalloni"; subtype?: string }> = {
  puledri: { collection: "puledri" },
  fattrici: { collection: "puledri", subtype: "fattrice" },
  "in-vendita": { collection: "puledri" },
  stalloni: { collection: "stalloni" },
};

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
    matingPedigree: (sireCode, damCode) => client.post("/api/v1/genealogia", { father: sireCode, mother: damCode }, matingPedigreeSchema),

    horseFile: (kind, code) => {
      const { collection, subtype } = HORSE_FILE_SOURCES[kind];
      return client.get(`/api/v2/${collection}/${segment(code)}`, horseFileSchema, { st: subtype });
    },
    horseContacts: (kind, code) =>
      client.get(`/api/v2/${HORSE_FILE_SOURCES[kind].collection}/contacts/${segment(code)}`, horseContactsSchema),
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
