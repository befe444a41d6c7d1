import { notFound } from "../../route-errors";
import { Link } from "react-router";
import { FOR_SALE_TITLES, type ForSaleKind, type ForSaleRow } from "~/src/domain/breeding/for-sale";
import { yearsOld } from "~/src/domain/agreement";
import { forSaleKindOfPath, forSaleKindOfRoute, forSalePath } from "~/src/urls/breeding";
import { horseFilePath } from "~/src/urls/horses";
import { DataTable, type Column, type KeyColumns } from "../../components/data-table";
import { SectionUnavailable } from "../../components/section-unavailable";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/for-sale";
import { backForwardCachedClientLoader } from "../../back-forward-cache";
import "./breeding.css";
import { breedingKey } from "~/src/request-context";

export async function loader({ pattern, context }: Route.LoaderArgs) {
  // three routes share this page; each says which list it shows
  const kind = forSaleKindOfRoute(pattern);
  if (!kind) notFound("Lista non trovata");
  return context.get(breedingKey).getForSaleList(kind);
}

/** Back and Forward show this page at once from the visitor's last ten pages. */
export const clientLoader = backForwardCachedClientLoader<Route.ClientLoaderArgs>();

export const meta: Route.MetaFunction = (args) => {
  const kind = args.loaderData?.kind ?? forSaleKindOfPath(args.location.pathname) ?? "puledri";
  return pageMeta(args, { title: FOR_SALE_TITLES[kind], description: `${FOR_SALE_TITLES[kind]}: trotto, allevamento e mercato.` });
};

const COLUMNS: Column<ForSaleRow>[] = [
  {
    key: "name",
    label: "Nome",
    sticky: true,
    render: (item) => (
      <Link to={horseFilePath("in-vendita", item.slug)} prefetch="intent">
        {item.name}
      </Link>
    ),
  },
  { key: "sire", label: "Padre", render: (item) => item.sire ?? "" },
  { key: "dam", label: "Madre", render: (item) => item.dam ?? "" },
  {
    key: "age",
    label: "Età",
    render: (item) => (item.age === null ? "" : `${yearsOld(item.age)} (${item.birthYear})`),
  },
  { key: "sold", label: "Stato", render: (item) => (item.sold ? <span className="foal-sold">Venduto</span> : "Disponibile") },
];

/** On a phone: the horse and whether it is still for sale, then its sire, dam and age (what a buyer asks first). */
const FOR_SALE_KEYS: KeyColumns = { heading: ["name", "sold"], facts: ["sire", "dam", "age"] };

const LINKS: { kind: ForSaleKind; href: string }[] = [
  { kind: "fattrici", href: forSalePath("fattrici") },
  { kind: "carature", href: forSalePath("carature") },
  { kind: "puledri", href: forSalePath("puledri") },
];

/** While a list loads, the layout shows its skeleton (views/components/breeding/for-sale-skeleton.tsx). */
export default function ForSale({ loaderData }: Route.ComponentProps) {
  const kind = loaderData.kind;
  return (
    <div className="container page breeding-page">
      <header className="page-header">
        <h1>{FOR_SALE_TITLES[kind]}</h1>
        <nav aria-label="Liste in vendita" className="view-switch">
          {LINKS.map((link) => (
            <Link key={link.kind} to={link.href} aria-current={link.kind === loaderData.kind ? "page" : undefined}>
              {FOR_SALE_TITLES[link.kind]}
            </Link>
          ))}
        </nav>
      </header>
      {loaderData.items === null ? (
        <SectionUnavailable />
      ) : (
        <DataTable
          columns={COLUMNS}
          keyColumns={FOR_SALE_KEYS}
          rows={loaderData.items}
          rowKey={(item) => item.slug}
          caption={FOR_SALE_TITLES[loaderData.kind]}
          empty="Nessun risultato per questa ricerca"
        />
      )}
    </div>
  );
}
