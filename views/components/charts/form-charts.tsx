import { forCount } from "~/src/domain/agreement";
import type { FormAtAGlance, PlacingMark, SeasonEarnings, YearBestTime } from "~/src/domain/horses/form-at-a-glance";
import { formatEuro } from "~/src/domain/format";
import { formatItalianDate, isoDay } from "~/src/domain/calendar";
import { linearScale } from "./linear-scale";
import "./charts.css";
import { italianNumber } from "~/src/domain/italian-format";

/** Seasons a chart shows: the most recent ones, so the bars keep a readable width on a phone. */
const MAX_SEASONS = 8;
const WIDTH = 320;
const HEIGHT = 160;
const PADDING = { top: 22, right: 12, bottom: 24, left: 12 };

function placingClass(mark: PlacingMark): string {
  if (!mark.placed) return "form-mark form-mark--np";
  if (mark.placing === 1) return "form-mark form-mark--win";
  if ((mark.placing ?? 99) <= 3) return "form-mark form-mark--podium";
  return "form-mark";
}

/** The last ten placings as a strip of numbered boxes, oldest on the left. */
export function PlacingStrip({ marks, horseName }: { marks: PlacingMark[]; horseName: string }) {
  const box = 30;
  const gap = 2;
  const width = 10 * (box + gap);
  const heading = forCount(marks.length, { one: "Ultimo piazzamento", many: `Ultimi ${marks.length} piazzamenti` });
  const summary = `${heading} di ${horseName}${marks.length > 1 ? ", dal meno recente" : ""}: ${marks.map((mark) => `${mark.label} il ${formatItalianDate(mark.date)}`).join(", ")}.`;
  return (
    <figure className="form-chart form-chart--strip">
      <svg viewBox={`0 0 ${width} ${box}`} width={width} height={box} role="img" aria-label={summary}>
        {marks.map((mark, index) => (
          <g key={`${isoDay(mark.date)}-${index}`} className={placingClass(mark)} transform={`translate(${index * (box + gap)},0)`}>
            <rect width={box} height={box} rx={4} />
            <text x={box / 2} y={box / 2} dy="0.35em" textAnchor="middle">
              {mark.label}
            </text>
          </g>
        ))}
      </svg>
      <figcaption>Ultimi piazzamenti (il più recente a destra)</figcaption>
    </figure>
  );
}

/** Earnings per season as bars, each labelled with its year and amount. */
export function EarningsBars({ seasons, horseName }: { seasons: SeasonEarnings[]; horseName: string }) {
  const shown = seasons.slice(-MAX_SEASONS);
  const slot = (WIDTH - PADDING.left - PADDING.right) / Math.max(shown.length, 1);
  const y = linearScale([0, Math.max(1, ...shown.map((season) => season.earnings))], [HEIGHT - PADDING.bottom, PADDING.top]);
  const summary = `Vincite per stagione di ${horseName}: ${shown.map((season) => `${formatEuro(season.earnings)} nel ${seasonLabel(season)}`).join(", ")}.`;
  return (
    <figure className="form-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT} role="img" aria-label={summary}>
        <line
          className="form-axis"
          x1={PADDING.left}
          x2={WIDTH - PADDING.right}
          y1={HEIGHT - PADDING.bottom}
          y2={HEIGHT - PADDING.bottom}
        />
        {shown.map((season, index) => {
          const x = PADDING.left + index * slot;
          const top = y(season.earnings);
          return (
            <g key={season.year}>
              <rect className="form-bar" x={x + slot * 0.15} y={top} width={slot * 0.7} height={HEIGHT - PADDING.bottom - top} />
              <text className="form-value" x={x + slot / 2} y={top - 4} textAnchor="middle">
                {compactEuro(season.earnings)}
              </text>
              <text className="form-label" x={x + slot / 2} y={HEIGHT - 8} textAnchor="middle">
                {season.year}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>Vincite per stagione{partialNote(shown)}</figcaption>
    </figure>
  );
}

/** Best km time per year as a line: faster times sit higher. */
export function BestTimeLine({ years, horseName }: { years: YearBestTime[]; horseName: string }) {
  const shown = years.slice(-MAX_SEASONS);
  const tenths = shown.map((year) => year.tenths);
  const slot = (WIDTH - PADDING.left - PADDING.right) / Math.max(shown.length, 1);
  const slowest = Math.max(...tenths);
  const fastest = Math.min(...tenths);
  // A single year, or equal times, still need a range to draw in.
  const y = linearScale([slowest + 2, Math.min(fastest, slowest) - 2], [HEIGHT - PADDING.bottom, PADDING.top]);
  const points = shown.map((year, index) => ({ ...year, x: PADDING.left + index * slot + slot / 2, y: y(year.tenths) }));
  const summary = `Miglior tempo al km per anno di ${horseName}: ${shown.map((year) => `${year.label} nel ${seasonLabel(year)}`).join(", ")}.`;
  return (
    <figure className="form-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT} role="img" aria-label={summary}>
        <line
          className="form-axis"
          x1={PADDING.left}
          x2={WIDTH - PADDING.right}
          y1={HEIGHT - PADDING.bottom}
          y2={HEIGHT - PADDING.bottom}
        />
        <polyline className="form-line" points={points.map((point) => `${point.x},${point.y}`).join(" ")} />
        {points.map((point) => (
          <g key={point.year}>
            <circle className="form-point" cx={point.x} cy={point.y} r={4} />
            <text className="form-value" x={point.x} y={point.y - 8} textAnchor="middle">
              {point.label}
            </text>
            <text className="form-label" x={point.x} y={HEIGHT - 8} textAnchor="middle">
              {point.year}
            </text>
          </g>
        ))}
      </svg>
      <figcaption>Miglior tempo al km per anno{partialNote(shown)}</figcaption>
    </figure>
  );
}

/** 12.300 € as '12,3k': the bar's label; the exact amount is in the text alternative. */
function compactEuro(amount: number): string {
  if (amount < 1000) return `${Math.round(amount)}`;
  if (amount < 1_000_000) return `${italianNumber(amount / 1000, { maximumFractionDigits: 1 })}k`;
  return `${italianNumber(amount / 1_000_000, { maximumFractionDigits: 1 })}M`;
}

/** A season known only from some of its starts says so, in the text alternative and the caption. */
function seasonLabel(season: { year: number; partial?: true }): string {
  return season.partial ? `${season.year} (dati parziali)` : String(season.year);
}

function partialNote(seasons: { partial?: true }[]): string {
  return seasons.some((season) => season.partial) ? " (dati parziali: solo le ultime corse)" : "";
}

/** The three charts of the horse's form; nothing for a horse that never raced. */
export function FormAtAGlanceCharts({ form, horseName }: { form: FormAtAGlance; horseName: string }) {
  if (form.lastPlacings.length === 0) return null;
  return (
    <div className="form-charts">
      <PlacingStrip marks={form.lastPlacings} horseName={horseName} />
      {form.earningsBySeason.length > 0 ? <EarningsBars seasons={form.earningsBySeason} horseName={horseName} /> : null}
      {form.bestTimeByYear.length > 0 ? <BestTimeLine years={form.bestTimeByYear} horseName={horseName} /> : null}
    </div>
  );
}
