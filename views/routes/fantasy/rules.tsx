import { COUNTED, countOf, forCount } from "~/src/domain/agreement";
import type { Route } from "./+types/rules";
import { formatInteger } from "~/src/domain/format";
import { GameHeader } from "../../components/fantasy/game-header";
import { pageMeta } from "../../seo";
import { noStoreHeaders, requirePlayer, returnPathOf } from "./guard";
import "./fantasy.css";
import { italianLongDate } from "~/src/domain/italian-format";

export const headers = noStoreHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const rules = requirePlayer(await context.useCases.getFantasyRules(context.playerSession), returnPathOf(request));
  return { rules, playerName: context.playerSession.player?.name ?? "", csrfToken: context.csrfToken };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "FantaTrotto: regolamento", description: "Il regolamento di FantaTrotto.", noIndex: true });

const euro = (amount: number) => `${formatInteger(amount)} euro`;

export default function FantasyRules({ loaderData }: Route.ComponentProps) {
  const { rules, playerName, csrfToken } = loaderData;
  const limits = rules.squadLimits;
  const squadSize = limits["3"] + limits["4"] + limits["5+"];
  return (
    <div className="container page fantasy-page">
      <GameHeader playerName={playerName} csrfToken={csrfToken} />
      <header className="page-header">
        <h1>Regolamento</h1>
        <p className="subtitle">Le regole di FantaTrotto</p>
      </header>
      <article className="fantasy-rules">
        <h2>Budget</h2>
        <p>Ogni scuderia parte con un budget virtuale di {euro(rules.startingBudget)}, con cui comprare i cavalli e pagarne le spese.</p>

        <h2>La squadra</h2>
        <p>
          La squadra è composta da {countOf(squadSize, COUNTED.horse)}: {countOf(limits["3"], COUNTED.horse)} di 3 anni,{" "}
          {countOf(limits["4"], COUNTED.horse)} di 4 anni e {countOf(limits["5+"], COUNTED.horse)} di 5 anni e oltre.
        </p>

        <h2>Il rating</h2>
        <p>Ogni cavallo ha un rating, calcolato in base a:</p>
        <ul>
          <li>le vincite in carriera;</li>
          <li>il record in carriera;</li>
          <li>i risultati recenti;</li>
          <li>la categoria (per i cavalli di 5 anni e oltre).</li>
        </ul>

        <h2>Compravendita</h2>
        <p>
          Un cavallo si compra al prezzo del suo rating. Vendendo un cavallo in una transazione si incassa{" "}
          {formatInteger(rules.sellShare * 100)}% del suo rating (0,25 volte il rating).
        </p>
        <p>
          Chi libera un cavallo senza un acquirente incassa un quarto del suo rating iniziale ed è obbligato a comprarne un altro della
          stessa fascia d'età.
        </p>
        <p>
          {forCount(rules.freeChanges, { one: "È concesso", many: "Sono concessi" })}{" "}
          {countOf(rules.freeChanges, { one: "cambio gratuito", many: "cambi gratuiti" })}, vendendo alla banca.
        </p>

        <h2>Spese</h2>
        <ul>
          <li>Mantenimento: {euro(rules.monthlyUpkeep)} al mese per ogni cavallo.</li>
          <li>Trasporto: {euro(rules.transportPerRace)} per ogni corsa.</li>
        </ul>

        <h2>Settimana di gioco e premi</h2>
        <p>La settimana di gioco va dal lunedì alla domenica.</p>
        <ul>
          <li>Il vincitore della settimana riceve {euro(rules.weeklyPrize)}.</li>
          <li>Il vincitore del mese riceve {euro(rules.monthlyPrize)}.</li>
        </ul>

        <h2>Fine della stagione</h2>
        <p>
          La stagione termina il{" "}
          <time dateTime={`${rules.seasonEnd.year}-${rules.seasonEnd.month}-${rules.seasonEnd.day}`}>
            {italianLongDate(rules.seasonEnd)}
          </time>
          .
        </p>

        <h2>Eliminazione</h2>
        <p>Chi esaurisce il budget viene eliminato dal gioco.</p>

        <h2>Aggiornamenti</h2>
        <p>Le liste dei cavalli si aggiornano ogni settimana, le classifiche ogni giorno.</p>
      </article>
    </div>
  );
}
