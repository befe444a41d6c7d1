import { z } from "zod";
import type { PartnerTable } from "~/src/domain/partner/partner-table";
import { fromUpstream, text } from "../../shared/tolerant-reader";
import { serverTable, tableFields, tableRows } from "./common";

/**
 * Partner tables: `{title, horses, fields}`; the mares of a stallion come as
 * `{title, mares, fields}`. A column whose values are not scalars is left out.
 */
const hasRows = (body: unknown) =>
  typeof body === "object" &&
  body !== null &&
  (Array.isArray((body as Record<string, unknown>).horses) || Array.isArray((body as Record<string, unknown>).mares));

export const partnerTableSchema = z
  .unknown()
  // the rows are the answer: without a list of horses or mares there is nothing to show
  .refine(hasRows, { message: "horses or mares expected" })
  .pipe(
    fromUpstream({
      title: ["title", text],
      horses: ["horses", tableRows("horses")],
      mares: ["mares", tableRows("mares")],
      fields: ["fields", tableFields("fields")],
    }),
  )
  .transform(({ title, horses, mares, fields }): PartnerTable => ({
    title: title ?? "",
    ...serverTable(fields, horses.length > 0 ? horses : mares),
  })) satisfies z.ZodType<PartnerTable, unknown>;
