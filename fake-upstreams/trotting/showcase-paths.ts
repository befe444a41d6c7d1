import { buildDataset } from "./dataset";

/**
 * The day of results with qualification trials and a Gran Premio that the fakes' world ran before
 * `today` (the showcase of docs/FAKES.md), as the portal's address: `/trotto/arrivi/{ddmmyyyy}/{code}T`.
 * Here, next to the world, so the scripts that load pages need none of its field names.
 */
export function showcaseResultsDayPath(today: Date): string {
  const { date, ippodromo } = buildDataset({ today, publicUrl: "http://127.0.0.1" }).showcase.resultDayWithQualificationAndGranPremio;
  return `/trotto/arrivi/${date}/${ippodromo}T`;
}
