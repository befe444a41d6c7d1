import { useId, useState, type KeyboardEvent } from "react";
import {
  isSearchableInput,
  PICKER_MORE_RESULTS_NOTICE,
  suggestionLabel,
  type HorseSuggestion,
} from "../../../src/domain/horses/horse-suggestion";
import { useJsonSuggestions } from "../use-json-suggestions";
import "./horse-picker.css";

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
};

type PickerAnswer = { horses: HorseSuggestion[]; more: boolean; unavailable?: boolean };

function asPickerAnswer(body: unknown): PickerAnswer {
  const answer = body as Partial<PickerAnswer> | null;
  return { horses: Array.isArray(answer?.horses) ? answer.horses : [], more: answer?.more === true, unavailable: answer?.unavailable === true };
}

export function pickerSearchUrl(input: string, type: "M" | "F" | undefined, ageLimit: boolean | undefined): string {
  const query = new URLSearchParams({ input: input.trim() });
  if (type) query.set("type", type);
  if (ageLimit) query.set("ageLimit", "1");
  return `/api/cavalli/cerca?${query.toString()}`;
}

/**
 * As-you-type horse search (§5). Without JavaScript it is a plain text field the
 * server searches by; with JavaScript it suggests up to 10 horses as an accessible combobox.
 */
export function HorsePicker({ name, label, type, ageLimit, defaultValue, onSelect, required }: HorsePickerProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const suggestions = useJsonSuggestions(asPickerAnswer);
  const [text, setText] = useState(defaultValue?.text ?? "");
  const [code, setCode] = useState(defaultValue?.code ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const searchable = isSearchableInput(text);
  const answer = searchable ? (suggestions.data ?? undefined) : undefined;
  const horses = answer?.horses ?? [];
  const expanded = open && searchable && horses.length > 0;
  const loading = suggestions.loading && searchable;

  function changeText(value: string) {
    setText(value);
    setActive(-1);
    if (code) {
      setCode("");
      onSelect?.(null);
    }
    if (!isSearchableInput(value)) {
      setOpen(false);
      suggestions.search(null);
      return;
    }
    setOpen(true);
    suggestions.search(pickerSearchUrl(value, type, ageLimit));
  }

  function choose(horse: HorseSuggestion) {
    setText(horse.NomeCavallo);
    setCode(horse.CodiceCavallo);
    setOpen(false);
    setActive(-1);
    onSelect?.(horse);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!open && searchable) setOpen(true);
      setActive((current) => (horses.length ? (current + 1) % horses.length : -1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((current) => (horses.length ? (current <= 0 ? horses.length - 1 : current - 1) : -1));
    } else if (event.key === "Enter") {
      if (expanded && active >= 0 && horses[active]) {
        event.preventDefault();
        choose(horses[active]);
      }
    } else if (event.key === "Escape") {
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const status = !searchable
    ? ""
    : loading
      ? "Ricerca in corso..."
      : answer?.unavailable
        ? "Ricerca non disponibile in questo momento"
        : answer && horses.length === 0
          ? "Nessun cavallo trovato"
          : answer
            ? `${horses.length} ${horses.length === 1 ? "cavallo trovato" : "cavalli trovati"}`
            : "";

  return (
    <div className="horse-picker">
      <label htmlFor={inputId} className="horse-picker-label">
        {label}
      </label>
      <div className="horse-picker-field">
      <input
        id={inputId}
        className="horse-picker-input"
        type="text"
        name={`${name}Text`}
        value={text}
        required={required}
        autoComplete="off"
        spellCheck={false}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => changeText(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => searchable && !code && setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <div className="horse-picker-dropdown" hidden={!expanded}>
      <ul id={listId} role="listbox" aria-label={label} className="horse-picker-list">
        {horses.map((horse, index) => (
          <li
            key={horse.CodiceCavallo}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={index === active ? "horse-picker-option active" : "horse-picker-option"}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(horse)}
          >
            {suggestionLabel(horse)}
          </li>
        ))}
      </ul>
      {answer?.more ? <p className="horse-picker-more">{PICKER_MORE_RESULTS_NOTICE}</p> : null}
      </div>
      </div>
      <input type="hidden" name={name} value={code} />
      <p id={`${id}-hint`} className="horse-picker-hint">
        {code ? "Cavallo selezionato" : "Scrivi almeno 4 lettere del nome"}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
