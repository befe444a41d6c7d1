import type { BreederBoxes as BreederBoxesData } from "../../src/domain/breeders";
import { SmartLink } from "./smart-link";

/** Breeder boxes, six per row on wide screens, with the titles the server gives. */
export function BreederBoxes({ data, heading }: { data: BreederBoxesData; heading?: string }) {
  // The server's title often repeats the block's heading: show it only when it adds something.
  const aboveTitle = data.aboveTitle && data.aboveTitle.trim() !== heading?.trim() ? data.aboveTitle : null;
  return (
    <div className="breeder-boxes">
      {aboveTitle ? <p className="boxes-title">{aboveTitle}</p> : null}
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
              {breeder.puledri ? <span className="box-count">{breeder.puledri === 1 ? "1 puledro" : `${breeder.puledri} puledri`}</span> : null}
            </SmartLink>
          </li>
        ))}
      </ul>
      {data.belowTitle ? <p className="boxes-title">{data.belowTitle}</p> : null}
    </div>
  );
}
