import { yearsOld } from "~/src/domain/agreement";
import { Link } from "react-router";
import type { Route } from "./+types/stable";
import { formatEuro, formatInteger } from "~/src/domain/format";
import { DataTable } from "../../components/data-table";
import { GameHeader } from "../../components/fantasy/game-header";
import { pageMeta } from "../../seo";
import { noStoreHeaders, requirePlayer, returnPathOf } from "./guard";
import "./fantasy.css";
import { fantasyMarketPath } from "~/src/urls/fantasy";
import { fantasyKey, formsKey, playerSessionKey } from "~/src/request-context";

export const headers = noStoreHeaders;

export async function loader({ context, url }: Route.LoaderArgs) {
  const stable = requirePlayer(await context.get(fantasyKey).getFantasyStable(context.get(playerSessionKey)), returnPathOf(url));
  return { ...stable, csrfToken: context.get(formsKey).csrfToken };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "FantaTrotto: la mia scuderia",
    description: "La tua scuderia di FantaTrotto: budget e cavalli.",
    noIndex: true,
  });

export default function FantasyStable({ loaderData }: Route.ComponentProps) {
  const { stableName, budget, horses, squad, csrfToken } = loaderData;
  return (
    <div className="container page fantasy-page">
      <GameHeader playerName={stableName} csrfToken={csrfToken} />
      <header className="page-header">
        <h1>{stableName}</h1>
        <p className="subtitle">La tua scuderia</p>
      </header>
      <dl className="fantasy-summary">
        <div>
          <dt>Budget</dt>
          <dd data-testid="budget">{formatEuro(budget)}</dd>
        </div>
        <div>
          <dt>Cavalli</dt>
          <dd>{horses.length}</dd>
        </div>
      </dl>

      <section aria-labelledby="squad-title" className="fantasy-section">
        <h2 id="squad-title">Composizione della squadra</h2>
        <ul className="squad-groups">
          {squad.map((group) => (
            <li key={group.group} className={group.count >= group.limit ? "squad-group squad-full" : "squad-group"}>
              <span className="squad-label">{group.label}</span>
              <span className="squad-count">{`${group.count} / ${group.limit}`}</span>
              <progress max={group.limit} value={group.count} aria-label={`${group.label}: ${group.count} su ${group.limit}`} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="horses-title" className="fantasy-section">
        <h2 id="horses-title">I tuoi cavalli</h2>
        <DataTable
          caption="I tuoi cavalli"
          captionHidden
          rows={horses}
          rowKey={(horse) => horse.code}
          empty="La tua scuderia è vuota al momento."
          keyColumns="all"
          columns={[
            { key: "name", label: "Cavallo" },
            { key: "age", label: "Età", numeric: true, render: (horse) => (horse.age === null ? "" : yearsOld(horse.age)) },
            { key: "rating", label: "Rating", numeric: true, render: (horse) => formatInteger(horse.rating) },
          ]}
        />
        <p>
          <Link to={fantasyMarketPath()} className="button">
            Vai al mercato
          </Link>
        </p>
      </section>
    </div>
  );
}
