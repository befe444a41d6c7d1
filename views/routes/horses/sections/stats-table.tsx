import { euroOrDash, integerOrDash, UNKNOWN_FIGURE } from "~/src/domain/format";
import type { HorseStats } from "~/src/domain/horses/horse";

const COUNT_COLUMNS = [
  ["starts", "C", "Corse"],
  ["firsts", "1°", "Primo posto"],
  ["seconds", "2°", "Secondo posto"],
  ["thirds", "3°", "Terzo posto"],
  ["fourths", "4°", "Quarto posto"],
  ["fifths", "5°", "Quinto posto"],
] as const;

/** Career statistics (docs/PRODUCT.md, "Horse profile"): Vincite, C, 1° to 5°, breve, lunga; a figure the upstream did not give is a dash. */
export function StatsTable({ stats }: { stats: HorseStats }) {
  return (
    <div className="table-scroll" role="region" aria-label="Statistiche" tabIndex={0}>
      <table className="data-table horse-stats">
        <caption className="visually-hidden">Statistiche di carriera</caption>
        <thead>
          <tr>
            <th scope="col">Vincite</th>
            {COUNT_COLUMNS.map(([key, label, title]) => (
              <th key={key} scope="col" className="num">
                <abbr title={title}>{label}</abbr>
              </th>
            ))}
            <th scope="col">breve</th>
            <th scope="col">lunga</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{euroOrDash(stats.winnings)}</td>
            {COUNT_COLUMNS.map(([key]) => (
              <td key={key} className="num">
                {integerOrDash(stats[key])}
              </td>
            ))}
            <td>{stats.shortRecord ?? UNKNOWN_FIGURE}</td>
            <td>{stats.longRecord ?? UNKNOWN_FIGURE}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
