/** Grey placeholder rows shown while a client navigation loads a table. */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return (
    <div className="table-scroll" aria-busy="true" aria-label="Caricamento in corso">
      <table className="data-table skeleton-table">
        <tbody>
          {Array.from({ length: rows }, (_, row) => (
            <tr key={row}>
              {Array.from({ length: columns }, (_, column) => (
                <td key={column}>
                  <span className="skeleton-bar" />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
