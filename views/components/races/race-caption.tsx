import type { ReactNode } from "react";
import { formatEuro, formatInteger } from "../../../src/domain/format";
import type { RaceCaption as RaceCaptionData } from "../../../src/domain/races/types";

export function raceHeading(race: Pick<RaceCaptionData, "NumeroCorsa" | "NomePremio">): string {
  const number = race.NumeroCorsa === 0 ? "Qualifica" : `Corsa ${race.NumeroCorsa}`;
  return race.NomePremio ? `${number} - ${race.NomePremio}` : number;
}

/** Race number, prize, category, distance, description and video of one race. */
export function RaceCaption({ race, headingLevel = 2, extra }: { race: RaceCaptionData; headingLevel?: 2 | 3; extra?: ReactNode }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const category = [race.Categoria, race.Sottocategoria].filter(Boolean).join(" - ");
  const facts: [string, string | null][] = [
    ["Ora", race.Ora],
    ["Montepremi", race.PremioCorsa ? formatEuro(race.PremioCorsa) : null],
    ["Categoria", category || null],
    ["Distanza", race.Distanza ? `${formatInteger(race.Distanza)} m` : null],
  ];
  return (
    <header className={race.GranPremio ? "race-caption race-caption-gp" : "race-caption"}>
      <Heading className="race-caption-title">
        {race.GranPremio ? <span className="race-badge">Gran Premio</span> : null}
        {raceHeading(race)}
      </Heading>
      <ul className="race-facts">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <li key={label}>
              <span className="race-fact-label">{label}:</span> {value}
            </li>
          ))}
      </ul>
      {race.DescrizioneCorsa ? <p className="race-description">{race.DescrizioneCorsa}</p> : null}
      {race.DescrizionePremio ? <p className="race-description">{race.DescrizionePremio}</p> : null}
      <p className="race-links">
        {race.videoLink ? (
          <a href={race.videoLink} target="_blank" rel="noopener noreferrer">
            Guarda il video<span className="visually-hidden"> della {raceHeading(race)} (si apre in una nuova scheda)</span>
          </a>
        ) : null}
        {extra}
      </p>
    </header>
  );
}
