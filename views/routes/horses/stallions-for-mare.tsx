import { COUNTED, countOf, forCount, type NumberForms } from "~/src/domain/agreement";
import { Form, Link, redirect } from "react-router";
import { formatEuro, formatMountFee, formatRaceTime } from "~/src/domain/format";
import { STALLION_MATCH_SORT_LABELS, STALLION_MATCH_SORTS, type StallionMatchFilters } from "~/src/domain/pedigree/stallion-match-filters";
import type { StallionMatch } from "~/src/domain/pedigree/stallion-match";
import { horseFilePath, horseProfilePath, horseProfilePathOfSlug, matingPath, stallionsForMarePath } from "~/src/urls/horses";
import { parseStallionMatchFilters, stallionMatchSearch } from "~/src/urls/stallion-match-query";
import { DataTable, type Column, type KeyColumns } from "../../components/data-table";
import { HorsePicker } from "../../components/horse-picker/horse-picker";
import { FormErrors } from "../../components/form-errors";
import { backForwardCachedClientLoader } from "../../back-forward-cache";
import { keptOnServer, StaticSection } from "../../static-section";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/stallions-for-mare";
import "./horses.css";
import "./horse-tools.css";
import { horsesKey } from "~/src/request-context";

/** The mare and the filters travel in the URL (?fattrice=CODE&coiMax=…): a result can be shared and reloaded. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const query = url.searchParams;
  const { filters, errors } = parseStallionMatchFilters(query);
  const page = await context.get(horsesKey).findStallionsForMare({
    mare: query.get("fattrice"),
    mareText: query.get("fattriceText"),
    filters,
    errors,
  });
  // a name sent without JavaScript: keep only the shareable address
  if (page.view === "result" && (page.resolvedFromText || query.has("fattriceText"))) {
    throw redirect(stallionsForMarePath(page.mare.code, page.filters));
  }
  if (page.view !== "result") return page;
  // The table is the page's bulk: sent once, as markup, not again as hydration data.
  return { ...page, matchCount: page.matches.length, matches: keptOnServer(context, "stallion-matches", page.matches) };
}

/** Back and Forward show this page at once from the visitor's last ten pages. */
export const clientLoader = backForwardCachedClientLoader<Route.ClientLoaderArgs>();

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData;
  return pageMeta(args, {
    title: page?.view === "result" ? `Gli stalloni per ${page.mare.text}` : "Lo stallone giusto per la tua fattrice",
    description:
      "Scegli una fattrice: ecco tutti gli stalloni in attività ordinati per consanguineità del puledro, con prezzo di monta e risultati dei figli.",
  });
};

type Page = Route.ComponentProps["loaderData"];

function decimalText(value: number | null): string {
  return value === null ? "" : String(Math.round(value * 1e6) / 1e6).replace(".", ",");
}

/** The verb and the adjective agree with the number of stallions. */
const COMPLIES = { one: "rispetta", many: "rispettano" } as const satisfies NumberForms;
const AVAILABLE = { one: "disponibile", many: "disponibili" } as const satisfies NumberForms;

