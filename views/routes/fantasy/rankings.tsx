import { Form, NavLink } from "react-router";
import { notFound } from "../../route-errors";
import type { Route } from "./+types/rankings";
import { isRankingType, type RankingType } from "~/src/application/fantasy/get-ranking";
import { DataTable } from "../../components/data-table";
import { GameHeader } from "../../components/fantasy/game-header";
import { pageMeta } from "../../seo";
import { noStoreHeaders, redirectNoStore, requirePlayer, returnPathOf } from "./guard";
import { LabelledSelect } from "../../components/labelled-select";
import "./fantasy.css";
import { fantasyRankingsPath } from "~/src/urls/fantasy";
import { fantasyKey, formsKey, playerSessionKey } from "~/src/request-context";

export const headers = noStoreHeaders;

const TYPE_LABELS: Record<RankingType, string> = { stagione: "Stagione", mese: "Mese", settimana: "Settimana" };
const PERIOD_ID = /^[A-Za-z0-9-]{1,20}$/;

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const type = params.type ?? "stagione";
  if (!isRankingType(type)) notFound("Classifica non trovata");
  // The period picker is a GET form: ?periodo=ID becomes the route's own path.
  const chosen = url.searchParams.get("periodo");
  if (chosen !== null && PERIOD_ID.test(chosen)) throw redirectNoStore(fantasyRankingsPath(type, chosen));
  if (params.id !== undefined && !PERIOD_ID.test(params.id)) notFound("Periodo non trovato");
  const ranking = requirePlayer(
    await context.get(fantasyKey).getFantasyRanking(context.get(playerSessionKey), type, params.id),
    returnPathOf(url),
  );
  if (!ranking) notFound("Periodo non trovato");
  return { type, ranking, playerName: context.get(playerSessionKey).player?.name ?? "", csrfToken: context.get(formsKey).csrfToken };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "FantaTrotto: classifiche",
    description: "Le classifiche di FantaTrotto per stagione, mese e settimana.",
    noIndex: true,
  });

export default function FantasyRankings({ loaderData }: Route.ComponentProps) {
  const { type, ranking, playerName, csrfToken } = loaderData;
  const title = `Classifica: ${ranking.selected?.label ?? TYPE_LABELS[type]}`;
  return (
    <div className="container page fantasy-page">
      <GameHeader playerName={playerName} csrfToken={csrfToken} />
      <header className="page-header">
        <h1>Classifiche</h1>
      </header>
      <div className="ranking-periods">
        <nav aria-label="Tipo di classifica">
          <ul className="fantasy-nav">
            {(Object.keys(TYPE_LABELS) as RankingType[]).map((candidate) => (
              <li key={candidate}>
                <NavLink
                  to={fantasyRankingsPath(candidate)}
                  className={() => (candidate === type ? "active" : undefined)}
                  aria-current={candidate === type ? "page" : undefined}
                >
                  {TYPE_LABELS[candidate]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {ranking.periods.length > 1 ? (
          <Form method="get" action={fantasyRankingsPath(type)} key={`${type}-${ranking.selected?.id}`}>
            <LabelledSelect
              label="Periodo"
              name="periodo"
              value={ranking.selected?.id}
              options={ranking.periods.map((option) => ({ value: option.id, label: option.label }))}
            />
            <button type="submit" className="button button-secondary">
              Mostra
            </button>
          </Form>
        ) : null}
      </div>
      <DataTable
        caption={title}
        rows={ranking.rows}
        rowKey={(row, index) => `${index}-${String(row.name ?? "")}`}
        empty="Nessun risultato per questo periodo."
        // The game lists the position, the stable and its points first: what a phone shows of each row.
        keyColumns={{
          heading: ranking.columns.slice(0, 2).map((column) => column.id),
          facts: ranking.columns.slice(2, 3).map((column) => column.id),
        }}
        columns={ranking.columns.map((column) => ({
          key: column.id,
          label: column.label,
          numeric: ranking.rows.some((row) => typeof row[column.id] === "number") && column.id !== "name",
        }))}
      />
    </div>
  );
}
