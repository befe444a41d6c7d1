import { data, Link } from "react-router";
import { formatItalianDate } from "~/src/domain/calendar";
import { calendarLinkLabel } from "~/src/domain/calendar-feed/starts-calendar";
import { agreeWith } from "~/src/domain/agreement";
import { placementText, withMyHorse, withoutMyHorse, type MyHorse } from "~/src/domain/horses/my-horses";
import { followHorsePath } from "~/src/urls/breeding";
import { followedCalendarPath, horseProfilePath, horseSearchPath, myHorsesPath, myHorsesReturnPath } from "~/src/urls/horses";
import { performanceResultPath, racePath } from "~/src/urls/races";
import { CalendarSubscription } from "../../components/calendar-subscription";
import { myHorsesSetCookie, readMyHorses } from "../../my-horses-cookie.server";
import { protectedAction } from "../../protected-action.server";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/my-horses";
import "./horses.css";
import { flashKey, horsesKey, requestKey } from "~/src/request-context";

export async function loader({ request, context }: Route.LoaderArgs) {
  const codes = await readMyHorses(request, context.get(requestKey).site.url);
  const horses = codes.length > 0 ? await context.get(horsesKey).getMyHorses({ codes }) : [];
  return { horses, calendar: horses.length > 0 ? followedCalendarPath(horses.map((horse) => horse.code)) : null };
}

/** The list is the visitor's own: never kept by a shared cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/**
 * Adds or removes one horse and answers 303: back to the horse's page after "Aggiungi", to the list
 * after "Togli" from the list. The form sits on pages the cache shares, so it carries no token
 * (`token: false`): the site's Origin check guards it, and it changes only the visitor's own cookie.
 */
export const action = protectedAction(
  { bucket: () => "my-horses", token: false },
  async ({ form, request, context }: Route.ActionArgs & { form: FormData }) => {
    const code = String(form.get("cavallo") ?? "");
    if (!/^\d{1,9}$/.test(code)) throw data("Cavallo non valido", { status: 400 });
    const adding = form.get("intent") !== "togli";
    const codes = await readMyHorses(request, context.get(requestKey).site.url);
    const next = adding ? withMyHorse(codes, code) : withoutMyHorse(codes, code);
    const back = myHorsesReturnPath(form.get("dopo")) ?? myHorsesPath();
    const name = String(form.get("nome") ?? "").slice(0, 80);
    return context.get(flashKey).redirect(
      back,
      {
        text: adding ? `${name || "Il cavallo"} è tra i tuoi cavalli.` : `${name || "Il cavallo"} non è più tra i tuoi cavalli.`,
        link: adding ? { href: myHorsesPath(), label: "Vai a I miei cavalli" } : undefined,
      },
      { "Set-Cookie": await myHorsesSetCookie(next, context.get(requestKey).site.url), "Cache-Control": "private, no-store" },
    );
  },
);

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "I miei cavalli",
    description: "I cavalli che segui: prossime partenze, ultimi risultati e un calendario con tutte le loro corse.",
    noIndex: true,
  });

function NextStart({ horse }: { horse: MyHorse }) {
  const start = horse.nextStart;
  if (!start) return <span className="muted">Nessuna partenza in programma</span>;
  return (
    <Link to={racePath("partenti", start.day, start.racecourseCode, start.raceNumber)}>
      {formatItalianDate(start.day)}
      {start.time ? ` ore ${start.time}` : ""}, {start.racecourse}, corsa {start.raceNumber}
      {start.postPosition !== null ? ` (n. ${start.postPosition})` : ""}
    </Link>
  );
}

function LastResults({ horse }: { horse: MyHorse }) {
  if (horse.lastResults.length === 0) return <span className="muted">Nessun risultato</span>;
  return (
    <ul className="my-horse-results">
      {horse.lastResults.map((result, index) => {
        const href = performanceResultPath(result);
        const text = `${placementText(result.placement) || "—"} ${formatItalianDate(result.day)}${result.racecourse ? `, ${result.racecourse}` : ""}${result.kmTime ? ` (${result.kmTime})` : ""}`;
        return <li key={index}>{href ? <Link to={href}>{text}</Link> : text}</li>;
      })}
    </ul>
  );
}

export default function MyHorses({ loaderData }: Route.ComponentProps) {
  const { horses, calendar } = loaderData;
  return (
    <div className="container page horse-tools-page my-horses-page">
      <header className="page-header">
        <h1>I miei cavalli</h1>
        <p className="subtitle">
          I cavalli che tieni d'occhio, salvati in questo browser: nessun account. Per aggiungerne uno tocca «Aggiungi ai miei cavalli»
          nella sua scheda.
        </p>
      </header>
      {horses.length === 0 ? (
        <p className="empty-state">
          Non hai ancora cavalli. Cercane uno in <Link to={horseSearchPath()}>Cerca un cavallo</Link> e aggiungilo dalla sua scheda.
        </p>
      ) : (
        <>
          {calendar ? <CalendarSubscription href={calendar} horseCount={horses.length} label={calendarLinkLabel(horses.length)} /> : null}
          <ul className="my-horses">
            {horses.map((horse) => (
              <li key={horse.code} className="horse-card my-horse">
                <h2>
                  <Link to={horseProfilePath(horse)}>{horse.name}</Link>
                </h2>
                <p className="my-horse-facts">
                  {[
                    horse.birthYear ? `${agreeWith(horse.sex, { masculine: "nato", feminine: "nata" })} nel ${horse.birthYear}` : null,
                    horse.sire && horse.dam ? `da ${horse.sire} e ${horse.dam}` : null,
                  ]
                    .filter(Boolean)
                    .join(", ")}
                </p>
                <dl className="my-horse-races">
                  <div>
                    <dt>Prossima partenza</dt>
                    <dd>
                      <NextStart horse={horse} />
                    </dd>
                  </div>
                  <div>
                    <dt>Ultimi risultati</dt>
                    <dd>
                      <LastResults horse={horse} />
                    </dd>
                  </div>
                </dl>
                <form method="post" action={myHorsesPath()}>
                  <input type="hidden" name="cavallo" value={horse.code} />
                  <input type="hidden" name="nome" value={horse.name} />
                  <input type="hidden" name="intent" value="togli" />
                  <button type="submit" className="button button-secondary">
                    Togli<span className="visually-hidden"> {horse.name}</span>
                  </button>
                </form>
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        Vuoi le novità per e-mail? <Link to={followHorsePath()}>Segui il cavallo</Link>.
      </p>
    </div>
  );
}
