import { Link } from "react-router";
import type { SponsorCard } from "~/src/domain/breeding/stallions";
import { SectionUnavailable } from "../section-unavailable";
import { SponsorGrid } from "../sponsor-grid";
import { stallionsForMarePath } from "~/src/urls/horses";

/** A page of sponsor stallions (all, or those in evidence), with a link to the other list. */
export function SponsorStallionsPage({
  title,
  items,
  other,
}: {
  title: string;
  items: SponsorCard[] | null;
  other: { href: string; label: string };
}) {
  return (
    <div className="container page breeding-page">
      <header className="page-header">
        <h1>{title}</h1>
        <p>
          <Link to={other.href}>{other.label}</Link> · <Link to={stallionsForMarePath()}>Lo stallone giusto per la tua fattrice</Link>
        </p>
      </header>
      {items === null ? (
        <SectionUnavailable />
      ) : items.length ? (
        <SponsorGrid items={items} />
      ) : (
        <p className="empty-state">Nessun risultato per questa ricerca</p>
      )}
    </div>
  );
}
