import { useLocation } from "react-router";
import { csvExportHref } from "~/src/urls/files";

/**
 * 'Scarica in CSV': the table of this page, as it is filtered and sorted, for a spreadsheet.
 * A plain link (a file, not a page): it works without JavaScript and is never a client navigation.
 */
export function CsvDownloadLink({ what }: { what: string }) {
  const location = useLocation();
  return (
    <p className="csv-download">
      <a href={csvExportHref(location.pathname, location.search)} download>
        Scarica in CSV<span className="visually-hidden"> {what}</span>
      </a>
    </p>
  );
}
