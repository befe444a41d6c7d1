import { COUNTED, countOf, yearsOld } from "~/src/domain/agreement";
import { useEffect, useRef } from "react";
import { data, Form, Link, useNavigate, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/market";
import type { MarketRow } from "~/src/application/fantasy/market";
import { gameBusyMessage, PROCESSING_ERROR } from "~/src/domain/fantasy/messages";
import { AGE_GROUP_LABELS, type PurchaseBlocker } from "~/src/domain/fantasy/rules";
import { formatEuro, formatInteger } from "~/src/domain/format";
import { CsrfField } from "../../components/csrf-field";
import { protectedAction } from "../../protected-action.server";
import { DataTable } from "../../components/data-table";
import { ConfirmDialog } from "../../components/fantasy/confirm-dialog";
import { GameHeader } from "../../components/fantasy/game-header";
import { pageMeta } from "../../seo";
import { NO_STORE, noStoreHeaders, requirePlayer, returnPathOf } from "./guard";
import "./fantasy.css";
import { fantasyMarketPath } from "~/src/urls/fantasy";
import { fantasyKey, flashKey, formsKey, playerSessionKey } from "~/src/request-context";
import { fantasyTradeConfirmationPath } from "~/src/urls/fantasy";

export const headers = noStoreHeaders;

const MARKET_PATH = fantasyMarketPath();
const transactionSchema = z.object({
  action: z.enum(["buy", "sell"]),
  horseCode: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
});

export async function loader({ context, url }: Route.LoaderArgs) {
  const query = url.searchParams;
  // ?conferma=buy|sell&cavallo=CODE is the confirmation step (its own page without JavaScript).
  const picked = transactionSchema.safeParse({ action: query.get("conferma"), horseCode: query.get("cavallo") });
  const market = requirePlayer(
    await context.get(fantasyKey).getFantasyMarket(context.get(playerSessionKey), picked.success ? picked.data : undefined),
    returnPathOf(url),
  );
  return { ...market, playerName: context.get(playerSessionKey).player?.name ?? "", csrfToken: context.get(formsKey).csrfToken };
}

export const action = protectedAction(
  { bucket: () => "fantasy-market" },
  async ({ form, context }: Route.ActionArgs & { form: FormData }) => {
    const transaction = transactionSchema.safeParse(Object.fromEntries(form));
    if (!transaction.success) return data({ ok: false, message: PROCESSING_ERROR }, { status: 400, headers: NO_STORE });
    const result = await context.get(fantasyKey).tradeFantasyHorse(context.get(playerSessionKey), transaction.data);
    if (result.status === "throttled") {
      return data(
        { ok: false, message: gameBusyMessage(result.retryAfterSeconds) },
        { status: 429, headers: { ...NO_STORE, "Retry-After": String(result.retryAfterSeconds) } },
      );
    }
    // A session the game ended is not a lost trade: after the new login the player is back at its confirmation.
    const { action, horseCode } = transaction.data;
    const outcome = requirePlayer(result, fantasyTradeConfirmationPath(action, horseCode));
    if (outcome.status === "failed") return data({ ok: false, message: outcome.message }, { status: 400, headers: NO_STORE });
    // Post/Redirect/Get: the market again, with the outcome once; a reload shows it and buys nothing.
    return context.get(flashKey).redirect(MARKET_PATH, { text: outcome.message ?? "Operazione completata." }, NO_STORE);
  },
);

/** After every transaction, refused ones too, the list reloads and the confirmation closes. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === "POST" ? true : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "FantaTrotto: mercato", description: "Il mercato di FantaTrotto: compra e vendi cavalli.", noIndex: true });

/** Why the rules would refuse a purchase, in words. */
function blockerText(blocker: PurchaseBlocker): string {
  switch (blocker.reason) {
    case "budget":
      return `Budget insufficiente: mancano ${formatInteger(blocker.missing)} euro.`;
    case "group-full":
      return `Hai già ${countOf(blocker.limit, COUNTED.horse)} di ${AGE_GROUP_LABELS[blocker.group]}: limite raggiunto.`;
    case "owned":
      return "Possiedi già questo cavallo.";
    case "disabled":
      return "Questo cavallo non è acquistabile al momento.";
  }
}

const ACTION_LABEL = { buy: "Compra", sell: "Vendi" } as const;
const VERB = { buy: "acquistare", sell: "vendere" } as const;

function ActionCell({ row }: { row: MarketRow }) {
  if (!row.action) return null;
  return (
    <div className="market-action">
      <Link
        to={fantasyTradeConfirmationPath(row.action, row.code)}
        preventScrollReset
        className={row.action === "sell" ? "button button-secondary" : "button"}
        aria-label={`${ACTION_LABEL[row.action]} ${row.name}`}
        data-horse-action={row.code}
      >
        {ACTION_LABEL[row.action]}
      </Link>
      {row.blocker ? <span className="market-blocker">{blockerText(row.blocker)}</span> : null}
    </div>
  );
}

export default function FantasyMarket({ loaderData, actionData }: Route.ComponentProps) {
  const { available, rows, budget, pending, playerName, csrfToken } = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  // A refused trade shows once the list has reloaded (a done one redirects with its notice).
  const outcome = actionData && navigation.state === "idle" ? actionData : null;
  // A refused trade whose reload failed too says the same thing once, not twice.
  const unavailableAlert = !available && !(outcome && outcome.message === PROCESSING_ERROR);
  const cancel = () => void navigate(MARKET_PATH, { replace: true, preventScrollReset: true });

  // When the confirmation closes, focus goes back to the row's action the player came from.
  const lastPicked = useRef<string | null>(null);
  useEffect(() => {
    if (pending) {
      lastPicked.current = pending.horseCode;
      return;
    }
    if (!lastPicked.current) return;
    const code = lastPicked.current;
    lastPicked.current = null;
    document.querySelector<HTMLElement>(`[data-horse-action="${CSS.escape(code)}"]`)?.focus();
  }, [pending]);

  return (
    <div className="container page fantasy-page">
      <GameHeader playerName={playerName} csrfToken={csrfToken} />
      <header className="page-header">
        <h1>Mercato</h1>
        {available ? (
          <p className="subtitle">
            Budget disponibile: <strong data-testid="budget">{formatEuro(budget)}</strong>
          </p>
        ) : null}
      </header>
      {unavailableAlert ? (
        <div className="alert alert-danger" role="alert">
          {PROCESSING_ERROR}
        </div>
      ) : null}
      {/* A refused transaction, once the list has reloaded, so message and budget agree; a done one is the page's notice. */}
      {outcome ? (
        <div className="alert alert-danger" role="alert">
          {outcome.message}
        </div>
      ) : null}

      {pending ? (
        <ConfirmDialog
          titleId="confirm-title"
          title={pending.action === "buy" ? "Conferma l'acquisto" : "Conferma la vendita"}
          onCancel={cancel}
        >
          <p>{`Vuoi davvero ${VERB[pending.action]} ${pending.name} per ${formatInteger(pending.amount)} euro?`}</p>
          {pending.blocker ? (
            <p className="alert alert-danger" role="alert">
              Acquisto non possibile: {blockerText(pending.blocker)}
            </p>
          ) : null}
          <div className="confirm-actions">
            <Form method="post" action={MARKET_PATH} preventScrollReset>
              <CsrfField token={csrfToken} />
              <input type="hidden" name="action" value={pending.action} />
              <input type="hidden" name="horseCode" value={pending.horseCode} />
              <button type="submit" className="button" disabled={submitting} autoFocus>
                Conferma
              </button>
            </Form>
            <Link to={MARKET_PATH} replace preventScrollReset className="button button-secondary">
              Annulla
            </Link>
          </div>
        </ConfirmDialog>
      ) : null}

      {available ? (
        <DataTable
          caption="Cavalli sul mercato"
          rows={rows}
          rowKey={(row) => row.code}
          rowClassName={(row) => (row.owned ? "market-owned" : undefined)}
          empty="Nessun cavallo sul mercato al momento."
          keyColumns="all"
          columns={[
            { key: "name", label: "Cavallo", render: (row) => (row.owned ? `${row.name} (tuo)` : row.name) },
            { key: "age", label: "Età", numeric: true, render: (row) => (row.age === null ? "" : yearsOld(row.age)) },
            { key: "rating", label: "Rating", numeric: true, render: (row) => formatInteger(row.rating) },
            { key: "action", label: "Azione", render: (row) => <ActionCell row={row} /> },
          ]}
        />
      ) : null}
    </div>
  );
}
