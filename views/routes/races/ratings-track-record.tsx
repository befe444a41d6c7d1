import { Link } from "react-router";
import { CALIBRATION_P_THRESHOLD, type CalibrationBin, type CalibrationTest, type ForecastScore } from "~/src/domain/ratings/scores";
import { ratingsMethodPath } from "~/src/urls/ratings";
import { DataTable, type Column, type KeyColumns } from "../../components/data-table";
import { RacesPage } from "../../components/races/races-page";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/ratings-track-record";
import "./races.css";
import { ratingsKey } from "~/src/request-context";
import { italianInteger, italianNumber } from "~/src/domain/italian-format";

export async function loader({ context }: Route.LoaderArgs) {
  return await context.get(ratingsKey).getTrackRecord();
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Come sono andati i pronostici Sulky",
    description: "Log-loss, pseudo-R², vittorie del favorito e calibrazione dei pronostici Sulky negli ultimi 30 e 365 giorni.",
  });

const percent = (value: number) => `${italianNumber(value * 100, { maximumFractionDigits: 1, minimumFractionDigits: 1 })}%`;
const decimal = (value: number) => italianNumber(value, { maximumFractionDigits: 3, minimumFractionDigits: 3 });

const calibrationColumns: Column<CalibrationBin>[] = [
  { key: "bin", label: "Probabilità data", render: (row) => `${Math.round(row.from * 100)}–${Math.round(row.to * 100)}%` },
  { key: "starters", label: "Partenti", numeric: true, render: (row) => italianInteger(row.starters) },
  { key: "predicted", label: "Prevista (media)", numeric: true, render: (row) => percent(row.predicted) },
  { key: "observed", label: "Vittorie osservate", numeric: true, render: (row) => percent(row.observed) },
  {
    key: "chart",
    label: "Confronto",
    labelText: "Confronto",
    render: (row) => (
      <span className="calibration-bars" aria-hidden="true">
        <span className="calibration-bar calibration-predicted" style={{ width: `${Math.round(row.predicted * 100)}%` }} />
        <span className="calibration-bar calibration-observed" style={{ width: `${Math.round(row.observed * 100)}%` }} />
      </span>
    ),
  },
];
const CALIBRATION_KEYS: KeyColumns = { heading: ["bin"], facts: ["starters", "predicted", "observed"] };

/** Fewer races than this make any verdict on the calibration a guess. */
const CALIBRATION_TEST_MIN_RACES = 100;

function CalibrationVerdict({ test }: { test: CalibrationTest }) {
  const consistent = test.pValue >= CALIBRATION_P_THRESHOLD;
  return (
    <p className="calibration-test">
      <strong>Calibrazione alla prova:</strong> χ² {italianNumber(test.chiSquare, { maximumFractionDigits: 1, minimumFractionDigits: 1 })},
      p = {decimal(test.pValue)}.{" "}
      {consistent
        ? "Gli scarti fra previsto e osservato sono quelli che il caso dà anche a probabilità esatte."
        : "Gli scarti fra previsto e osservato sono più grandi di quelli che il caso spiega: le probabilità vanno corrette."}{" "}
      (p è la quota di {italianInteger(test.draws)} simulazioni, con i vincitori estratti dalle probabilità stesse, lontane dal previsto
      almeno quanto gli arrivi veri.)
    </p>
  );
}

function Period({ title, score, calibrationTest }: { title: string; score: ForecastScore; calibrationTest: CalibrationTest | null }) {
  if (!score.races)
    return (
      <section>
        <h2>{title}</h2>
        <p className="empty-state">Ancora nessuna corsa con un pronostico fissato in questo periodo.</p>
      </section>
    );
  return (
    <section>
      <h2>{title}</h2>
      <dl className="fact-list">
        <dt>Corse</dt>
        <dd>{italianInteger(score.races)}</dd>
        <dt>Log-loss</dt>
        <dd>
          {decimal(score.logLoss)} (a caso: {decimal(score.uniformLogLoss)})
        </dd>
        <dt>Pseudo-R²</dt>
        <dd>{decimal(score.pseudoR2)}</dd>
        <dt>Vittorie del favorito Sulky</dt>
        <dd>{percent(score.topRatedWon)}</dd>
      </dl>
      <DataTable
        caption={`Calibrazione per decimi: ${title.toLowerCase()}`}
        columns={calibrationColumns}
        keyColumns={CALIBRATION_KEYS}
        rows={score.calibration.filter((bin) => bin.starters > 0)}
        rowKey={(row) => String(row.from)}
      />
      {score.races < CALIBRATION_TEST_MIN_RACES ? (
        <p className="calibration-test">
          Calibrazione alla prova: servono almeno {CALIBRATION_TEST_MIN_RACES} corse con il pronostico fissato.
        </p>
      ) : calibrationTest ? (
        <CalibrationVerdict test={calibrationTest} />
      ) : (
        <p className="calibration-test">Calibrazione alla prova: in preparazione.</p>
      )}
    </section>
  );
}

export default function RatingsTrackRecord({ loaderData }: Route.ComponentProps) {
  const { month, year } = loaderData;
  return (
    <RacesPage
      title="Come sono andati i pronostici Sulky"
      subtitle={
        <p className="subtitle">
          Calcolato dal sito sui propri pronostici, fissati prima di ogni corsa.{" "}
          <Link to={ratingsMethodPath()}>Come si calcola l&apos;indice</Link>
        </p>
      }
      withSpinner={false}
    >
      <section className="prose">
        <p>
          La log-loss misura quanto il pronostico dava al vincitore (più bassa è meglio); lo pseudo-R² la confronta con chi desse a ogni
          cavallo la stessa probabilità (0: nessun vantaggio, 1: vincitore sempre indovinato con certezza). La calibrazione confronta, per
          ogni decimo di probabilità, quanto il pronostico prometteva e quanto è successo. Le probabilità pubblicate sono già corrette ogni
          giorno sulle corse dell&apos;anno precedente, confrontate con i loro arrivi: qui si vede se la correzione regge su corse che non
          conosceva. In un decimo con pochi partenti il caso da solo sposta la percentuale osservata di qualche punto.
        </p>
      </section>
      <Period title="Ultimi 30 giorni" score={month.score} calibrationTest={month.calibrationTest} />
      <Period title="Ultimi 365 giorni" score={year.score} calibrationTest={year.calibrationTest} />
    </RacesPage>
  );
}
