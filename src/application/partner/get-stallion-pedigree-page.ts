import type { Pedigree } from "../../domain/pedigree/pedigree";
import type { Slug } from "../../domain/slug";
import type { HorsesTrottingPort } from "../../ports/trotting/horses";
import { isUpstreamError } from "../../ports/upstream-error";

export type StallionPedigreePage = {
  slug: string;
  /** null when the upstream failed: the page shows without the grid (docs/PRODUCT.md, "Partner pages": failures are only logged). */
  pedigree: Pedigree | null;
};

/** Partner page: the stallion's five-generation pedigree; null (the route answers 404) for an unknown horse. */
export function makeGetStallionPedigreePage(deps: { trotting: Pick<HorsesTrottingPort, "pedigree"> }) {
  return async function getStallionPedigreePage(query: { subject: Slug }): Promise<StallionPedigreePage | null> {
    const slug = query.subject.text;
    try {
      return { slug, pedigree: await deps.trotting.pedigree(query.subject.id) };
    } catch (error) {
      if (!isUpstreamError(error)) throw error;
      return error.kind === "not-found" ? null : { slug, pedigree: null };
    }
  };
}
