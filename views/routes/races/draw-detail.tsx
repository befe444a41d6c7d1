import { data, Link } from "react-router";
import { formatPercentOneDecimal } from "~/src/domain/races/starting-numbers";
import { startingNumbersPath } from "~/src/urls/races";
import type { TrackWinRates } from "~/src/application/races/starting-number-stats";
import type { TableRow } from "~/src/domain/tables";
import type { Column } from "../../components/data-table";
import { ServerTable } from "../../components/server-table";
import { RacesPage } from "../../components/races/races-page";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/draw-detail";
import { backForwardCachedClientLoader } from "../../back-forward-cache";
import { notFound } from "../../route-errors";
import { raceNumberParam, routeDateParam, trackCodeParam } from "./params";
import "./races.css";
import { racesKey } from "~/src/request-context";

export async function loader({ params, context }: Route.LoaderArgs) {
  const date = routeDateParam(params.date);
  const trackCode = trackCodeParam(params.racecourse);
  const raceNumber = raceNumberParam(params.raceNumber) ?? notFound();
  // A draw still to come appears in place: the page follows its day (read before the data).
  const raceDay = context.get(racesKey).raceDayStatus(date);
  const outcome = await context.get(racesKey).getDrawDetail({ date, trackCode, raceNumber });
  // Until the statistics exist the page lacks the numbers' win %: it must not be kept that way.
  const pending = outcome.status === "ok" && outcome.result.statisticsPending;
  return data({ ...outcome, raceDay }, pending ? { headers: { "Cache-Control": "private, no-store" } } : undefined);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** Back and Forward show this page at once from the visitor's last ten pages. */
export const clientLoader = backForwardCachedClientLoader<Route.ClientLoaderArgs>();

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.data?.status === "ok" && args.data.result.title ? args.data.result.title : "Sorteggio numeri",
    description: args.data?.status === "ok" ? (args.data.result.subtitle ?? undefined) : undefined,
  });

export default function DrawDetail({ loaderData }: Route.ComponentProps) {
  if (loaderData.status !== "ok") {
    return (
      <RacesPage title="Sorteggio numeri" withSpinner={false} raceDay={loaderData.raceDay}>
        <p className="alert alert-danger" role="alert">
          {loaderData.message}
        </p>
      </RacesPage>
    );
  }
  const { title, subtitle, numbers, startingNumbers, winRates } = loaderData.result;
  return (
    <RacesPage
      title={title ?? "Sorteggio numeri"}
      subtitle={subtitle ? <p className="subtitle">{subtitle}</p> : null}
      raceDay={loaderData.raceDay}
    >
      <ServerTable
        table={numbers}
        caption="Numeri sorteggiati"
        empty="Non sono presenti risultati per la corsa selezionata"
        extraColumns={winRates ? [winRateColumn(winRates, startingNumbers)] : []}
        // next to the number, which the draw's table gives first
        extraColumnsAt={1}
      />
      <p className="number-notes">
        <Link to={startingNumbersPath(winRates?.trackCode)}>
          {winRates ? `Quanto vale ogni numero a ${winRates.trackName}` : "Quanto vale ogni numero di partenza"}
        </Link>
      </p>
    </RacesPage>
  );
}

/** Next to each drawn number, how often that number won at this track, linked to the statistics. */
function winRateColumn(winRates: TrackWinRates, startingNumbers: (number | null)[]): Column<TableRow> {
  return {
    key: "win-rate",
    label: (
      <>
        % vittorie<span className="visually-hidden"> del numero a {winRates.trackName}</span>
      </>
    ),
    labelText: `% vittorie del numero a ${winRates.trackName}`,
    numeric: true,
    render: (_row, index) => {
      const number = startingNumbers[index];
      const figures = number === null || number === undefined ? undefined : winRates.byNumber[number];
      if (!figures || figures.winPercent === null) return "–";
      return (
        <Link className="draw-win-rate" to={`${startingNumbersPath(winRates.trackCode)}#numero-${number}`}>
          {formatPercentOneDecimal(figures.winPercent)}
        </Link>
      );
    },
  };
}
