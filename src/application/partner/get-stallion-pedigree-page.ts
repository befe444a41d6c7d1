import { idFromPartnerSlug } from "../../domain/partner/partner-params";
import type { Pedigree } from "../../domain/pedigree/pedigree";
import type { HorsesTrottingPort } from "../../ports/trotting/horses";
import { isUpstreamError } from "../../ports/upstream-error";

export type StallionPedigreePage = {
  slug: string;
  /** null when the upstream failed: the page shows without the grid (001 §8: only logged). */
  pedigree: Pedigree | null;
};

/**
 * Partner page: the stallion's five-generation pedigree. null (the route answers
 * 404) for a malformed slug, without calling upstream, or for an unknown horse.
 */
export function makeGetStallionPedigreePage(deps: { trotting: Pick<HorsesTrottingPort, "pedigree"> }) {
  return async function getStallionPedigreePage(query: { slug: string }): Promise<StallionPedigreePage | null> {
    const code = idFromPartnerSlug(query.slug);
    if (code === null) return null;
    try {
      return { slug: query.slug, pedigree: await deps.trotting.pedigree(code) };
    } catch (error) {
      if (!isUpstreamError(error)) throw error;
      return error.kind === "not-found" ? null : { slug: query.slug, pedigree: null };
    }
  };
}
