import { useLocation, useNavigation } from "react-router";
import type { PartnerTable as PartnerTableData } from "~/src/domain/partner/partner-table";
import { SkeletonRows } from "../skeleton-rows";
import { SectionUnavailable } from "../section-unavailable";
import { PartnerPage } from "./partner-page";
import { PartnerTable } from "./partner-table";
import { YearSelector } from "./year-selector";
import { StaticSection } from "../../static-section";

/** The name of a partner table's rows among the static sections: its loader keeps them on the server. */
export const PARTNER_ROWS_SECTION = "partner-rows";

export type PartnerTablePageData = {
  /** Rows undefined: kept on the server, the page's markup has them (views/static-section.tsx). */
  table: (Omit<PartnerTableData, "rows"> & { rows: PartnerTableData["rows"] | undefined }) | null;
  year: number | null;
  yearChoice: { options: number[]; allYears: boolean } | null;
};

type PartnerTablePageProps = {
  page: PartnerTablePageData;
  /** Heading when the upstream failed and there is no server title. */
  fallbackTitle: string;
  /** The full page of the stallion or breeder on the portal, opened in a new tab. */
  fullPage: { href: string; label: string };
};

const SKELETON_ROWS = 5;

/** One partner table: the server's title, the year selector, the table (skeleton rows while a new year loads). */
export function PartnerTablePage({ page, fallbackTitle, fullPage }: PartnerTablePageProps) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const loadingHere = navigation.state === "loading" && navigation.location.pathname === pathname;
  const { table } = page;
  const title = table?.title || fallbackTitle;
  return (
    <PartnerPage
      title={title}
      fullPage={fullPage}
      headerExtra={
        page.yearChoice ? <YearSelector year={page.year} options={page.yearChoice.options} allYears={page.yearChoice.allYears} /> : null
      }
    >
      {loadingHere ? (
        <SkeletonRows rows={SKELETON_ROWS} columns={Math.max(page.table?.columns.length ?? 0, 3)} />
      ) : table ? (
        <StaticSection name={PARTNER_ROWS_SECTION} data={table.rows}>
          {(rows) => <PartnerTable table={{ ...table, rows }} label={title} />}
        </StaticSection>
      ) : (
        <SectionUnavailable text="Tabella non disponibile in questo momento." />
      )}
    </PartnerPage>
  );
}
