import { COUNTED, countOf } from "~/src/domain/agreement";
import type { BreederBoxes as BreederBoxesData } from "~/src/domain/breeding/breeders";
import { SmartLink } from "./smart-link";
import "./breeder-boxes.css";
import { breederBoxPath } from "~/src/urls/breeding";

/** Breeder boxes, six per row on wide screens, with the titles the server gives. */
export function BreederBoxes({ data, heading }: { data: BreederBoxesData; heading?: string }) {
  // The server's title often repeats the block's heading: show it only when it adds something.
  const titleAbove = data.titleAbove && data.titleAbove.trim() !== heading?.trim() ? data.titleAbove : null;
  return (
    <div className="breeder-boxes">
      {titleAbove ? <p className="boxes-title">{titleAbove}</p> : null}
      <ul className="box-grid">
        {data.breeders.map((breeder) => (
          <li key={breeder.id} className="box">
            <SmartLink to={breederBoxPath(breeder.slug)}>
              {breeder.image ? (
                <img src={breeder.image} alt="" width={160} height={112} loading="lazy" decoding="async" />
              ) : (
                <span className="box-placeholder" aria-hidden="true" />
              )}
              <span className="box-name">{breeder.name}</span>
              {breeder.foalCount ? <span className="box-count">{countOf(breeder.foalCount, COUNTED.foal)}</span> : null}
            </SmartLink>
          </li>
        ))}
      </ul>
      {data.titleBelow ? <p className="boxes-title">{data.titleBelow}</p> : null}
    </div>
  );
}
