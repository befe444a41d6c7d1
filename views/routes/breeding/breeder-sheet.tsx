import { Form, useSubmit } from "react-router";
import { breederIdFromSlug, breederSheetTitle, phoneDisplay } from "../../../src/domain/breeding/breeders";
import { externalLink } from "../../../src/domain/links";
import { BreederBanner } from "../../components/breeding/breeder-banner";
import { HorseTable } from "../../components/breeding/horse-table";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/breeder-sheet";
import { pageCachedClientLoader } from "../../page-cache";
import { notFound, orNotFound } from "../../route-errors";
import { yearParam } from "./params";
import "./breeding.css";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = breederIdFromSlug(params.slug) ?? notFound("Allevatore non trovato");
  const bounds = context.useCases.getFoalYearBounds();
  const year = yearParam(new URL(request.url), bounds);
  return { ...(await orNotFound(context.useCases.getBreederSheet({ id, year }))), yearChoices: Array.from({ length: 15 }, (_, i) => bounds.currentYear - i) };
}

/** Back and Forward show this page at once from the visitor's last ten pages. */
export const clientLoader = pageCachedClientLoader<Route.ClientLoaderArgs>();

export const meta: Route.MetaFunction = (args) => {
  const name = args.loaderData?.allevatore.Nome ?? "Allevatore";
  return pageMeta(args, { title: breederSheetTitle(name), description: `${name}: contatti, puledri, fattrici e cavalli in attività.`, image: args.loaderData?.allevatore.big_banner });
};

function Phone({ value }: { value: string | null | undefined }) {
  const phone = phoneDisplay(value);
  if (phone.kind === "none") return null;
  return phone.kind === "tel" ? <a href={phone.href}>{phone.text}</a> : <>{phone.text}</>;
}

function ContactRow({ label, children }: { label: string; children: React.ReactNode }) {
  if (children === null || children === undefined || children === "") return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

export default function BreederSheet({ loaderData }: Route.ComponentProps) {
  const { allevatore: breeder, year, yearChoices } = loaderData;
  const submit = useSubmit();
  const contact = breeder.contacts?.[0];
  return (
    <div className="container page breeding-page">
      <header className="page-header">
        <h1>{breeder.Nome}</h1>
      </header>
      <BreederBanner src={breeder.big_banner} name={breeder.Nome} />
      <section className="breeder-contacts" aria-labelledby="breeder-contacts">
        <h2 id="breeder-contacts">Contatti</h2>
        <dl>
          <ContactRow label="Referente">{contact?.name}</ContactRow>
          <ContactRow label="Telefono">{contact?.phone ? <Phone value={contact.phone} /> : null}</ContactRow>
          <ContactRow label="Email">{breeder.email || contact?.email ? <a href={`mailto:${breeder.email || contact?.email}`}>{breeder.email || contact?.email}</a> : null}</ContactRow>
          <ContactRow label="Indirizzo">{breeder.indirizzo}</ContactRow>
          <ContactRow label="CAP">{breeder.CAP}</ContactRow>
          <ContactRow label="Città">{breeder.citta}</ContactRow>
          <ContactRow label="Provincia">{breeder.provincia}</ContactRow>
          <ContactRow label="Telefono 1">{breeder.telefono1 ? <Phone value={breeder.telefono1} /> : null}</ContactRow>
          <ContactRow label="Telefono 2">{breeder.telefono2 ? <Phone value={breeder.telefono2} /> : null}</ContactRow>
          <ContactRow label="Sito web">
            {breeder.Link ? <a href={externalLink(breeder.Link)} target="_blank" rel="noopener noreferrer">{breeder.Link}</a> : null}
          </ContactRow>
        </dl>
      </section>
      <Form method="get" className="foal-year-form" onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}>
        <label htmlFor="breeder-year">Puledri nati nel</label>
        <select id="breeder-year" name="year" defaultValue={String(year)} key={year}>
          {yearChoices.map((choice) => <option key={choice} value={choice}>{choice}</option>)}
        </select>
        <button type="submit" className="button button-secondary">Mostra</button>
      </Form>
      <section aria-labelledby="breeder-foals">
        <h2 id="breeder-foals">Puledri nati nel {year}</h2>
        <HorseTable table={loaderData.puledri} caption={`Puledri nati nel ${year}`} empty="Nessun risultato per questa ricerca" />
      </section>
      <section aria-labelledby="breeder-newborns">
        <h2 id="breeder-newborns">Nuovi nati</h2>
        <HorseTable table={loaderData.newBorns} caption="Nuovi nati" empty="Nessun nuovo nato" />
      </section>
      <section aria-labelledby="breeder-mares">
        <h2 id="breeder-mares">Fattrici</h2>
        <HorseTable table={loaderData.mares} caption="Fattrici" empty="Nessuna fattrice" />
      </section>
      <section aria-labelledby="breeder-horses">
        <h2 id="breeder-horses">Cavalli in attività</h2>
        <HorseTable table={loaderData.horses} caption="Cavalli in attività" empty="Nessun cavallo in attività" />
      </section>
    </div>
  );
}
