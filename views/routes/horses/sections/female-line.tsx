import { Link } from "react-router";
import { agreeWith, capitalised, HORSE_WORDS } from "~/src/domain/agreement";
import { formatEuro, formatPlacement } from "~/src/domain/format";
import { hasNiceRecord, wonBigRace, type FemaleLineChild, type FemaleLineEntry } from "~/src/domain/horses/female-line";
import { formatBirthDate, sexLabel } from "~/src/domain/horses/horse";

function childClass(child: FemaleLineChild, subjectCode: string): string | undefined {
  const classes = [
    hasNiceRecord(child) ? "nice-record" : "",
    wonBigRace(child) ? "big-race-winner" : "",
    child.code === subjectCode ? "female-line-subject" : "",
  ].filter(Boolean);
  return classes.length ? classes.join(" ") : undefined;
}

/** One string, so the markup carries no separator comments between its parts. */
function bigRaceLine(race: FemaleLineChild["bigRaces"][number]): string {
  const parts = [formatBirthDate(race.date), race.racecourse, formatPlacement(race.placement), race.description];
  if (race.prizeMoney) parts.push(formatEuro(race.prizeMoney));
  return parts.filter(Boolean).join(" · ");
}

function ChildRow({ child, subjectCode }: { child: FemaleLineChild; subjectCode: string }) {
  // discover="none": one link to the profile route is enough for the router to know it, and a
  // line holds dozens (each attribute would be markup sent for nothing).
  const name = child.slug ? (
    <Link to={`/cavalli/${child.slug}`} discover="none">
      {child.name}
    </Link>
  ) : (
    child.name
  );
  return (
    <>
      <tr className={childClass(child, subjectCode)}>
        <th scope="row">
          {name}
          {/* The stylesheet draws the dagger and gives it its spoken word: a line lists dozens. */}
          {child.deceased ? (
            <span
              className={child.sex === "F" ? "deceased-mark deceased-mark-f" : "deceased-mark"}
              title={capitalised(agreeWith(child.sex, HORSE_WORDS.deceased))}
            />
          ) : null}
          {wonBigRace(child) ? <span className="badge-winner">{agreeWith(child.sex, HORSE_WORDS.bigRaceWinner)}</span> : null}
          {child.code === subjectCode ? <span className="badge-subject">questo cavallo</span> : null}
        </th>
        <td>{formatBirthDate(child.birthDate)}</td>
        <td>{sexLabel(child.sex)}</td>
        <td>{child.coat ?? ""}</td>
        <td>{child.sire ?? ""}</td>
        <td>{child.shortRecord ?? ""}</td>
        <td>{child.longRecord ?? ""}</td>
        <td>{child.winnings ? formatEuro(child.winnings) : ""}</td>
      </tr>
      {child.bigRaces.length > 0 ? (
        <tr className="big-races-row">
          <td colSpan={8}>
            <ul className="big-races" aria-label={`Grandi corse di ${child.name}`}>
              {child.bigRaces.map((race, index) => (
                <li key={index} className={race.placement === 1 ? "big-race-won" : undefined}>
                  {bigRaceLine(race)}
                </li>
              ))}
            </ul>
          </td>
        </tr>
      ) : null}
    </>
  );
}

/** Female line (§2.4): each dam of the line with her foals, record rules and big races. */
export function FemaleLine({ entries, subjectCode }: { entries: FemaleLineEntry[]; subjectCode: string }) {
  if (entries.length === 0) return <p className="empty-state">Linea femminile non disponibile.</p>;
  return (
    <div className="female-line">
      {entries.map((entry) => (
        <section key={`${entry.label}-${entry.name}`} className="female-line-entry" aria-label={`${entry.label}: ${entry.name}`}>
          <h3>
            <span className="female-line-label">{entry.label}</span>
            {` ${entry.name}`}
          </h3>
          {entry.foals.length === 0 ? (
            <p className="empty-state">Nessun prodotto registrato.</p>
          ) : (
            <div className="table-scroll" role="region" aria-label={`Prodotti di ${entry.name}`} tabIndex={0}>
              <table className="data-table female-line-table">
                <thead>
                  <tr>
                    <th scope="col">Nome</th>
                    <th scope="col">Nascita</th>
                    <th scope="col">Sesso</th>
                    <th scope="col">Mantello</th>
                    <th scope="col">Padre</th>
                    <th scope="col">Rec. breve</th>
                    <th scope="col">Rec. lunga</th>
                    <th scope="col">Vincite</th>
                  </tr>
                </thead>
                <tbody>
                  {entry.foals.map((child) => (
                    <ChildRow key={child.code} child={child} subjectCode={subjectCode} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ))}
      <p className="female-line-legend">
        In grassetto i prodotti con record inferiore a 1.15; evidenziati i vincitori di una grande corsa; † deceduto.
      </p>
    </div>
  );
}
