import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { useJsonSuggestions } from "../use-json-suggestions";
import "./combobox.css";

/** What Sulky's suggestion routes answer: the items, whether more exist, whether the search was unavailable. */
export type Suggestions<Item> = { items: Item[]; more: boolean; unavailable: boolean };

export type ComboboxProps<Item> = {
  label: ReactNode;
  /** Name of the text field (what was typed) and of the hidden field (the chosen item's value). */
  textName: string;
  valueName: string;
  defaultText?: string;
  defaultValue?: string;
  /** Where to ask for suggestions for a text; null when the text is too short to search. */
  searchUrl: (text: string) => string | null;
  parse: (body: unknown) => Suggestions<Item>;
  itemKey: (item: Item) => string;
  /** What the list shows, what the field then holds, what the hidden field submits. */
  itemLabel: (item: Item) => string;
  itemText: (item: Item) => string;
  itemValue: (item: Item) => string;
  onSelect?: (item: Item | null) => void;
  listLabel: string;
  /** Read out after each search: how many were found. */
  countText: (count: number) => string;
  noneText: string;
  moreText?: string;
  hint: (chosen: boolean) => ReactNode;
  error?: string;
  required?: boolean;
  className?: string;
  /** When the field loses focus with text but no choice, the first suggestion is chosen (sire and dam, docs/PRODUCT.md, "Searches"). */
  pickFirstOnBlur?: boolean;
};

/**
 * One accessible combobox for every as-you-type choice (horses, breeders). Without
 * JavaScript it is a plain text field that the server searches by; with it, the
 * suggestions open under the field, arrows move, Enter chooses, Escape closes, and
 * typing again forgets the choice.
 */
export function Combobox<Item>(props: ComboboxProps<Item>) {
  const {
    label,
    textName,
    valueName,
    searchUrl,
    parse,
    itemKey,
    itemLabel,
    itemText,
    itemValue,
    onSelect,
    listLabel,
    error,
    required,
    pickFirstOnBlur,
  } = props;
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const suggestions = useJsonSuggestions(parse);
  const [text, setText] = useState(props.defaultText ?? "");
  const [value, setValue] = useState(props.defaultValue ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const searchable = searchUrl(text) !== null;
  const answer = searchable ? (suggestions.data ?? undefined) : undefined;
  const items = answer?.items ?? [];
  const expanded = open && searchable && items.length > 0;

  function changeText(next: string) {
    setText(next);
    setActive(-1);
    if (value) {
      setValue("");
      onSelect?.(null);
    }
    const url = searchUrl(next);
    if (url === null) {
      setOpen(false);
      suggestions.search(null);
      return;
    }
    setOpen(true);
    suggestions.search(url);
  }

  function choose(item: Item) {
    setText(itemText(item));
    setValue(itemValue(item));
    setOpen(false);
    setActive(-1);
    onSelect?.(item);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!open && searchable) setOpen(true);
      setActive((current) => (items.length ? (current + 1) % items.length : -1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((current) => (items.length ? (current <= 0 ? items.length - 1 : current - 1) : -1));
    } else if (event.key === "Enter") {
      if (expanded && active >= 0 && items[active]) {
        event.preventDefault();
        choose(items[active]);
      }
    } else if (event.key === "Escape") {
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const status = !searchable
    ? ""
    : suggestions.loading
      ? "Ricerca in corso..."
      : answer?.unavailable
        ? "Ricerca non disponibile in questo momento"
        : answer && items.length === 0
          ? props.noneText
          : answer
            ? props.countText(items.length)
            : "";
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ");

  return (
    <div className={["combobox", props.className].filter(Boolean).join(" ")}>
      <label htmlFor={inputId} className="combobox-label">
        {label}
      </label>
      <div className="combobox-field">
        <input
          id={inputId}
          className="combobox-input"
          type="text"
          name={textName}
          value={text}
          required={required}
          autoComplete="off"
          spellCheck={false}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => changeText(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => searchable && !value && setOpen(true)}
          onBlur={() => {
            if (pickFirstOnBlur && !value && items.length > 0) choose(items[0]);
            setTimeout(() => setOpen(false), 150);
          }}
        />
        <div className="combobox-dropdown" hidden={!expanded}>
          <ul id={listId} role="listbox" aria-label={listLabel} className="combobox-list">
            {items.map((item, index) => (
              <li
                key={itemKey(item)}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={index === active ? "combobox-option active" : "combobox-option"}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(item)}
              >
                {itemLabel(item)}
              </li>
            ))}
          </ul>
          {answer?.more && props.moreText ? <p className="combobox-more">{props.moreText}</p> : null}
        </div>
      </div>
      <input type="hidden" name={valueName} value={value} />
      <p id={`${id}-hint`} className="combobox-hint">
        {props.hint(Boolean(value))}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
