/**
 * The filters and the order of the stallions for a mare (the page's address carries them:
 * src/urls/stallion-match-query.ts). Apart from the ranking itself: the page's browser code
 * needs these and nothing of the pedigree analysis.
 */

export const STALLION_MATCH_SORTS = ["coi", "monta", "guadagni"] as const;
export type StallionMatchSort = (typeof STALLION_MATCH_SORTS)[number];

export const STALLION_MATCH_SORT_LABELS: Record<StallionMatchSort, string> = {
  coi: "Consanguineità",
  monta: "Prezzo di monta",
  guadagni: "Vincite dei figli",
};

export type StallionMatchFilters = {
  /** Highest coefficient accepted, 0..1; null = any. */
  maxCoefficient: number | null;
  minFee: number | null;
  maxFee: number | null;
  sponsorOnly: boolean;
  sort: StallionMatchSort;
};

export const DEFAULT_STALLION_MATCH_FILTERS: StallionMatchFilters = {
  maxCoefficient: null,
  minFee: null,
  maxFee: null,
  sponsorOnly: false,
  sort: "coi",
};
