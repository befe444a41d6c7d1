import { z } from "zod";
import type { PartnerRow, PartnerTable } from "../../../src/domain/partner/partner-table";

const cellSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]).optional();
const rowSchema = z.record(z.string(), cellSchema) satisfies z.ZodType<PartnerRow>;
const fieldSchema = z.object({ key: z.string(), label: z.string() });

/** Partner tables: `{title, horses, fields}`; the mares of a stallion come as `{title, mares, fields}`. */
export const partnerTableSchema = z
  .object({
    title: z.string().nullish(),
    horses: z.array(rowSchema).optional(),
    mares: z.array(rowSchema).optional(),
    fields: z.array(fieldSchema),
  })
  .refine((table) => table.horses !== undefined || table.mares !== undefined, { message: "horses or mares expected" })
  .transform((table): PartnerTable => ({ title: table.title ?? "", horses: table.horses ?? table.mares ?? [], fields: table.fields })) satisfies z.ZodType<PartnerTable>;
