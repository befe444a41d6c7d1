import type { ServerTable } from "../tables";

/**
 * A partner table (a title and the upstream's rows and fields), its columns known by their
 * kind (percentages, winnings, the row's own horse) and never by the upstream's names.
 */
export type PartnerTable = ServerTable & { title: string };
