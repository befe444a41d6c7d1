import type { SponsorItem } from "../../src/domain/stallions";
import { SmartLink } from "./smart-link";

/** Stallion cards, sponsor cards and full-image sponsor cards (images 190×112). */
export function SponsorGrid({ items }: { items: SponsorItem[] }) {
  return (
    <ul className="card-grid">
      {items.map((item) => (
        <li
          key={`${item.type}-${item.href}-${item.title}`}
          className={`card card-${item.type}${item.full_image ? " card-full-image" : ""}`}
          style={item.bg_color || item.text_color ? { background: item.bg_color ?? undefined, color: item.text_color ?? undefined } : undefined}
        >
          <SmartLink to={item.path ?? item.href} className="card-link">
            <img src={item.img} alt="" width={190} height={112} loading="lazy" decoding="async" className="card-image" />
            {item.full_image ? <span className="visually-hidden">{item.title}</span> : (
              <span className="card-body">
                <span className="card-title">{item.title}</span>
                {item.record ? <span className="card-record">Record {item.record}</span> : null}
                {item.motto ? <span className="card-motto">{item.motto}</span> : null}
              </span>
            )}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
