import type { PartnerTable as PartnerTableData } from "~/src/domain/partner/partner-table";
import { horseProfilePathOfSlug } from "~/src/urls/horses";
import { ServerTable } from "../server-table";

export const EMPTY_TABLE_TEXT = "Nessun risultato per questa ricerca";

/** The server's table as it sent it: its columns, horse names linked to their full page in a new tab. */
export function PartnerTable({ table, label }: { table: PartnerTableData; label: string }) {
  return (
    <ServerTable
      table={table}
      caption={label}
      empty={EMPTY_TABLE_TEXT}
      horseLink={(slug, name) => {
        const profile = horseProfilePathOfSlug(slug);
        return profile ? (
          <a href={profile} target="_blank" rel="noopener">
            {name}
          </a>
        ) : (
          name
        );
      }}
    />
  );
}
