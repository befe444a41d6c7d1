import { Form, Link, useSubmit } from "react-router";
import { breederSheetTitle, distinctPhones } from "~/src/domain/breeding/breeders";
import { breederIdOf, foalFilePath } from "~/src/urls/breeding";
import { keyColumnsOf, type ServerTable as ServerTableData } from "~/src/domain/tables";
import { externalLink } from "~/src/urls/external";
import { BreederBanner } from "../../components/breeding/breeder-banner";
import { FactList } from "../../components/fact-list";
import { Phone } from "../../components/phone";
import { SectionUnavailable } from "../../components/section-unavailable";
import { ServerTable } from "../../components/server-table";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/breeder-sheet";
import { backForwardCachedClientLoader } from "../../back-forward-cache";
import { notFound, orNotFound } from "../../route-errors";
import { yearParam } from "./params";
import "./breeding.css";
import { breedingKey } from "~/src/request-context";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const id = breederIdOf(params.slug) ?? notFound("Allevatore non trovato");
  const bounds = context.get(breedingKey).getFoalYearBounds();
  const year = yearParam(url, bounds);
  return {
    ...(await orNotFound(context.get(breedingKey).getBreederSheet({ id, year }))),
    yearChoices: Array.from({ length: 15 }, (_, i) => bounds.currentYear - i),
  };
}

/** Back and Forward show this page at once from the visitor's last ten pages. */
export const clientLoader = backForwardCachedClientLoader<Route.ClientLoaderArgs>();

export const meta: Route.MetaFunction = (args) => {
  const name = args.loaderData?.sheet?.breeder.name ?? "Allevatore";
  return pageMeta(args, {
    title: breederSheetTitle(name),
    description: `${name}: contatti, puledri, fattrici e cavalli in attività.`,
    image: args.loaderData?.sheet?.breeder.banner,
  });
};

function HorseTable({ table, caption, empty }: { table: ServerTableData; caption: string; empty: string }) {
  return (
    <ServerTable
      table={table}
      caption={caption}
      captionHidden
      empty={empty}
      keyColumns={keyColumnsOf(table.columns, "pedigree")}
      horseLink={(slug, name) => (
        <Link to={foalFilePath(slug)} prefetch="intent">
          {name}
        </Link>
      )}
    />
  );
}

export default function BreederSheet({ loaderData }: Route.ComponentProps) {
  const { sheet, year, yearChoices } = loaderData;
  const submit = useSubmit();
  if (!sheet) {
    return (
      <div className="container page breeding-page">
        <header className="page-header">
          <h1>Allevatore</h1>
        </header>
        <SectionUnavailable />
      </div>
    );
  }
  const { breeder } = sheet;
  const contact = breeder.contacts[0];
  // A phone is shown under its own label unless an earlier one already showed the same number.
  const shownOnce = (phone: string | null | undefined, earlier: (string | null | undefined)[]) =>
    phone && distinctPhones([...earlier, phone]).length > distinctPhones(earlier).length ? phone : null;
  const contactPhone = shownOnce(contact?.phone, []);
  const firstPhone = shownOnce(breeder.phone, [contact?.phone]);
  const secondPhone = shownOnce(breeder.otherPhone, [contact?.phone, breeder.phone]);
  return (
    <div className="container page breeding-page">
      <header className="page-header">
        <h1>{breeder.name}</h1>
      </header>
      <BreederBanner src={breeder.banner} name={breeder.name} />
      <section className="breeder-contacts" aria-labelledby="breeder-contacts">
        <h2 id="breeder-contacts">Contatti</h2>
        <FactList
          className="breeder-contact-list"
          facts={[
            ["Referente", contact?.name],
            ["Telefono", contactPhone ? <Phone phone={contactPhone} /> : null],
            [
              "Email",
              breeder.email || contact?.email ? (
                <a href={`mailto:${breeder.email || contact?.email}`}>{breeder.email || contact?.email}</a>
              ) : null,
            ],
            ["Indirizzo", breeder.address],
            ["CAP", breeder.postalCode],
            ["Città", breeder.town],
            ["Provincia", breeder.province],
            ["Telefono 1", firstPhone ? <Phone phone={firstPhone} /> : null],
            ["Telefono 2", secondPhone ? <Phone phone={secondPhone} /> : null],
            [
              "Sito web",
              breeder.website ? (
                <a href={externalLink(breeder.website)} target="_blank" rel="noopener noreferrer">
                  {breeder.website}
                </a>
              ) : null,
            ],
          ]}
        />
      </section>
      <Form method="get" className="foal-year-form" onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}>
        <label htmlFor="breeder-year">Puledri nati nel</label>
        <select id="breeder-year" name="year" defaultValue={String(year)} key={year}>
          {yearChoices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
        <button type="submit" className="button button-secondary">
          Mostra
        </button>
      </Form>
      <section aria-labelledby="breeder-foals">
        <h2 id="breeder-foals">Puledri nati nel {year}</h2>
        <HorseTable table={sheet.foals} caption={`Puledri nati nel ${year}`} empty="Nessun risultato per questa ricerca" />
      </section>
      <section aria-labelledby="breeder-newborns">
        <h2 id="breeder-newborns">Nuovi nati</h2>
        <HorseTable table={sheet.newborns} caption="Nuovi nati" empty="Nessun nuovo nato" />
      </section>
      <section aria-labelledby="breeder-mares">
        <h2 id="breeder-mares">Fattrici</h2>
        <HorseTable table={sheet.mares} caption="Fattrici" empty="Nessuna fattrice" />
      </section>
      <section aria-labelledby="breeder-horses">
        <h2 id="breeder-horses">Cavalli in attività</h2>
        <HorseTable table={sheet.horses} caption="Cavalli in attività" empty="Nessun cavallo in attività" />
      </section>
    </div>
  );
}
