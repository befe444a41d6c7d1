import type { Pedigree } from "../../domain/pedigree/pedigree";
import type { Slug } from "../../domain/slug";
import type { HorsesTrottingPort } from "../../ports/trotting/horses";
import { isUpstreamError } from "../../ports/upstream-error";
import { stallionSubject } from "../known-subjects";

export type StallionPedigreePage = {
  slug: string;
  /** The slug of the stallion's pages when his file could be read (see PartnerTablePage's `ownSlug`). */
  ownSlug: string | null;
  /** null when the upstream failed: the page shows without the grid (docs/PRODUCT.md, "Partner pages": failures are only logged). */
  pedigree: Pedigree | null;
};

/** Partner page: the stallion's five-generation pedigree; null (the route answers 404) for an unknown horse. */
export function makeGetStallionPedigreePage(deps: { trotting: Pick<HorsesTrottingPort, "pedigree" | "horseFile"> }) {
  return async function getStallionPedigreePage(query: { subject: Slug }): Promise<StallionPedigreePage | null> {
    const slug = query.subject.text;
    const [subject, pedigree] = await Promise.all([
      stallionSubject(deps.trotting, query.subject.id),
      deps.trotting.pedigree(query.subject.id).then(
        (found) => ({ found }),
        (error: unknown) => {
          if (!isUpstreamError(error)) throw error;
          return { failure: error };
        },
      ),
    ]);
    if ("failure" in pedigree) return pedigree.failure.kind === "not-found" ? null : { slug, ownSlug: subject.ownSlug, pedigree: null };
    return { slug, ownSlug: subject.ownSlug, pedigree: pedigree.found };
  };
}
