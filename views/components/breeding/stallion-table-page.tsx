import { Form, Link, useSubmit } from "react-router";
import type { StallionTablePage as StallionTablePageData } from "../../../src/application/breeding/get-stallion-tables";
import { partnerCell, partnerRowKey, type PartnerRow } from "../../../src/domain/partner/partner-table";
import { DataTable, type Column } from "../data-table";

/** A stallion's mares or offspring of one year, with a year selector that works without JavaScript. */
export function StallionTablePage({ page, slug, yearChoices, other }: { page: StallionTablePageData; slug: string; yearChoices: number[]; other: { href: string; label: string } }) {
  const submit = useSubmit();
  const { table, year } = page;
  const columns: Column<PartnerRow>[] = table.fields.map((field) => ({
    key: field.key,
    label: field.label,
    numeric: table.horses.some((row) => partnerCell(row, field).numeric),
    render: (row) => {
      const cell = partnerCell(row, field);
      return cell.href ? <Link to={cell.href} prefetch="intent">{cell.text}</Link> : cell.text;
    },
  }));
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
