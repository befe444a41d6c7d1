import {
  DEFAULT_STALLION_MATCH_FILTERS,
  STALLION_MATCH_SORTS,
  type StallionMatchFilters,
  type StallionMatchSort,
} from "../domain/pedigree/stallion-match-filters";

/** The filters of the stallions-for-a-mare page as its address carries them (?coiMax=…&montaMin=…&montaMax=…&sponsor=1&ordine=…). */

type QueryReader = { get(name: string): string | null };

/** A number as an Italian visitor types it: '3,125', '1.500' (thousands) or '1500'. */
function parseItalianNumber(raw: string): number | null {
  const text = raw.trim().replace(/\s|€|%/g, "");
  if (!/^\d{1,3}(\.\d{3})*(,\d+)?$|^\d+([.,]\d+)?$/.test(text)) return null;
  const normal = /^\d{1,3}(\.\d{3})+(,\d+)?$/.test(text) ? text.replace(/\./g, "").replace(",", ".") : text.replace(",", ".");
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
}

export const MAX_FEE_ACCEPTED = 1_000_000;

/**
 * Filters from the page's address (?coiMax=…&montaMin=…&montaMax=…&sponsor=1&ordine=…).
 * A value that cannot be read is left out with a message saying so; the page still answers.
 */
export function parseStallionMatchFilters(query: QueryReader): { filters: StallionMatchFilters; errors: string[] } {
  const errors: string[] = [];
  const filters: StallionMatchFilters = { ...DEFAULT_STALLION_MATCH_FILTERS };
  const present = (name: string) => {
    const value = query.get(name);
    return value !== null && value.trim() !== "" ? value : null;
  };

  const coi = present("coiMax");
  if (coi !== null) {
    const percent = parseItalianNumber(coi);
    if (percent === null || percent < 0 || percent > 100)
      errors.push("La consanguineità massima deve essere una percentuale tra 0 e 100: filtro ignorato.");
    else filters.maxCoefficient = percent / 100;
  }

  const fee = (name: string, label: string) => {
    const raw = present(name);
    if (raw === null) return null;
    const value = parseItalianNumber(raw);
    if (value === null || value < 0 || value > MAX_FEE_ACCEPTED) {
      errors.push(`Il prezzo di monta ${label} deve essere un importo in euro tra 0 e 1.000.000: filtro ignorato.`);
      return null;
    }
    return value;
  };
  filters.minFee = fee("montaMin", "minimo");
  filters.maxFee = fee("montaMax", "massimo");
  if (filters.minFee !== null && filters.maxFee !== null && filters.minFee > filters.maxFee) {
    errors.push("Il prezzo di monta minimo supera il massimo: filtro del prezzo ignorato.");
    filters.minFee = null;
    filters.maxFee = null;
  }

  filters.sponsorOnly = query.get("sponsor") === "1";
  const sort = present("ordine");
  if (sort !== null) {
    if ((STALLION_MATCH_SORTS as readonly string[]).includes(sort)) filters.sort = sort as StallionMatchSort;
    else errors.push("Ordinamento sconosciuto: stalloni ordinati per consanguineità.");
  }
  return { filters, errors };
}

/** The page's address for a mare and filters: only what differs from the defaults. */
export function stallionMatchSearch(mareCode: string | null, filters: StallionMatchFilters): string {
  const query = new URLSearchParams();
  if (mareCode) query.set("fattrice", mareCode);
  const decimal = (value: number) => String(Math.round(value * 1e6) / 1e6).replace(".", ",");
  if (filters.maxCoefficient !== null) query.set("coiMax", decimal(filters.maxCoefficient * 100));
  if (filters.minFee !== null) query.set("montaMin", decimal(filters.minFee));
  if (filters.maxFee !== null) query.set("montaMax", decimal(filters.maxFee));
  if (filters.sponsorOnly) query.set("sponsor", "1");
  if (filters.sort !== DEFAULT_STALLION_MATCH_FILTERS.sort) query.set("ordine", filters.sort);
  const text = query.toString();
  return text ? `?${text}` : "";
}
