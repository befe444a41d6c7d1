import { formatEuro, formatInteger } from "../../../../src/domain/format";
import type { HorseStats } from "../../../../src/domain/horses/horse";

const COUNT_COLUMNS = [
  ["corse", "C", "Corse"],
  ["primo", "1°", "Primo posto"],
  ["secondo", "2°", "Secondo posto"],
  ["terzo", "3°", "Terzo posto"],
  ["quarto", "4°", "Quarto posto"],
  ["quinto", "5°", "Quinto posto"],
] as const;

/** Career statistics (§3): Vincite, C, 1° to 5°, breve, lunga. */
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
            <td>{formatEuro(stats.vincite ?? 0)}</td>
            {COUNT_COLUMNS.map(([key]) => (
              <td key={key} className="num">
                {formatInteger(stats[key] ?? 0)}
              </td>
            ))}
            <td>{stats.recordBreve ?? "–"}</td>
            <td>{stats.recordLunga ?? "–"}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
