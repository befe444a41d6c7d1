import { useId, useState, type KeyboardEvent } from "react";
import { shouldSearchBreeders, type BreederSuggestion } from "../../../src/domain/breeding/breeder-search";
import { useJsonSuggestions } from "../use-json-suggestions";

export const BREEDER_SUGGESTIONS_PATH = "/api/allevatori/suggerimenti";

function asBreederSuggestions(body: unknown): BreederSuggestion[] {
  const results = (body as { results?: unknown } | null)?.results;
  return Array.isArray(results) ? (results as BreederSuggestion[]) : [];
}

/**
 * Breeder field with suggestions from 3 non-space characters (§5). It posts the
 * typed text as `breederText` and the chosen breeder as `allevatore_id`; typing
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
  const id = useId();
  const listId = `${id}-list`;
  const lookup = useJsonSuggestions(asBreederSuggestions);
  const [text, setText] = useState(defaultText);
  const [chosenId, setChosenId] = useState(defaultId);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const searchable = shouldSearchBreeders(text);
  const suggestions = searchable ? (lookup.data ?? []) : [];
  const expanded = open && suggestions.length > 0;

  function change(value: string) {
    setText(value);
    setChosenId("");
    setActive(-1);
    if (!shouldSearchBreeders(value)) {
      lookup.search(null);
      return setOpen(false);
    }
    setOpen(true);
    lookup.search(`${BREEDER_SUGGESTIONS_PATH}?term=${encodeURIComponent(value)}`);
  }

  function choose(breeder: BreederSuggestion) {
    setText(breeder.text);
    setChosenId(String(breeder.id));
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" && suggestions.length) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (current + 1) % suggestions.length);
    } else if (event.key === "ArrowUp" && suggestions.length) {
      event.preventDefault();
      setActive((current) => (current <= 0 ? suggestions.length - 1 : current - 1));
    } else if (event.key === "Enter" && expanded && active >= 0) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  }

  const describedBy = [`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="form-field breeder-autocomplete">
      <label htmlFor={`${id}-input`}>Allevatore <span aria-hidden="true">*</span></label>
      <input type="hidden" name="allevatore_id" value={chosenId} />
      <div className="breeder-autocomplete-field">
        <input
          id={`${id}-input`}
          type="text"
          name="breederText"
          value={text}
          required
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
        />
        <ul id={listId} role="listbox" aria-label="Allevatori suggeriti" className="breeder-suggestions" hidden={!expanded}>
          {suggestions.map((breeder, index) => (
            <li
              key={breeder.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? "active" : undefined}
              onMouseDown={(event) => { event.preventDefault(); choose(breeder); }}
            >
              {breeder.text}
            </li>
          ))}
        </ul>
      </div>
      <p id={`${id}-hint`} className="form-hint">{hint}</p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {expanded ? `${suggestions.length} allevatori suggeriti` : ""}
      </p>
      {error ? <p id={`${id}-error`} className="field-error">{error}</p> : null}
    </div>
  );
}
