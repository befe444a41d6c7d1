import { COUNTED, countOf } from "~/src/domain/agreement";
import { atLeastLetters } from "~/src/domain/horses/horse-search";
import {
  isSearchableInput,
  PICKER_MIN_INPUT_LENGTH,
  PICKER_MORE_RESULTS_NOTICE,
  suggestionLabel,
  type HorseSuggestion,
} from "~/src/domain/horses/horse-suggestion";
import { Combobox, type Suggestions } from "../combobox/combobox";
import { horseSuggestionsPath } from "~/src/urls/horses";

export type { HorseSuggestion };

export type HorsePickerProps = {
  /** Name of the hidden field holding the chosen horse code; the text field is `${name}Text`. */
  name: string;
  label: string;
  /** M = stallions, F = mares; omitted = any horse. */
  type?: "M" | "F";
  /** Only horses of breeding age. */
  ageLimit?: boolean;
  defaultValue?: { code: string; text: string } | null;
  onSelect?: (horse: HorseSuggestion | null) => void;
  required?: boolean;
  /** The first result is chosen when the field loses focus without a choice (the add-foal form's sire and dam, docs/PRODUCT.md, "Searches"). */
  pickFirstOnBlur?: boolean;
};

/** Sulky's picker route answers `{horses, more, unavailable}`. */
function asSuggestions(body: unknown): Suggestions<HorseSuggestion> {
  const answer = body as { horses?: unknown; more?: unknown; unavailable?: unknown } | null;
  return {
    items: Array.isArray(answer?.horses) ? (answer.horses as HorseSuggestion[]) : [],
    more: answer?.more === true,
    unavailable: answer?.unavailable === true,
  };
}

export function pickerSearchUrl(input: string, type: "M" | "F" | undefined, ageLimit: boolean | undefined): string {
  return horseSuggestionsPath({ input: input.trim(), type, ageLimit });
}

/** As-you-type horse search (docs/PRODUCT.md, "Searches"): from 4 characters, at most 10 horses, a notice when more exist. */
export function HorsePicker({ name, label, type, ageLimit, defaultValue, onSelect, required, pickFirstOnBlur }: HorsePickerProps) {
  return (
    <Combobox<HorseSuggestion>
      label={label}
      textName={`${name}Text`}
      valueName={name}
      defaultText={defaultValue?.text}
      defaultValue={defaultValue?.code}
      searchUrl={(text) => (isSearchableInput(text) ? pickerSearchUrl(text, type, ageLimit) : null)}
      parse={asSuggestions}
      itemKey={(horse) => horse.code}
      itemLabel={suggestionLabel}
      itemText={(horse) => horse.name}
      itemValue={(horse) => horse.code}
      onSelect={onSelect}
      listLabel={label}
      countText={(count) => countOf(count, COUNTED.horseFound)}
      noneText="Nessun cavallo trovato"
      moreText={PICKER_MORE_RESULTS_NOTICE}
      hint={(chosen) => (chosen ? "Cavallo selezionato" : `Scrivi ${atLeastLetters(PICKER_MIN_INPUT_LENGTH)} del nome`)}
      required={required}
      pickFirstOnBlur={pickFirstOnBlur}
    />
  );
}
