import { COUNTED, countOf } from "~/src/domain/agreement";
import { formatPercentOneDecimal, type NumberFigures } from "~/src/domain/races/starting-numbers";
import { linearScale } from "./linear-scale";
import "./charts.css";

const WIDTH = 340;
const HEIGHT = 180;
const PADDING = { top: 20, right: 8, bottom: 24, left: 8 };

/**
 * Win % and place % of each starting number as nested bars (the wins are part of the places),
 * drawn on the server at a fixed size; the text alternative gives every figure.
 */
export function StartingNumberChart({ numbers, subject }: { numbers: NumberFigures[]; subject: string }) {
  const shown = numbers.filter((figures) => figures.starters > 0);
  const slot = (WIDTH - PADDING.left - PADDING.right) / Math.max(shown.length, 1);
  const top = Math.max(10, ...shown.map((figures) => figures.placePercent ?? 0));
  const y = linearScale([0, top], [HEIGHT - PADDING.bottom, PADDING.top]);
  const base = HEIGHT - PADDING.bottom;
  const summary = `Percentuale di vittorie e di piazzamenti per numero di partenza, ${subject}: ${shown
    .map(
      (figures) =>
        `numero ${figures.number} vince il ${formatPercentOneDecimal(figures.winPercent)} ed è piazzato il ${formatPercentOneDecimal(figures.placePercent)} su ${countOf(figures.starters, COUNTED.starter)}`,
    )
    .join("; ")}.`;
  return (
    <figure className="form-chart number-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT} role="img" aria-label={summary}>
        <line className="form-axis" x1={PADDING.left} x2={WIDTH - PADDING.right} y1={base} y2={base} />
        {shown.map((figures, index) => {
          const x = PADDING.left + index * slot;
          const placeTop = y(figures.placePercent ?? 0);
          const winTop = y(figures.winPercent ?? 0);
          return (
            <g key={figures.number}>
              <rect className="number-bar-place" x={x + slot * 0.12} y={placeTop} width={slot * 0.76} height={base - placeTop} />
              <rect className="form-bar" x={x + slot * 0.28} y={winTop} width={slot * 0.44} height={base - winTop} />
              <text className="form-value" x={x + slot / 2} y={placeTop - 4} textAnchor="middle">
                {Math.round(figures.winPercent ?? 0)}
              </text>
              <text className="form-label" x={x + slot / 2} y={HEIGHT - 8} textAnchor="middle">
                {figures.number}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>
        <span className="number-key number-key--win" aria-hidden="true" /> vittorie{" "}
        <span className="number-key number-key--place" aria-hidden="true" /> piazzamenti (primi tre) · sopra ogni barra la percentuale di
        vittorie, sotto il numero di partenza
      </figcaption>
    </figure>
  );
}
