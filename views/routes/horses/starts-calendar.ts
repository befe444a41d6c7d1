import { data } from "react-router";
import { exportFileName } from "~/src/domain/export/table-export";
import { horseStartsCalendarPath } from "~/src/urls/horses";
import { calendarResponse } from "../../calendar-feed.server";
import { fileLoader } from "../../file-loader.server";
import type { Route } from "./+types/starts-calendar";
import { horseCodeFromSlug } from "./horse-params";
import { redirectToCanonicalPath } from "../../canonical-address";
import { horsesKey, requestKey } from "~/src/request-context";

/** /cavalli/{code}-{slug}/partenti.ics: the horse's upcoming starts, for a calendar subscription. */
export const loader = fileLoader(async ({ params, request, url, context }: Route.LoaderArgs) => {
  const code = horseCodeFromSlug(params.slug);
  const calendar = await context.get(horsesKey).getStartCalendar({ codes: [code] });
  if (!calendar) throw data("Cavallo non trovato", { status: 404 });
  redirectToCanonicalPath(url, horseStartsCalendarPath(calendar.horses[0]));
  return calendarResponse(calendar, request, context.get(requestKey).site.url, exportFileName("partenti", calendar.horses[0].name));
});
