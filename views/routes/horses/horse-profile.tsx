import { Link } from "react-router";
import { agreeWith, capitalised, HORSE_WORDS, yearsOld } from "~/src/domain/agreement";
import { formatEuro } from "~/src/domain/format";
import { formatBirthDate, sexLabel, type NamedPerson } from "~/src/domain/horses/horse";
import type { Route } from "./+types/horse-profile";
import { pageCachedClientLoader } from "../../page-cache";
import { orNotFound } from "../../route-errors";
import { redirectToCanonicalPath } from "../../canonical-address";
import { keptOnServer, StaticSection } from "../../static-section";
import { horseCodeFromSlug } from "./horse-params";
import { FemaleLineOrNone, LineageAccordions, preloadLineageSections } from "./sections/lineage-accordions";
import { HorseFormLines, preloadFormSections } from "./sections/form-sections";
import {
  BestOffspringSection,
  HorsePageUnavailable,
  HorseSection,
  HorseSectionNav,
  StatsSection,
  VideoSection,
  horseMeta,
} from "./sections/horse-page";
import { useOpenDetailsOnHash } from "./sections/use-open-details-on-hash";
import "./horses.css";
import { FactList } from "../../components/fact-list";
import { FormAtAGlanceCharts } from "../../components/charts/form-charts";
import { CalendarSubscription } from "../../components/calendar-subscription";
import { horseProfilePath, horseStartsCalendarPath } from "~/src/urls/horses";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const code = horseCodeFromSlug(params.slug);
  const [page] = await Promise.all([
    orNotFound(context.useCases.getHorseProfile({ code })),
    // the server renders the pedigree, the female line, the form lines and the records in place
    preloadLineageSections(),
    preloadFormSections(),
  ]);
  if (page.horse) redirectToCanonicalPath(request, horseProfilePath(page.horse));
  const showLineage = new URL(request.url).searchParams.get("showLineage") === "1";
  // The lineage, the race history and the form charts are plain markup: sent once, not again as hydration data.
  return {
    ...page,
    stats: page.stats && { ...page.stats, bestTimes: keptOnServer(context, "best-times", page.stats.bestTimes) },
    performances: keptOnServer(context, "performances", page.performances),
    form: keptOnServer(context, "form", page.form),
    pedigree: keptOnServer(context, "pedigree", page.pedigree),
    femaleLine: keptOnServer(context, "female-line", page.femaleLine),
    showLineage,
  };
}

/** Back and Forward show this page at once from the visitor's last ten pages. */
export const clientLoader = pageCachedClientLoader<Route.ClientLoaderArgs>();

export const meta: Route.MetaFunction = (args) =>
  horseMeta(args, args.loaderData?.horse ?? null, {
    title: "Profilo del cavallo",
    contents: "statistiche, prestazioni, genealogia, linea femminile e video",
  });

function names(people: NamedPerson[]): string {
  return people.map((person) => person.name).join(", ");
}

export default function HorseProfilePage({ loaderData }: Route.ComponentProps) {
  const { horse, stats, videos, bestOffspring, performances, form, pedigree, femaleLine, showLineage } = loaderData;
  useOpenDetailsOnHash();
  if (!horse) return <HorsePageUnavailable title="Profilo del cavallo" />;
  const facts: [string, string][] = [
    ["Sesso", sexLabel(horse.sex)],
    ["Mantello", horse.coat ?? ""],
    [agreeWith(horse.sex, HORSE_WORDS.bornOn), formatBirthDate(horse.birthDate)],
    // a dead horse has no age: its years since birth would read as a living one's
    ["Età", horse.age && !horse.deceased ? yearsOld(horse.age) : ""],
    ["Padre", horse.sire ?? ""],
    ["Madre", horse.dam ?? ""],
    ["Nonno materno", horse.maternalGrandsire ?? ""],
    ["Record breve", horse.shortRecord ?? ""],
    ["Record lunga", horse.longRecord ?? ""],
    ["Vincite in carriera", horse.careerWinnings ? formatEuro(horse.careerWinnings) : ""],
    ["Allevatori", names(horse.breeders)],
    ["Proprietari", names(horse.owners)],
    ["Allenatori", names(horse.trainers)],
  ];
  return (
    <article className="container page horse-page">
      <header className="horse-header">
        <div>
          <h1>
            {horse.name}
            {horse.deceased ? (
              <span title={capitalised(agreeWith(horse.sex, HORSE_WORDS.deceased))}>
                {" "}
                †<span className="visually-hidden">{` ${agreeWith(horse.sex, HORSE_WORDS.deceased)}`}</span>
              </span>
            ) : null}
          </h1>
          {horse.sire || horse.dam ? (
            <p className="horse-subtitle">
              {[horse.sire, horse.dam].filter(Boolean).join(" e ")}
              {horse.maternalGrandsire ? ` (nonno materno ${horse.maternalGrandsire})` : ""}
            </p>
          ) : null}
        </div>
        <HorseSectionNav
          label="Sezioni del profilo"
          links={[
            ...(videos.length > 0 ? [["#video", "Video"] as [string, string]] : []),
            ["#prestazioni", "Prestazioni"],
            ["#genealogia", "Genealogia"],
            ["#linea-femminile", "Linea femminile"],
          ]}
        />
      </header>

      <section className="horse-card" aria-labelledby="dati-cavallo">
        <h2 id="dati-cavallo">Dati</h2>
        <FactList facts={facts} className="horse-people" />
        <CalendarSubscription href={horseStartsCalendarPath({ code: horse.code, slug: horse.slug })} />
        {horse.filePath ? (
          <p>
            <Link to={horse.filePath}>Scheda del cavallo</Link>
          </p>
        ) : null}
      </section>

      <StaticSection name="form" data={form}>
        {(charts) =>
          charts && charts.lastPlacings.length > 0 ? (
            <section className="horse-section" aria-labelledby="forma">
              <h2 id="forma">La forma in breve</h2>
              <FormAtAGlanceCharts form={charts} horseName={horse.name} />
            </section>
          ) : null
        }
      </StaticSection>

      <StatsSection stats={stats} />
      <VideoSection videos={videos} horseName={horse.name} />
      <BestOffspringSection years={bestOffspring} />

      <HorseSection id="prestazioni-title" anchor="prestazioni" title="Prestazioni">
        <StaticSection name="performances" data={performances}>
          {(rows) => (rows ? <HorseFormLines rows={rows} /> : <p className="empty-state">Prestazioni non disponibili.</p>)}
        </StaticSection>
      </HorseSection>

      <LineageAccordions
        pedigree={pedigree}
        femaleLine={
          <StaticSection name="female-line" data={femaleLine}>
            {(entries) => <FemaleLineOrNone entries={entries} subjectCode={horse.code} />}
          </StaticSection>
        }
        open={showLineage}
      />
    </article>
  );
}
