import { useId, useState, type KeyboardEvent } from "react";
import { Form, useLocation, useNavigate } from "react-router";
import { SITE_SEARCH_MIN_LENGTH } from "~/src/domain/search/site-search";
import { SITE_SEARCH_PARAMETER, siteSearchPath, siteSuggestionsPath, siteSearchText } from "~/src/urls/search";
import { useJsonSuggestions } from "../use-json-suggestions";
import "./header-search.css";

type Suggestion = { key: string; name: string; details: string; path: string };
type Suggestions = { items: Suggestion[]; more: boolean; unavailable: boolean };

function parseSuggestions(body: unknown): Suggestions {
  const answer = body as Partial<Suggestions> | null;
  const items = Array.isArray(answer?.items)
    ? answer.items.filter(
        (item): item is Suggestion => typeof item?.path === "string" && item.path.startsWith("/") && typeof item.name === "string",
      )
    : [];
  return { items, more: Boolean(answer?.more), unavailable: Boolean(answer?.unavailable) };
}

/**
 * The search field of the header, on every page. Without JavaScript it is a GET form to the
 * results page (/ricerca?q=); with it, suggestions open under the field as one types (a pause in
 * typing, then /api/ricerca?q=), arrows move, Enter opens the chosen one or the results page,
 * Escape closes: the ARIA 1.2 combobox pattern.
 */
export function HeaderSearch() {
  const id = useId();
  const listId = `${id}-list`;
  const location = useLocation();
  const navigate = useNavigate();
  const suggestions = useJsonSuggestions(parseSuggestions);
  const current = location.pathname === siteSearchPath() ? (siteSearchText(new URL(location.search, "http://x")) ?? "") : "";
  const [text, setText] = useState(current);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // A new page starts with an empty field (the results page with its own text) and the list closed.
  const [seenPath, setSeenPath] = useState(location.pathname + location.search);
  if (location.pathname + location.search !== seenPath) {
    setSeenPath(location.pathname + location.search);
    setText(current);
    setOpen(false);
    setActive(-1);
  }

  const searchable = text.trim().length >= SITE_SEARCH_MIN_LENGTH;
  const items = searchable ? (suggestions.data?.items ?? []) : [];
  const expanded = open && items.length > 0;

  function changeText(next: string) {
    setText(next);
    setActive(-1);
    const searchNow = next.trim().length >= SITE_SEARCH_MIN_LENGTH;
    setOpen(searchNow);
    suggestions.search(searchNow ? siteSuggestionsPath(next) : null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (items.length ? (index + 1) % items.length : -1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((index) => (items.length ? (index <= 0 ? items.length - 1 : index - 1) : -1));
    } else if (event.key === "Enter" && expanded && active >= 0 && items[active]) {
      event.preventDefault();
      void navigate(items[active].path);
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
      : suggestions.data?.unavailable
        ? "Ricerca non disponibile in questo momento"
        : suggestions.data && items.length === 0
          ? "Nessun suggerimento: premi Invio per cercare"
          : suggestions.data
            ? `${items.length === 1 ? "1 suggerimento" : `${items.length} suggerimenti`}: frecce per scegliere`
            : "";

  return (
    <Form method="get" action={siteSearchPath()} role="search" className="header-search" aria-label="Cerca nel sito">
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Cerca cavalli, allevatori, guidatori, allenatori
      </label>
      <div className="header-search-field">
        <input
          id={`${id}-input`}
          className="header-search-input"
          type="search"
          name={SITE_SEARCH_PARAMETER}
          value={text}
          placeholder="Cerca nel sito"
          minLength={SITE_SEARCH_MIN_LENGTH}
          maxLength={60}
          required
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          onChange={(event) => changeText(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => searchable && setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
        />
        <div className="header-search-dropdown" hidden={!expanded}>
          <ul id={listId} role="listbox" aria-label="Suggerimenti" className="header-search-list">
            {items.map((item, index) => (
              <li
                key={item.key}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={index === active ? "header-search-option active" : "header-search-option"}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => void navigate(item.path)}
              >
                <span className="header-search-name">{item.name}</span>
                {item.details ? <span className="header-search-details">{item.details}</span> : null}
              </li>
            ))}
          </ul>
          {suggestions.data?.more ? <p className="header-search-more">Altri risultati: premi Invio per vederli tutti</p> : null}
        </div>
      </div>
      <button type="submit" className="header-search-button" aria-label="Cerca nel sito">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <span className="header-search-button-text">Cerca</span>
      </button>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
    </Form>
  );
}
