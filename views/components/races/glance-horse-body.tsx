import type { ReactNode } from "react";
import { Link } from "react-router";
import { yearsOld } from "~/src/domain/agreement";
import { euroOrDash, formatRaceTime, integerOrDash } from "~/src/domain/format";
import { sexLabel } from "~/src/domain/horses/horse";
import type { GlanceHorse, PeriodStats } from "~/src/domain/races/types";
import { horseProfilePath } from "~/src/urls/horses";
import { DataTable, type Column, type KeyColumns } from "../data-table";
import { FactList } from "../fact-list";
import { PersonName } from "../person-name";
import { FormLines } from "./form-lines";
import { RecordsByStart } from "./records-by-start";

type StatsRow = PeriodStats & { period: string };

function statsRows(horse: GlanceHorse): StatsRow[] {
  return [
    { period: "Carriera", ...horse.career },
    { period: "Anno", ...horse.season },
    { period: "Trimestre", ...horse.quarter },
  ];
}

/** A statistic the upstream did not give is a dash, never a zero it does not know. */
const statsColumns: Column<StatsRow>[] = [
  { key: "period", label: "Periodo", render: (row) => <strong>{row.period}</strong> },
  { key: "starts", label: "Corse", numeric: true, render: (row) => integerOrDash(row.starts) },
  { key: "wins", label: "Vittorie", numeric: true, render: (row) => integerOrDash(row.wins) },
  { key: "placings", label: "Piazzamenti", numeric: true, render: (row) => integerOrDash(row.placings) },
  { key: "winnings", label: "Vincite", numeric: true, render: (row) => euroOrDash(row.winnings) },
  { key: "short", label: "Record breve", render: (row) => formatRaceTime(row.shortRecord) || "–" },
  { key: "long", label: "Record lunga", render: (row) => formatRaceTime(row.longRecord) || "–" },
];

/** On a phone: the period, then its starts, wins and winnings. */
const STATS_KEYS: KeyColumns = { heading: ["period"], facts: ["starts", "wins", "winnings"] };

/** What a horse's block of the race at a glance shows once opened: its facts, statistics, form lines and records. */
export function GlanceHorseBody({ horse }: { horse: GlanceHorse }) {
  const facts: [string, ReactNode][] = [
    ["Sesso", horse.sex ? sexLabel(horse.sex) : null],
    ["Età", horse.age ? yearsOld(horse.age) : null],
    ["Mantello", horse.coat],
    ["Padre", horse.sire],
    ["Madre", horse.dam],
    ["Guidatore", horse.driver ? <PersonName entity="guidatori" name={horse.driver} /> : null],
  ];
  return (
    <div className="glance-body">
      <FactList facts={facts} className="glance-facts" />
      <p>
        <Link to={horseProfilePath({ code: horse.horseCode, slug: horse.slug, name: horse.horseName })}>Scheda di {horse.horseName}</Link>
      </p>
      <DataTable
        caption={`Statistiche di ${horse.horseName}`}
        columns={statsColumns}
        keyColumns={STATS_KEYS}
        rows={statsRows(horse)}
        rowKey={(row) => row.period}
      />
      <FormLines rows={horse.performances} caption={`Ultime prestazioni di ${horse.horseName}`} empty="Nessuna prestazione" />
      {/* the form lines first: on a race card they are what a punter reads */}
      <RecordsByStart bestTimes={horse.bestTimes} caption={`Record di ${horse.horseName} per partenza e distanza`} />
    </div>
  );
}
