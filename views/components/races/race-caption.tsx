import type { ReactNode } from "react";
import { formatEuro, formatInteger } from "~/src/domain/format";
import { startTypeLabel } from "~/src/domain/races/form-lines";
import { shownPrizeDescription } from "~/src/domain/races/rules";
import type { RaceCaption as RaceCaptionData } from "~/src/domain/races/types";

export function raceHeading(race: Pick<RaceCaptionData, "raceNumber" | "prizeName">): string {
  const number = race.raceNumber === 0 ? "Qualifica" : `Corsa ${race.raceNumber}`;
  return race.prizeName ? `${number} - ${race.prizeName}` : number;
}

/**
 * Race number, prize, category, distance, description and video of one race. It is the header of
 * the race's section; inside a page's own header (the race at a glance) it is a plain block, since a
 * header may not hold another.
 */
export function RaceCaption({
  race,
  headingLevel = 2,
  extra,
  withinHeader = false,
}: {
  race: RaceCaptionData;
  headingLevel?: 2 | 3;
  extra?: ReactNode;
  withinHeader?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const Frame = withinHeader ? "div" : "header";
  const category = [race.category, race.subcategory].filter(Boolean).join(" - ");
  const facts: [string, string | null][] = [
    ["Ora", race.startTime],
    ["Montepremi", race.purse ? formatEuro(race.purse) : null],
    ["Categoria", category || null],
    ["Distanza", race.distance ? `${formatInteger(race.distance)} m` : null],
    ["Partenza", startTypeLabel(race.startType) || null],
  ];
  return (
    <Frame className={race.bigRace ? "race-caption race-caption-gp" : "race-caption"}>
      <Heading className="race-caption-title">
        {race.bigRace ? <span className="race-badge">Gran Premio</span> : null}
        {raceHeading(race)}
      </Heading>
      <ul className="race-facts">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            // One text per part, so the colon sticks to its label ("Ora: 15:45", never "Ora : 15:45"),
            // and a no-break space keeps the value on the label's line.
            <li key={label}>
              <span className="race-fact-label">{`${label}:`}</span>
              {`\u00a0${value}`}
            </li>
          ))}
      </ul>
      {race.raceDescription ? <p className="race-description">{race.raceDescription}</p> : null}
      {shownPrizeDescription(race.prizeDescription) ? (
        <p className="race-description">{shownPrizeDescription(race.prizeDescription)}</p>
      ) : null}
      <p className="race-links">
        {race.video ? (
          <a href={race.video} target="_blank" rel="noopener noreferrer">
            Guarda il video<span className="visually-hidden"> della {raceHeading(race)} (si apre in una nuova scheda)</span>
          </a>
        ) : null}
        {extra}
      </p>
    </Frame>
  );
}
