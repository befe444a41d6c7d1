import { Link } from "react-router";
import { agreeWith, capitalised, HORSE_WORDS } from "~/src/domain/agreement";
import { formatEuro, formatPlacement } from "~/src/domain/format";
import { hasNiceRecord, wonBigRace, type FemaleLineChild, type FemaleLineEntry } from "~/src/domain/horses/female-line";
import { formatBirthDate, sexLabel } from "~/src/domain/horses/horse";
import { horseProfilePathOfSlug } from "~/src/urls/horses";
import { DataTable, type Column, type KeyColumns } from "~/views/components/data-table";

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

function ChildName({ child, subjectCode }: { child: FemaleLineChild; subjectCode: string }) {
  const profile = horseProfilePathOfSlug(child.slug);
  return (
    <>
      {/* discover="none": one link to the profile route is enough for the router to know it, and a
          line holds dozens (each attribute would be markup sent for nothing). */}
      {profile ? (
        <Link to={profile} discover="none">
          {child.name}
        </Link>
      ) : (
        child.name
      )}
      {/* The stylesheet draws the dagger and gives it its spoken word: a line lists dozens. */}
      {child.deceased ? (
        <span
          className={child.sex === "F" ? "deceased-mark deceased-mark-f" : "deceased-mark"}
          title={capitalised(agreeWith(child.sex, HORSE_WORDS.deceased))}
        />
      ) : null}
      {wonBigRace(child) ? <span className="badge-winner">{agreeWith(child.sex, HORSE_WORDS.bigRaceWinner)}</span> : null}
      {child.code === subjectCode ? <span className="badge-subject">questo cavallo</span> : null}
    </>
  );
}

function BigRaces({ child }: { child: FemaleLineChild }) {
  return (
    <ul className="big-races" aria-label={`Grandi corse di ${child.name}`}>
      {child.bigRaces.map((race, index) => (
        <li key={index} className={race.placement === 1 ? "big-race-won" : undefined}>
          {bigRaceLine(race)}
        </li>
      ))}
    </ul>
  );
}

const childColumns = (subjectCode: string): Column<FemaleLineChild>[] => [
  { key: "name", label: "Nome", rowHeader: true, render: (child) => <ChildName child={child} subjectCode={subjectCode} /> },
  { key: "birth", label: "Nascita", render: (child) => formatBirthDate(child.birthDate) },
  { key: "sex", label: "Sesso", render: (child) => sexLabel(child.sex) },
  { key: "coat", label: "Mantello", render: (child) => child.coat ?? "" },
  { key: "sire", label: "Padre", render: (child) => child.sire ?? "" },
  { key: "short", label: "Rec. breve", render: (child) => child.shortRecord ?? "" },
  { key: "long", label: "Rec. lunga", render: (child) => child.longRecord ?? "" },
  { key: "winnings", label: "Vincite", render: (child) => (child.winnings ? formatEuro(child.winnings) : "") },
];

/** On a phone: the foal, then its sire, its record and its winnings; the rest in small print, its big races under it. */
const CHILD_KEYS: KeyColumns = { heading: ["name"], facts: ["sire", "short", "winnings"] };

/** Female line (docs/PRODUCT.md, "Pedigree and female line"): each dam of the line with her foals, record rules and big races. */
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
            <DataTable
              className="female-line-table"
              caption={`Prodotti di ${entry.name}`}
              captionHidden
              columns={childColumns(subjectCode)}
              keyColumns={CHILD_KEYS}
              rows={entry.foals}
              rowKey={(child) => child.code}
              rowClassName={(child) => childClass(child, subjectCode)}
              rowDetail={(child) => (child.bigRaces.length > 0 ? <BigRaces child={child} /> : null)}
            />
          )}
        </section>
      ))}
      <p className="female-line-legend">
        In grassetto i prodotti con record inferiore a 1.15; evidenziati i vincitori di una grande corsa; † deceduto.
      </p>
    </div>
  );
}
