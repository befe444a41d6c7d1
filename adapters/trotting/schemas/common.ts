import { z } from "zod";

/** Upstream text fields that may be missing or null. */
export const optionalText = z.string().nullish();
export const optionalNumber = z.number().nullish();
/** Ids and codes arrive as numbers or strings depending on the endpoint. */
export const codeSchema = z.union([z.string(), z.number()]).transform(String);
/** Column definitions that go with every table the API returns. */
export const fieldsSchema = z.array(z.object({ key: z.string(), label: z.string() }).passthrough());
