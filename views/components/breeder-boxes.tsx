import type { BreederBoxes as BreederBoxesData } from "../../src/domain/breeders";
import { SmartLink } from "./smart-link";

/** Breeder boxes, six per row on wide screens, with the titles the server gives. */
export function BreederBoxes({ data }: { data: BreederBoxesData }) {
  return (
    <div className="breeder-boxes">
      {data.aboveTitle ? <p className="boxes-title">{data.aboveTitle}</p> : null}
      <ul className="box-grid">
        {data.breeders.map((breeder) => (
          <li key={breeder.id} className="box">
            <SmartLink to={breeder.slug.startsWith("/") ? breeder.slug : `/trotto/allevatori/${breeder.slug}`}>
              {breeder.img_path ? (
                <img src={breeder.img_path} alt="" width={160} height={112} loading="lazy" decoding="async" />
              ) : (
                <span className="box-placeholder" aria-hidden="true" />
              )}
              <span className="box-name">{breeder.Nome}</span>
              {breeder.puledri ? <span className="box-count">{breeder.puledri} puledri</span> : null}
            </SmartLink>
          </li>
        ))}
      </ul>
      {data.belowTitle ? <p className="boxes-title">{data.belowTitle}</p> : null}
    </div>
  );
}
