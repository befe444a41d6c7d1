import { BREEDER_NOT_PICKED, breederNamed, type BreederSuggestion } from "../../domain/breeding/breeder-search";
import type { FoalListing, FoalListingField } from "../../domain/breeding/forms";
import { calendarDateInItaly } from "../../domain/calendar";
import type { HorseSuggestion, HorseSuggestionQuery } from "../../domain/horses/horse-suggestion";
import type { Clock } from "../../ports/clock";
import type { BreedingTrottingPort } from "../../ports/trotting/breeding";
import { firstMessages, upstreamOutcome, type FormOutcome } from "./form-outcome";
import { foalFormValues, validateFoalForm, type FoalFormValues, type ValidFoalForm } from "./foal-listing-form";

export type FoalListingOutcome = FormOutcome<FoalFormValues, { message: string | null; warning: string | null }>;

type Deps = {
  trotting: BreedingTrottingPort;
  clock: Clock;
  searchHorses: (query: HorseSuggestionQuery) => Promise<{ horses: HorseSuggestion[] }>;
  suggestBreeders: (term: string) => Promise<BreederSuggestion[]>;
};

/** The listing's fields an upstream refusal names → the form's fields, so a 422 shows next to the right field. */
const FORM_FIELDS: Partial<Record<FoalListingField, keyof FoalFormValues>> = { dam: "damText", sire: "sireText", breeder: "breederName" };

/**
 * The add-a-foal form (docs/PRODUCT.md, "Adding a foal"): validated here, dam and sire taken from the
 * first search result when only their name was typed (as the picker does). The breeder
 * must be picked from the suggestions: without its id, only a text that is exactly one
 * suggested breeder's name is taken (what picking writes; the form without JavaScript),
 * any other text is refused with a message.
 */
export function makeSubmitFoalListing(deps: Deps) {
  async function firstHorseCode(text: string, type: "M" | "F"): Promise<string> {
    if (!text) return "";
    const { horses } = await deps.searchHorses({ input: text, type, ageLimit: true }).catch(() => ({ horses: [] as HorseSuggestion[] }));
    return horses[0]?.code ?? "";
  }

  async function pickedBreeder(form: ValidFoalForm): Promise<string> {
    if (form.breeder) return form.breeder;
    const suggestions = await deps.suggestBreeders(form.breederName).catch(() => [] as BreederSuggestion[]);
    const named = breederNamed(suggestions, form.breederName);
    return named ? String(named.id) : "";
  }

  async function listingOf(form: ValidFoalForm, breeder: string): Promise<FoalListing> {
    const [dam, sire] = await Promise.all([form.dam || firstHorseCode(form.damText, "F"), form.sire || firstHorseCode(form.sireText, "M")]);
    return {
      name: form.name,
      sex: form.sex,
      birthYear: form.birthYear,
      dam: { code: dam, typed: form.damText },
      sire: { code: sire, typed: form.sireText },
      breeder: { code: breeder, typed: form.breederName },
      phone: form.phone,
      note: form.note,
    };
  }

  return async function submitFoalListing(raw: Record<string, unknown>): Promise<FoalListingOutcome> {
    const values = foalFormValues(raw);
    const checked = validateFoalForm(values, calendarDateInItaly(deps.clock.now()).year);
    if (!checked.ok) return { status: "invalid", errors: firstMessages(checked.errors), values };
    const breeder = await pickedBreeder(checked.form);
    if (!breeder) return { status: "invalid", errors: { breederName: BREEDER_NOT_PICKED }, values };
    try {
      const receipt = await deps.trotting.submitFoalListing(await listingOf(checked.form, breeder));
      return { status: "sent", message: receipt.message, warning: receipt.warning };
    } catch (error) {
      return upstreamOutcome(error, values, FORM_FIELDS);
    }
  };
}
