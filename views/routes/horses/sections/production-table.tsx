import { Link } from "react-router";
import type { ServerTable as ServerTableData } from "~/src/domain/tables";
import { ServerTable } from "~/views/components/server-table";

/** The horse's production, with the columns the upstream names and the breeders' phones. */
export function ProductionTable({ table, caption }: { table: ServerTableData; caption: string }) {
  return (
    <ServerTable
      table={table}
      caption={caption}
      empty="Nessun prodotto registrato."
      horseLink={(slug, name) => (
        // One link to the profile route is enough for the router to know it (see the female line).
        <Link to={`/cavalli/${slug}`} discover="none">
          {name}
        </Link>
      )}
    />
  );
}
