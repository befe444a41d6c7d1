import type { PartnerTrottingPort } from "~/src/ports/trotting/partner";
import type { UpstreamClient } from "../http/upstream-client";
import { partnerTableSchema } from "./schemas/partner";

/**
 * The partner API names its stallion endpoints after one stallion (…-nad-al-sheba);
 * the `stallion` query chooses any other, so the names stay here and the port
 * speaks of "a stallion's offspring".
 */
const STALLION_PATHS = {
  offspring: "/api/iframe/figli-nad-al-sheba",
  mares: "/api/iframe/fattrici-nad-al-sheba",
  statistics: "/api/iframe/statistiche-figli-nad-al-sheba",
  fastest: "/api/iframe/statistiche-figli-piu-veloci-nad-al-sheba",
  richest: "/api/iframe/statistiche-figli-piu-ricchi-nad-al-sheba",
} as const;

const BREEDER_PATHS = {
  horses: "/api/iframe/cavalli-di",
  matings: "/api/iframe/accoppiamenti-di",
  foals: "/api/iframe/prodotti-di",
  mares: "/api/iframe/fattrici-di",
} as const;

export function partnerCalls(client: UpstreamClient): PartnerTrottingPort {
  const stallionTable = (path: string, stallionCode: string, year?: number) =>
    client.get(path, partnerTableSchema, { stallion: stallionCode, year });
  const breederTable = (path: string, breederId: string, year?: number) =>
    client.get(path, partnerTableSchema, { breeder: breederId, year });
  return {
    stallionOffspring: ({ stallionCode, year }) => stallionTable(STALLION_PATHS.offspring, stallionCode, year),
    stallionMares: ({ stallionCode, year }) => stallionTable(STALLION_PATHS.mares, stallionCode, year),
    stallionOffspringStatistics: ({ stallionCode }) => stallionTable(STALLION_PATHS.statistics, stallionCode),
    stallionFastestOffspring: ({ stallionCode, year }) => stallionTable(STALLION_PATHS.fastest, stallionCode, year),
    stallionRichestOffspring: ({ stallionCode, year }) => stallionTable(STALLION_PATHS.richest, stallionCode, year),
    breederHorses: ({ breederId, year }) => breederTable(BREEDER_PATHS.horses, breederId, year),
    breederMatings: ({ breederId, year }) => breederTable(BREEDER_PATHS.matings, breederId, year),
    breederFoals: ({ breederId, year }) => breederTable(BREEDER_PATHS.foals, breederId, year),
    breederMares: ({ breederId }) => breederTable(BREEDER_PATHS.mares, breederId),
  };
}
