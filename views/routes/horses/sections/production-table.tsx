import { Link } from "react-router";
import type { ServerTable as ServerTableData } from "~/src/domain/tables";
import { horseProfilePathOfSlug } from "~/src/urls/horses";
import { ServerTable } from "~/views/components/server-table";

/** The horse's production, with the columns the upstream names and the breeders' phones. */
export function ProductionTable({ table, caption }: { table: ServerTableData; caption: string }) {
  return (
    <ServerTable
      table={table}
      caption={caption}
      empty="Nessun prodotto registrato."
      horseLink={(slug, name) => {
        const profile = horseProfilePathOfSlug(slug);
        // One link to the profile route is enough for the router to know it (see the female line).
        return profile ? (
          <Link to={profile} discover="none">
            {name}
          </Link>
        ) : (
          name
        );
      }}
    />
  );
}
