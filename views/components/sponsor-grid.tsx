import type { SponsorCard } from "~/src/domain/breeding/stallions";
import { SmartLink } from "./smart-link";
import "./sponsor-grid.css";

function CardBody({ card }: { card: SponsorCard }) {
  return (
    <>
      {card.image ? (
        <img src={card.image} alt="" width={190} height={112} loading="lazy" decoding="async" className="card-image" />
      ) : (
        <span className="card-image card-image-missing" aria-hidden="true" />
      )}
      {card.fullImage ? (
        <span className="visually-hidden">{card.title}</span>
      ) : (
        <span className="card-body">
          <span className="card-title">{card.title}</span>
          {card.record ? <span className="card-record">Record {card.record}</span> : null}
          {card.motto ? <span className="card-motto">{card.motto}</span> : null}
        </span>
      )}
    </>
  );
}

/** Stallion cards, sponsor cards and full-image sponsor cards (images 190×112); a card without an address is not a link. */
export function SponsorGrid({ items }: { items: SponsorCard[] }) {
  return (
    <ul className="card-grid">
      {items.map((card, index) => (
        <li
          key={`${card.kind}-${card.href ?? index}-${card.title}`}
          className={`card card-${card.kind === "stallion" ? "stallone" : "sponsor"}${card.fullImage ? " card-full-image" : ""}`}
          style={
            card.background || card.textColor ? { background: card.background ?? undefined, color: card.textColor ?? undefined } : undefined
          }
        >
          {card.href ? (
            <SmartLink to={card.href} className="card-link">
              <CardBody card={card} />
            </SmartLink>
          ) : (
            <span className="card-link">
              <CardBody card={card} />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
