import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import type { PeopleEntity } from "~/src/domain/search/site-search";
import { PeopleLinksProvider, PersonName } from "../../components/person-name";
import { breederSheetPath } from "~/src/urls/breeding";
import { agreeWith, capitalised, HORSE_WORDS, yearsOld } from "~/src/domain/agreement";
import { formatEuro } from "~/src/domain/format";
import { canonicalHorseSlug, formatBirthDate, sexLabel, type NamedPerson } from "~/src/domain/horses/horse";
import { HorseFiguresSection } from "../../components/ratings/horse-figures";
import type { Route } from "./+types/horse-profile";
import { backForwardCachedClientLoader } from "../../back-forward-cache";
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
import { NextStartNotice } from "../../components/races/next-start-notice";
import "./horses.css";
import { FactList } from "../../components/fact-list";
import { FormAtAGlanceCharts } from "../../components/charts/form-charts";
import { CalendarSubscription } from "../../components/calendar-subscription";
import { MyHorsesButton } from "../../components/my-horses-button";
import { readMyHorses } from "../../my-horses-cookie.server";
import { horseFilePath, horseProfilePath, horseStartsCalendarPath } from "~/src/urls/horses";
import { horsesKey, ratingsKey, requestKey, searchKey } from "~/src/request-context";

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const code = horseCodeFromSlug(params.slug);
  const [page, figures, myHorses] = await Promise.all([
    orNotFound(context.get(horsesKey).getHorseProfile({ code })),
    context.get(ratingsKey).getHorseFigures(code),
    readMyHorses(request, context.get(requestKey).site.url),
    // the server renders the pedigree, the female line, the form lines and the records in place
    preloadLineageSections(),
    preloadFormSections(),
  ]);
  if (page.horse) redirectToCanonicalPath(url, horseProfilePath(page.horse));
  // Owners, trainers and the drivers of its races link to their rankings.
  const people = await context.get(searchKey).linkPeople({
    proprietari: page.horse?.owners.map((person) => person.name) ?? [],
    allenatori: page.horse?.trainers.map((person) => person.name) ?? [],
    guidatori: page.performances?.map((performance) => performance.driver) ?? [],
  });
  const showLineage = url.searchParams.get("showLineage") === "1";
  // The lineage, the race history and the form charts are plain markup: sent once, not again as hydration data.
  return {
    ...page,
    stats: page.stats && { ...page.stats, bestTimes: keptOnServer(context, "best-times", page.stats.bestTimes) },
    performances: keptOnServer(context, "performances", page.performances),
    form: keptOnServer(context, "form", page.form),
    pedigree: keptOnServer(context, "pedigree", page.pedigree),
    femaleLine: keptOnServer(context, "female-line", page.femaleLine),
    showLineage,
    figures,
    kept: myHorses.includes(code),
    people,
  };
}

/** Back and Forward show this page at once from the visitor's last ten pages. */
export const clientLoader = backForwardCachedClientLoader<Route.ClientLoaderArgs>();

export const meta: Route.MetaFunction = (args) =>
  horseMeta(args, args.loaderData?.horse ?? null, {
    title: "Profilo del cavallo",
    contents: "statistiche, prestazioni, genealogia, linea femminile e video",
  });

/** From three years old a mare may be bred (the upstream's breeding-age filter). */
const BREEDING_AGE = 3;

/** Owners or trainers, each a link to their ranking when the rankings know them; "" for none (the fact is left out). */
function personNames(entity: PeopleEntity, people: NamedPerson[]): ReactNode {
  if (people.length === 0) return "";
  return people.map((person, index) => (
    <Fragment key={`${person.id ?? ""}-${person.name}`}>
      {index > 0 ? ", " : ""}
      <PersonName entity={entity} name={person.name} />
    </Fragment>
  ));
}

/** The horse's breeders, each a link to their sheet when the upstream gives the id. */
function breederNames(breeders: NamedPerson[]): ReactNode {
  if (breeders.length === 0) return "";
  return breeders.map((breeder, index) => (
    <Fragment key={`${breeder.id ?? ""}-${breeder.name}`}>
      {index > 0 ? ", " : ""}
      {breeder.id ? <Link to={breederSheetPath({ id: breeder.id, name: breeder.name })}>{breeder.name}</Link> : breeder.name}
    </Fragment>
  ));
}

export default function HorseProfilePage({ loaderData }: Route.ComponentProps) {
  const {
    horse,
    stats,
    videos,
    bestOffspring,
    performances,
    form,
    pedigree,
    femaleLine,
    showLineage,
    figures,
    kept,
    nextStart,
    today,
    people,
  } = loaderData;
  useOpenDetailsOnHash();
  if (!horse) return <HorsePageUnavailable title="Profilo del cavallo" />;
  const facts: [string, ReactNode][] = [
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
    ["Allevatori", breederNames(horse.breeders)],
    ["Proprietari", personNames("proprietari", horse.owners)],
    ["Allenatori", personNames("allenatori", horse.trainers)],
  ];
  return (
    <PeopleLinksProvider links={people}>
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
        <NextStartNotice start={nextStart} today={today} />

        <section className="horse-card" aria-labelledby="dati-cavallo">
          <h2 id="dati-cavallo">Dati</h2>
          <FactList facts={facts} className="horse-people" />
          <CalendarSubscription href={horseStartsCalendarPath({ code: horse.code, slug: horse.slug })} />
          <MyHorsesButton horse={horse} kept={kept} returnTo={horseProfilePath(horse)} />
          {horse.filePath ? (
            <p>
              <Link to={horse.filePath}>Scheda del cavallo</Link>
            </p>
          ) : null}
          {/* A mare of breeding age has a file of her own, with her foals. */}
          {horse.sex === "F" && (horse.age ?? 0) >= BREEDING_AGE ? (
            <p>
              <Link to={horseFilePath("fattrici", canonicalHorseSlug(horse))}>Scheda della fattrice</Link>
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

        <HorseFiguresSection figures={figures} horseName={horse.name} />
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
    </PeopleLinksProvider>
  );
}
