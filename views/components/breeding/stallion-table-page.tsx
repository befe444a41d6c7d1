import { Form, Link, useSubmit } from "react-router";
import type { StallionTablePage as StallionTablePageData } from "../../../src/application/breeding/get-stallion-tables";
import { partnerRowKey } from "../../../src/domain/partner/partner-table";
import { DataTable } from "../data-table";
import { partnerColumns } from "../partner/partner-columns";

/** A stallion's mares or offspring of one year, with a year selector that works without JavaScript. */
export function StallionTablePage({ page, slug, yearChoices, other }: { page: StallionTablePageData; slug: string; yearChoices: number[]; other: { href: string; label: string } }) {
  const submit = useSubmit();
  const { table, year } = page;
  const columns = partnerColumns(table, (href, text) => (
    <Link to={href} prefetch="intent">
      {text}
    </Link>
  ));
  return (
    <div className="container page breeding-page">
      <header className="page-header">
        <h1>{table.title}</h1>
        <p>
          <Link to={`/trotto/stalloni/${slug}`}>Scheda dello stallone</Link> · <Link to={other.href}>{other.label}</Link>
        </p>
      </header>
      <Form method="get" className="foal-year-form" onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}>
        <label htmlFor="stallion-year">Anno</label>
        <select id="stallion-year" name="year" defaultValue={String(year)} key={year}>
          {yearChoices.map((choice) => <option key={choice} value={choice}>{choice}</option>)}
        </select>
        <button type="submit" className="button button-secondary">Mostra</button>
      </Form>
      <DataTable columns={columns} rows={table.horses} rowKey={partnerRowKey} caption={table.title} empty="Nessun risultato per questa ricerca" />
    </div>
  );
}
