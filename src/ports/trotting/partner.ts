import type { PartnerTable } from "../../domain/partner/partner-table";

/** Trotting-API slice for the partner API behind the embeddable /iframe pages. */
export type PartnerTrottingPort = {
  /** The offspring of a stallion born in one year. */
  stallionOffspring(query: { stallionCode: string; year: number }): Promise<PartnerTable>;
  /** The mares that had a foal by the stallion in one year. */
  stallionMares(query: { stallionCode: string; year: number }): Promise<PartnerTable>;
  /** Year by year: born, started, winners and winnings of the stallion's offspring. */
  stallionOffspringStatistics(query: { stallionCode: string }): Promise<PartnerTable>;
  /** The stallion's fastest offspring, of one birth year or of all of them. */
  stallionFastestOffspring(query: { stallionCode: string; year?: number }): Promise<PartnerTable>;
  /** The stallion's richest offspring, of one birth year or of all of them. */
  stallionRichestOffspring(query: { stallionCode: string; year?: number }): Promise<PartnerTable>;
  /** The breeder's horses in activity, of one birth year or of all of them. */
  breederHorses(query: { breederId: string; year?: number }): Promise<PartnerTable>;
  /** The matings of the breeder's mares in one year. */
  breederMatings(query: { breederId: string; year: number }): Promise<PartnerTable>;
  /** The breeder's foals (products) born in one year. */
  breederFoals(query: { breederId: string; year: number }): Promise<PartnerTable>;
  /** The breeder's broodmares. */
  breederMares(query: { breederId: string }): Promise<PartnerTable>;
};