function SearchForm({ page }: { page: Page }) {
  const filters: StallionMatchFilters = page.filters;
  // the form's fields start from the address, so a shared result can be refined
  const formKey = `${page.mare?.code}-${stallionMatchSearch(null, filters)}`;
  return (
    <Form method="get" action={stallionsForMarePath()} className="mating-form stallion-match-form" key={formKey}>
      <FormErrors errors={page.errors} />
      <HorsePicker name="fattrice" label="Fattrice" type="F" ageLimit defaultValue={page.mare} required />
      <fieldset className="stallion-match-filters">
        <legend>Filtri</legend>
        <div className="stallion-match-field">
          <label htmlFor="coi-max">Consanguineità massima (%)</label>
          <input
            id="coi-max"
            name="coiMax"
            type="text"
            inputMode="decimal"
            placeholder="es. 3,125"
            defaultValue={decimalText(filters.maxCoefficient === null ? null : filters.maxCoefficient * 100)}
          />
        </div>
        <div className="stallion-match-field">
          <label htmlFor="fee-min">Monta da (€)</label>
          <input id="fee-min" name="montaMin" type="text" inputMode="numeric" defaultValue={decimalText(filters.minFee)} />
        </div>
        <div className="stallion-match-field">
          <label htmlFor="fee-max">Monta fino a (€)</label>
          <input id="fee-max" name="montaMax" type="text" inputMode="numeric" defaultValue={decimalText(filters.maxFee)} />
        </div>
        <div className="stallion-match-field">
          <label htmlFor="match-sort">Ordina per</label>
          <select id="match-sort" name="ordine" defaultValue={filters.sort}>
            {STALLION_MATCH_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {STALLION_MATCH_SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
        <label className="stallion-match-check">
          <input type="checkbox" name="sponsor" value="1" defaultChecked={filters.sponsorOnly} /> Solo gli stalloni sponsor
        </label>
      </fieldset>
      <div className="mating-actions">
        <button type="submit" className="button">
          Trova gli stalloni
        </button>
      </div>
    </Form>
  );
}

/** On a phone: the stallion, then the foal's inbreeding, his fee and his offspring's winnings; the rest in small print. */
const MATCH_KEYS: KeyColumns = { heading: ["name"], facts: ["coi", "fee", "earnings"] };

function matchColumns(mare: { code: string; text: string }, earningsYear: number | null): Column<StallionMatch>[] {
  return [
    {
      key: "name",
      label: "Stallone",
      sticky: true,
      render: (match) => (
        <>
          <Link to={match.sponsor ? horseFilePath("stalloni", match.slug) : horseProfilePath({ code: match.code, slug: match.slug })}>
            {match.name}
          </Link>
          {match.sponsor ? <span className="stallion-match-badge">Sponsor</span> : null}
        </>
      ),
    },
    {
      key: "coi",
      label: "Consanguineità",
      numeric: true,
      className: "stallion-match-nowrap",
      render: (match) => match.coefficientText,
    },
    {
      key: "ancestors",
      label: "Antenati ripetuti",
      render: (match) =>
        match.repeatedAncestors.length > 0 ? (
          <ul className="stallion-match-ancestors">
            {match.repeatedAncestors.map((ancestor) => (
              <li key={ancestor}>{ancestor}</li>
            ))}
          </ul>
        ) : (
          "Nessuno"
        ),
    },
    {
      key: "fee",
      label: "Monta",
      numeric: true,
      className: "stallion-match-nowrap",
      render: (match) => formatMountFee(match.fee) ?? "n.d.",
    },
    {
      key: "earnings",
      label: earningsYear ? `Vincite figli ${earningsYear}` : "Vincite figli",
      numeric: true,
      render: (match) => formatEuro(match.offspringEarnings) || "–",
    },
    {
      key: "best",
      label: "Prodotto più veloce",
      render: (match) =>
        match.bestOffspring ? (
          <>
            <OffspringLink slug={match.bestOffspring.slug} name={match.bestOffspring.name} /> {formatRaceTime(match.bestOffspring.record)}
          </>
        ) : (
          "–"
        ),
    },
    {
      key: "mating",
      label: "Ipotesi",
      render: (match) => (
        <Link to={matingPath({ sire: match.code, dam: mare.code })} aria-label={`Ipotesi completa ${match.name} + ${mare.text}`}>
          Ipotesi completa
        </Link>
      ),
    },
  ];
}

function OffspringLink({ slug, name }: { slug: string; name: string }) {
  const profile = horseProfilePathOfSlug(slug);
  return profile ? <Link to={profile}>{name}</Link> : <>{name}</>;
}

function Result({ page }: { page: Extract<Page, { view: "result" }> }) {
  const sortedBy = { coi: "coi", monta: "fee", guadagni: "earnings" }[page.filters.sort];
  const columns = matchColumns(page.mare, page.earningsYear).map((column) =>
    column.key === sortedBy
      ? { ...column, sorted: page.filters.sort === "guadagni" ? ("descending" as const) : ("ascending" as const) }
      : column,
  );
  return (
    <section className="mating-result" aria-labelledby="stalloni-per-fattrice">
      <h2 id="stalloni-per-fattrice">Gli stalloni per {page.mare.text}</h2>
      <p className="horse-subtitle">
        {page.matchCount === page.considered
          ? `${countOf(page.considered, COUNTED.stallion)} in attività`
          : `${countOf(page.matchCount, COUNTED.stallion)} su ${page.considered} in attività ${forCount(page.matchCount, COMPLIES)} i filtri`}
        {page.unreadable > 0 ? ` · ${page.unreadable} non ${forCount(page.unreadable, AVAILABLE)} in questo momento` : ""}. Consanguineità
        del puledro calcolata su cinque generazioni (Wright).
      </p>
      <StaticSection name="stallion-matches" data={page.matches}>
        {(matches) => (
          <DataTable
            columns={columns}
            rows={matches}
            rowKey={(match) => match.code}
            caption={`Stalloni per ${page.mare.text}`}
            captionHidden
            keyColumns={MATCH_KEYS}
            empty="Nessuno stallone rispetta i filtri scelti: prova ad allargarli."
          />
        )}
      </StaticSection>
    </section>
  );
}

export default function StallionsForMarePage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container page">
      <header className="page-header">
        <h1>Lo stallone giusto per la tua fattrice</h1>
        <p className="horse-subtitle">
          Scegli una fattrice: ecco tutti gli stalloni in attività, dal puledro meno consanguineo, con il prezzo di monta e i risultati dei
          figli. Per una coppia sola c'è l'<Link to={matingPath()}>ipotesi incrocio</Link>.
        </p>
      </header>
      <SearchForm page={loaderData} />
      {loaderData.view === "result" ? <Result page={loaderData} /> : null}
    </div>
  );
}
