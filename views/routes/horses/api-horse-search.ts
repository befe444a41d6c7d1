import { data } from "react-router";
import { z } from "zod";
import { failureOf } from "~/src/application/failures";
import type { Route } from "./+types/api-horse-search";
import { horsesKey } from "~/src/request-context";

const pickerQuery = z.object({
  input: z.string().max(100).default(""),
  type: z.enum(["M", "F"]).optional().catch(undefined),
  ageLimit: z.enum(["1", "0", "true", "false"]).optional().catch(undefined),
});

/** JSON answer of the horse picker: GET /api/cavalli/cerca?input=&type=M|F&ageLimit=1 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const params = Object.fromEntries(url.searchParams);
  const parsed = pickerQuery.safeParse(params);
  if (!parsed.success) throw data({ horses: [], more: false }, { status: 400 });
  const { input, type, ageLimit } = parsed.data;
  try {
    const results = await context.get(horsesKey).searchHorsesForPicker({
      input,
      type,
      ageLimit: ageLimit === "1" || ageLimit === "true",
    });
    return data({ ...results, unavailable: false }, { headers: { "Cache-Control": "public, max-age=60" } });
  } catch (error) {
    // The picker keeps working as a plain text field: the form's server side searches by the text.
    if (failureOf(error)) return data({ horses: [], more: false, unavailable: true }, { headers: { "Cache-Control": "no-store" } });
    throw error;
  }
}
