import { useState } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { auctionLotText, filterFoals, foalMarker, foalSex, type FoalListItem } from "~/src/domain/breeding/foals";
import { foalLink, foalVideoLink } from "~/src/urls/breeding";
import { monthAbbreviation } from "~/src/domain/format";
import { DataTable, type Column, type KeyColumns } from "../data-table";

export const FOAL_SEARCH_PARAM = "q";
export const FOAL_FATHER_PARAM = "padre";

function SexCue({ foal }: { foal: FoalListItem }) {
  const sex = foalSex(foal.sex);
  return (
    <span className={`foal-sex foal-sex-${sex}`} title={sex}>
      <span aria-hidden="true">{sex === "femmina" ? "♀" : "♂"}</span>
      <span className="visually-hidden">{sex}</span>
    </span>
  );
}

function Marker({ foal }: { foal: FoalListItem }) {
  const marker = foalMarker(foal);
  if (marker.kind === "sold")
    return (
      <span className="foal-sold" title="Venduto">
        {marker.label}
      </span>
    );
  if (marker.kind === "auction") {
    // The sale the foal is offered at, by the server's name and colours, and its lot when the upstream says it.
    const lot = marker.lot === null ? null : auctionLotText(marker.lot);
    return (
      <span className="foal-auction-lot" title={`All'asta: ${marker.label}${lot ? `, ${lot}` : ""}`}>
        <span className="foal-auction" style={{ color: marker.color ?? undefined, background: marker.background ?? undefined }}>
          <span className="visually-hidden">All'asta: </span>
          {marker.label}
        </span>
        {lot ? <span className="foal-lot">{lot}</span> : null}
      </span>
    );
  }
  return null;
}

/** On a phone: the foal (its video and sale marks beside its name), then its sire and dam; the month and the breeder in small print. */
const FOAL_KEYS: KeyColumns = { heading: ["video", "name", "marker"], facts: ["sire", "dam"] };

const FOAL_COLUMNS: Column<FoalListItem>[] = [
  {
    key: "video",
    label: <span className="visually-hidden">Video</span>,
    labelText: "Video",
    render: (foal) => {
      if (!foal.hasVideo) return null;
      const href = foalVideoLink(foal);
      // The icon opens the foal's video (the video section of its file).
      return href ? (
        <Link to={href} className="foal-video" aria-label={`Video di ${foal.name}`} title="Guarda il video">
          ▶
        </Link>
      ) : (
        <span className="foal-video" role="img" aria-label="Con video" title="Con video">
          ▶
        </span>
      );
    },
  },
  {
    key: "name",
    label: "Nome",
    sticky: true,
    render: (foal) => {
      const href = foalLink(foal);
      return (
        <span className="foal-name">
          <SexCue foal={foal} />
          {href ? (
            <Link to={href} prefetch="intent">
              {foal.name}
            </Link>
          ) : (
            <span>{foal.name}</span>
          )}
        </span>
      );
    },
  },
  { key: "month", label: "Mese", render: (foal) => monthAbbreviation(foal.birthMonth) },
  { key: "sire", label: "Padre", render: (foal) => foal.sire ?? "" },
  { key: "dam", label: "Madre", render: (foal) => foal.dam ?? "" },
  { key: "breeder", label: "Allevamento", render: (foal) => foal.breeder ?? "" },
  {
    key: "marker",
    label: <span className="visually-hidden">Vendita o asta</span>,
    labelText: "Vendita o asta",
    render: (foal) => <Marker foal={foal} />,
  },
];

export function FoalLegend() {
  return (
    <ul className="foal-legend" aria-label="Legenda">
      <li>
        <span className="foal-swatch foal-swatch-femmina" aria-hidden="true">
          ♀
        </span>{" "}
        Femmina
      </li>
      <li>
        <span className="foal-swatch foal-swatch-maschio" aria-hidden="true">
          ♂
        </span>{" "}
        Maschio
      </li>
    </ul>
  );
}

/**
 * The foal table with its text search (docs/PRODUCT.md, "Foal list"). The search text and the
 * father-name flag live in the URL: without JavaScript the GET form filters on
 * the server; with JavaScript typing filters at once and keeps the URL in step.
 */
export function FoalTable({
  foals,
  caption,
  keepParams,
  filterable = true,
}: {
  foals: FoalListItem[];
  caption: string;
  keepParams?: Record<string, string>;
  filterable?: boolean;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get(FOAL_SEARCH_PARAM) ?? "";
  const onFather = searchParams.get(FOAL_FATHER_PARAM) === "1";
  const [text, setText] = useState(query);
  // The URL changed under the box (Back, a link): the box follows it.
  const [seenQuery, setSeenQuery] = useState(query);
  if (query !== seenQuery) {
    setSeenQuery(query);
    setText(query);
  }

  function update(nextText: string, nextOnFather: boolean) {
    setText(nextText);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (nextText) next.set(FOAL_SEARCH_PARAM, nextText);
        else next.delete(FOAL_SEARCH_PARAM);
        if (nextOnFather) next.set(FOAL_FATHER_PARAM, "1");
        else next.delete(FOAL_FATHER_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  const clearParams = new URLSearchParams(searchParams);
  clearParams.delete(FOAL_SEARCH_PARAM);
  const clearHref = `?${clearParams.toString()}`;
  const rows = filterable ? filterFoals(foals, text, onFather) : foals;

  return (
    <>
      {filterable ? (
        <Form
          method="get"
          className="foal-search"
          role="search"
          aria-label="Cerca nella lista"
          preventScrollReset
          replace
          onSubmit={(event) => event.preventDefault() /* with JavaScript the list already follows the text */}
        >
          {Object.entries(keepParams ?? {}).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <label htmlFor="foal-search-text" className="visually-hidden">
            Cerca per nome
          </label>
          <input
            id="foal-search-text"
            type="search"
            name={FOAL_SEARCH_PARAM}
            value={text}
            placeholder={onFather ? "Cerca per nome del padre" : "Cerca per nome"}
            onChange={(event) => update(event.target.value, onFather)}
            autoComplete="off"
          />
          <label className="foal-father-filter">
            <input
              type="checkbox"
              name={FOAL_FATHER_PARAM}
              value="1"
              checked={onFather}
              onChange={(event) => update(text, event.target.checked)}
            />
            Nome padre
          </label>
          {/* A real submit button: without JavaScript it sends the GET form; with it the list already follows the text. */}
          <button type="submit" className="button button-secondary">
            Cerca
          </button>
          {/* Always there, disabled while there is nothing to clear; a plain link without JavaScript. */}
          {text ? (
            <Link
              to={clearHref}
              replace
              preventScrollReset
              className="button button-secondary foal-clear"
              onClick={(event) => {
                event.preventDefault();
                update("", onFather);
              }}
            >
              Cancella<span className="visually-hidden"> la ricerca</span>
            </Link>
          ) : (
            <button type="button" className="button button-secondary foal-clear" disabled>
              Cancella<span className="visually-hidden"> la ricerca</span>
            </button>
          )}
        </Form>
      ) : null}
      <FoalLegend />
      <DataTable
        columns={FOAL_COLUMNS}
        keyColumns={FOAL_KEYS}
        rows={rows}
        caption={caption}
        rowKey={(foal) => foal.code}
        rowClassName={(foal) => `foal-row foal-row-${foalSex(foal.sex)}`}
        empty="Nessun risultato per questa ricerca"
      />
    </>
  );
}
