/** Trotting-API slice for the partner API behind the embeddable /iframe pages. */
export type PartnerTrottingPort = {};
