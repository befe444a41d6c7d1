import type { PartnerTable } from "~/src/domain/partner/partner-table";
import type { Slug } from "~/src/domain/slug";
import { breederSheetPathOfSlug } from "~/src/urls/breeding";
import { horseFilePath } from "~/src/urls/horses";
import { parsePartnerSlug, partnerPagePath } from "~/src/urls/partner";
import { redirectToCanonicalPath } from "../../canonical-address";
import { notFound } from "../../route-errors";
import { pageMeta } from "../../seo";
import { keptOnServer } from "../../static-section";
import { PARTNER_ROWS_SECTION } from "../../components/partner/partner-table-page";

/**
 * A partner table's rows are its bulk: sent once, as markup, and left out of a document's
 * hydration data; the title and columns stay (the heading and the skeleton need them).
 */
export function rowsKeptOnServer<T extends { table: PartnerTable | null }>(
  context: Parameters<typeof keptOnServer>[0],
  page: T,
): Omit<T, "table"> & { table: (Omit<PartnerTable, "rows"> & { rows: PartnerTable["rows"] | undefined }) | null } {
  return page.table ? { ...page, table: { ...page.table, rows: keptOnServer(context, PARTNER_ROWS_SECTION, page.table.rows) } } : page;
}

/** The raw `year` query of a partner page; the use case validates it. */
export function yearQuery(url: URL): string | null {
  return url.searchParams.get("year");
}

type MetaArgs = Parameters<typeof pageMeta>[0] & { loaderData?: { table: { title: string } | null } | undefined };

/** Partner pages are copies of portal tables for other sites: titled by the server, kept out of search results. */
export function partnerMeta(args: MetaArgs, fallbackTitle: string) {
  return pageMeta(args, { title: args.loaderData?.table?.title || fallbackTitle, noIndex: true });
}

/** The stallion or breeder of a partner page's address: a slug that is not the canonical one is a 404, never an upstream call. */
export function partnerSubject(slug: string | undefined): Slug {
  return parsePartnerSlug(slug) ?? notFound();
}

/**
 * A partner page asked with the right id and another name (an old name, a typo) answers with a
 * permanent redirect to the subject's own slug, as the portal's horse pages do; when the
 * subject's record could not be read, the page shows as asked.
 */
export function atOwnAddress<Page extends { ownSlug: string | null }>(route: { url: URL; pattern: string }, page: Page): Page {
  const own = page.ownSlug === null ? null : partnerPagePath(route.pattern, page.ownSlug);
  if (own) redirectToCanonicalPath(route.url, own);
  return page;
}

/** The portal's full pages, which partner pages link to in a new tab. */
export const stallionPage = (slug: string) => ({ href: horseFilePath("stalloni", slug), label: "Scheda completa dello stallone su Sulky" });
export const breederPage = (slug: string) => ({ href: breederSheetPathOfSlug(slug), label: "Scheda completa dell'allevatore su Sulky" });
