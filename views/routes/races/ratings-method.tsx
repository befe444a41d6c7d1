import { data, Link } from "react-router";
import { formatItalianDate } from "~/src/domain/calendar";
import { AGE_CLASSES, type ParCell } from "~/src/domain/ratings/figures";
import { DISTANCE_BAND_LABELS, START_TYPE_LABELS } from "~/src/domain/races/starting-numbers";
import { ratingsTrackRecordPath } from "~/src/urls/ratings";
import { DataTable, type Column, type KeyColumns } from "../../components/data-table";
import { RacesPage } from "../../components/races/races-page";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/ratings-method";
import "./races.css";
import { ratingsKey } from "~/src/request-context";
import { ITALIAN_MONTHS, italianInteger, italianNumber } from "~/src/domain/italian-format";

export async function loader({ context }: Route.LoaderArgs) {
  const method = await context.get(ratingsKey).getMethodology();
  // The page waiting for the first estimates must not be kept by the anonymous page cache or the browser.
  return data({ method }, method ? undefined : { headers: { "Cache-Control": "private, no-store" } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "L'indice Sulky: come si calcola",
    description:
      "Come Sulky mette ogni corsa sulla stessa scala: par per ippodromo, distanza e partenza, variante del giorno, stagione, numero ed età, stimati dall'archivio.",
  });

const seconds = (value: number) =>
  `${value >= 0 ? "+" : "−"}${italianNumber(Math.abs(value), { minimumFractionDigits: 2, maximumFractionDigits: 2 })} s`;
const decimal = (value: number) => italianNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const kmTime = (value: number) => {
  const whole = Math.round(value * 10);
  return `${Math.floor(whole / 600)}.${String(Math.floor((whole % 600) / 10)).padStart(2, "0")}.${whole % 10}`;
};

const parColumns: Column<ParCell>[] = [
  { key: "track", label: "Ippodromo", render: (row) => row.racecourseCode },
  { key: "band", label: "Distanza", render: (row) => (row.band === "ignota" ? "non indicata" : DISTANCE_BAND_LABELS[row.band]) },
  { key: "start", label: "Partenza", render: (row) => (row.startType === "ignota" ? "non indicata" : START_TYPE_LABELS[row.startType]) },
  { key: "par", label: "Par al km", numeric: true, render: (row) => kmTime(row.seconds) },
  { key: "runs", label: "Tempi", numeric: true, render: (row) => italianInteger(row.runs) },
];
const PAR_KEYS: KeyColumns = { heading: ["track", "band"], facts: ["start", "par"] };

type Adjustment = { name: string; value: number };
const adjustmentColumns: Column<Adjustment>[] = [
  { key: "name", label: "Voce", render: (row) => row.name },
  { key: "value", label: "Secondi al km", numeric: true, render: (row) => seconds(row.value) },
];
const ADJUSTMENT_KEYS: KeyColumns = { heading: ["name"], facts: ["value"] };

export default function RatingsMethod({ loaderData }: Route.ComponentProps) {
  const { method } = loaderData;
  return (
    <RacesPage
      title="L'indice Sulky"
      subtitle={<p className="subtitle">Un numero per ogni corsa finita, sulla stessa scala per tutti.</p>}
      withSpinner={false}
    >
      <section className="prose">
        <p>
          Un 1.14.2 a Montecatini con l&apos;autostart in giugno e un 1.15.0 a Milano ai nastri in dicembre non si confrontano a occhio.
          L&apos;indice Sulky toglie dal tempo al km tutto ciò che non dipende dal cavallo: la pista, la distanza, il tipo di partenza, il
          terreno del giorno, la stagione, il numero di partenza e l&apos;età. Quello che resta è la velocità del cavallo.
        </p>
        <p>
          Ogni correzione è stimata dall&apos;archivio dei risultati che Sulky raccoglie ogni giorno, mai scritta a mano: il modello spiega
          ogni tempo come velocità del cavallo più par dell&apos;ippodromo (per distanza e partenza), variante della corsa, mese, numero ed
          età, e stima tutto insieme (minimi quadrati alternati).
        </p>
        <p>
          I tempi dei battuti sono compressi verso quello del vincitore: il gruppo arriva in pochi metri. Sulky stima di quanto
          {method ? ` (oggi ${Math.round(method.compression * 100)}% del distacco reale)` : ""} e lo annulla prima del calcolo.
        </p>
        <p>
          La scala: 100 è il cavallo medio dell&apos;archivio nella piena maturità; ogni punto vale un decimo di secondo al km, più alto è
          più veloce. Il rating di un cavallo pesa di più gli indici recenti, si muove con l&apos;età e porta con sé la sua tendenza alla
          rottura. Dai rating, dalla tendenza alla rottura e dal numero di partenza nascono le probabilità di vittoria e di piazzamento di
          ogni corsa, fissate quando esce il programma: <Link to={ratingsTrackRecordPath()}>ecco come sono andate</Link>.
        </p>
        <p>
          Le probabilità di vittoria passano poi per una calibrazione. Da sole darebbero troppo ai grandi favoriti: un cavallo molto più
          veloce degli altri può sempre rompere, e chi riceveva il 90-100% vinceva in realtà circa 8 volte su 10. Ogni giorno Sulky
          confronta le probabilità date nelle corse dell&apos;anno precedente, ciascuna con i rating di prima della corsa, con i loro arrivi
          e ne ricava una correzione, così che i cavalli dati al 20% vincano circa una volta su cinque. Anche la correzione usa solo gli
          arrivi già pubblicati; i piazzamenti seguono dalle probabilità di vittoria corrette.
        </p>
      </section>
      {!method ? (
        <p className="alert alert-info" role="status">
          Stime in preparazione: l&apos;archivio dei risultati si sta riempiendo, riprova tra qualche minuto.
        </p>
      ) : (
        <>
          <p className="race-note">
            Stime del {formatItalianDate(method.day)} su {italianInteger(method.races)} corse e {italianInteger(method.observations)} tempi;
            errore tipico di un tempo {seconds(method.residualSd)}.
          </p>
          <p className="race-note">
            {method.calibration.races ? (
              <>
                Calibrazione delle probabilità di vittoria (p<sup>a</sup> · (1 − p)<sup>b</sup>, riportate a 100% in ogni corsa): a ={" "}
                {decimal(method.calibration.weights[0])}, b = {decimal(method.calibration.weights[1])}, da{" "}
                {italianInteger(method.calibration.races)} corse dell&apos;anno precedente.
              </>
            ) : (
              "Calibrazione delle probabilità di vittoria: non ancora stimata, troppo poche corse con un pronostico."
            )}
          </p>
          <DataTable
            caption="Par per ippodromo, distanza e partenza (cavallo medio maturo, numero 1, mese medio)"
            columns={parColumns}
            keyColumns={PAR_KEYS}
            rows={method.pars}
            rowKey={(row) => `${row.racecourseCode}-${row.band}-${row.startType}`}
          />
          <DataTable
            caption="Stagione: quanto aggiunge ogni mese"
            columns={adjustmentColumns}
            keyColumns={ADJUSTMENT_KEYS}
            rows={method.seasons.map((value, index) => ({ name: ITALIAN_MONTHS[index], value }))}
            rowKey={(row) => row.name}
          />
          <DataTable
            caption="Numero di partenza dietro l'autostart (rispetto al numero 1)"
            columns={adjustmentColumns}
            keyColumns={ADJUSTMENT_KEYS}
            rows={method.posts.autostart.map((value, index) => ({ name: index === 11 ? "12 e oltre" : `numero ${index + 1}`, value }))}
            rowKey={(row) => row.name}
          />
          <DataTable
            caption="Numero di partenza ai nastri (rispetto al numero 1)"
            columns={adjustmentColumns}
            keyColumns={ADJUSTMENT_KEYS}
            rows={method.posts.nastri.map((value, index) => ({ name: index === 11 ? "12 e oltre" : `numero ${index + 1}`, value }))}
            rowKey={(row) => row.name}
          />
          <DataTable
            caption="Età (rispetto a un cavallo di 5-7 anni)"
            columns={adjustmentColumns}
            keyColumns={ADJUSTMENT_KEYS}
            rows={method.ages.map((value, index) => ({ name: AGE_CLASSES[index], value }))}
            rowKey={(row) => row.name}
          />
        </>
      )}
    </RacesPage>
  );
}
