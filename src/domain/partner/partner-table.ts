import type { ServerTable } from "../tables";

/**
 * A partner table (§3: title, horses or mares, fields), its columns known by their
 * kind (percentages, winnings, the row's own horse) and never by the upstream's names.
 */
export type PartnerTable = ServerTable & { title: string };
