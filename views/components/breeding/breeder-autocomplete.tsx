import { COUNTED, countOf } from "~/src/domain/agreement";
import { shouldSearchBreeders, type BreederSuggestion } from "~/src/domain/breeding/breeder-search";
import { Combobox, type Suggestions } from "../combobox/combobox";
import { breederSuggestionsPath } from "~/src/urls/breeding";

/** Sulky's route answers `{results: [{id, label}]}`. */
function asSuggestions(body: unknown): Suggestions<BreederSuggestion> {
  const results = (body as { results?: unknown } | null)?.results;
  return { items: Array.isArray(results) ? (results as BreederSuggestion[]) : [], more: false, unavailable: false };
}

/**
 * Breeder field with suggestions from 3 non-space characters (docs/PRODUCT.md, "Adding a foal"). It posts the
 * typed text as `breederName` and the chosen breeder's id as `breeder`; typing
 * clears the chosen id. Without JavaScript it is a text field the server looks up.
 */
export function BreederAutocomplete({
  defaultText,
  defaultId,
  error,
  hint,
}: {
  defaultText: string;
  defaultId: string;
  error?: string;
  hint: string;
}) {
  return (
    <Combobox<BreederSuggestion>
      className="breeder-autocomplete"
      label={
        <>
          Allevatore <span aria-hidden="true">*</span>
        </>
      }
      textName="breederName"
      valueName="breeder"
      defaultText={defaultText}
      defaultValue={defaultId}
      searchUrl={(text) => (shouldSearchBreeders(text) ? breederSuggestionsPath(text) : null)}
      parse={asSuggestions}
      itemKey={(breeder) => String(breeder.id)}
      itemLabel={(breeder) => breeder.label}
      itemText={(breeder) => breeder.label}
      itemValue={(breeder) => String(breeder.id)}
      listLabel="Allevatori suggeriti"
      countText={(count) => countOf(count, COUNTED.breederSuggested)}
      noneText="Nessun allevatore trovato"
      hint={() => hint}
      error={error}
      required
    />
  );
}
