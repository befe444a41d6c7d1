import { data } from "react-router";
import { parseHorseCodes } from "~/src/urls/horses";
import { calendarResponse } from "../../calendar-feed.server";
import { fileLoader } from "../../file-loader.server";
import type { Route } from "./+types/followed-calendar";
import { horsesKey, requestKey } from "~/src/request-context";

/** /calendario.ics?cavalli=101,102: the upcoming starts of up to 20 horses in one feed. */
export const loader = fileLoader(async ({ request, url, context }: Route.LoaderArgs) => {
  const parsed = parseHorseCodes(url.searchParams.get("cavalli"));
  if (!parsed.ok) throw data(parsed.message, { status: 400 });
  const calendar = await context.get(horsesKey).getStartCalendar({ codes: parsed.codes });
  if (!calendar) throw data("Nessuno dei cavalli indicati esiste.", { status: 404 });
  return calendarResponse(calendar, request, context.get(requestKey).site.url, "partenti-cavalli-seguiti");
});
