import { Link } from "react-router";
import { formatRaceTime } from "~/src/domain/format";
import type { BestOffspringYear } from "~/src/domain/horses/horse";
import { horseProfilePathOfSlug } from "~/src/urls/horses";

/** Best offspring by year of birth, fastest first (docs/PRODUCT.md, "Pedigree and female line"). */
export function BestOffspring({ years }: { years: BestOffspringYear[] }) {
  if (years.length === 0) return <p className="empty-state">Nessun figlio con record.</p>;
  return (
    <div className="best-offspring">
      {years.map((year) => (
        <section key={year.year} className="best-offspring-year" aria-label={`Nati ${year.year}`}>
          <h3>Nati {year.year}</h3>
          <ol>
            {year.offspring.map((child) => (
              <li key={child.slug}>
                <ProfileLink slug={child.slug} name={child.name} />
                {child.kmTime ? <span className="best-offspring-time"> {formatRaceTime(child.kmTime)}</span> : null}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

function ProfileLink({ slug, name }: { slug: string; name: string }) {
  const profile = horseProfilePathOfSlug(slug);
  return profile ? <Link to={profile}>{name}</Link> : <>{name}</>;
}
