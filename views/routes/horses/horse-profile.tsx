import { Link } from "react-router";
import { formatEuro } from "../../../src/domain/format";
import { formatBirthDate, sexLabel, type NamedPerson } from "../../../src/domain/horses/horse";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/horse-profile";
import { pageCachedClientLoader } from "../../page-cache";
import { horseCodeFromSlug, orNotFound } from "./horse-params";
import { BestOffspring } from "./sections/best-offspring";
import { FemaleLineOrNone, LineageAccordions } from "./sections/lineage-accordions";
import { Performances } from "./sections/performances";
import { StatsTable } from "./sections/stats-table";
import { useOpenDetailsOnHash } from "./sections/use-open-details-on-hash";
import { VideoTabs } from "./sections/video-tabs";
import "./horses.css";
import { FactList } from "../../components/fact-list";
import { FormAtAGlanceCharts } from "../../components/charts/form-charts";
import { CalendarSubscription } from "../../components/calendar-subscription";
import { horseProfilePath } from "../../../src/domain/races/rules";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const code = horseCodeFromSlug(params.slug);
  const page = await orNotFound(context.useCases.getHorseProfile({ code }));
  const showLineage = new URL(request.url).searchParams.get("showLineage") === "1";
  return { ...page, showLineage };
}

/** Back and Forward show this page at once from the visitor's last ten pages. */
export const clientLoader = pageCachedClientLoader<Route.ClientLoaderArgs>();

export const meta: Route.MetaFunction = (args) => {
  const horse = args.loaderData?.horse;
  if (!horse) return pageMeta(args, { title: "Cavallo non trovato", noIndex: true });
  const parents = [horse.NomePadre, horse.NomeMadre].filter(Boolean).join(" e ");
  return pageMeta(args, {
    title: horse.NomeCavallo,
    description: `${horse.NomeCavallo}${parents ? `, da ${parents}` : ""}: statistiche, prestazioni, genealogia, linea femminile e video.`,
    image: horse.img?.path ?? null,
  });
};

function names(people: NamedPerson[]): string {
  return people.map((person) => person.Nome).join(", ");
}

export default function HorseProfilePage({ loaderData }: Route.ComponentProps) {
  const { horse, stats, videos, bestOffspring, performances, form, pedigree, femaleLine, showLineage } = loaderData;
  useOpenDetailsOnHash();
  const facts: [string, string][] = [
    ["Sesso", sexLabel(horse.Sesso)],
    ["Mantello", horse.ColoreMantello ?? ""],
    ["Nato il", formatBirthDate(horse.DataNascita)],
    ["Età", horse.Eta ? `${horse.Eta} anni` : ""],
    ["Padre", horse.NomePadre ?? ""],
    ["Madre", horse.NomeMadre ?? ""],
    ["Nonno materno", horse.NomeNonno ?? ""],
    ["Record breve", horse.RecordBreve ?? ""],
    ["Record lunga", horse.RecordLunga ?? ""],
    ["Vincite in carriera", horse.VinciteCarriera ? formatEuro(horse.VinciteCarriera) : ""],
    ["Allevatori", names(horse.breeders)],
    ["Proprietari", names(horse.owners)],
    ["Allenatori", names(horse.trainers)],
  ];
  return (
    <article className="container page horse-page">
      <header className="horse-header">
        <div>
          <h1>
            {horse.NomeCavallo}
            {horse.Deceased ? (
              <span title="Deceduto">
                {" "}†<span className="visually-hidden"> deceduto</span>
              </span>
            ) : null}
          </h1>
          {horse.NomePadre || horse.NomeMadre ? (
            <p className="horse-subtitle">
              {[horse.NomePadre, horse.NomeMadre].filter(Boolean).join(" e ")}
              {horse.NomeNonno ? ` (nonno materno ${horse.NomeNonno})` : ""}
            </p>
          ) : null}
        </div>
        <nav className="horse-nav" aria-label="Sezioni del profilo">
          <ul>
            {videos.length > 0 ? (
              <li>
                <a href="#video">Video</a>
              </li>
            ) : null}
            <li>
              <a href="#prestazioni">Prestazioni</a>
            </li>
            <li>
              <a href="#genealogia">Genealogia</a>
            </li>
            <li>
              <a href="#linea-femminile">Linea femminile</a>
            </li>
          </ul>
        </nav>
      </header>

      <section className="horse-card" aria-labelledby="dati-cavallo">
        <h2 id="dati-cavallo">Dati</h2>
        <FactList facts={facts} className="horse-people" />
        <CalendarSubscription href={`${horseProfilePath(horse.CodiceCavallo, horse.slug)}/partenti.ics`} />
        {horse.path ? (
          <p>
            <Link to={horse.path}>Scheda del cavallo</Link>
          </p>
        ) : null}
      </section>

      {form && form.lastPlacings.length > 0 ? (
        <section className="horse-section" aria-labelledby="forma">
          <h2 id="forma">La forma in breve</h2>
          <FormAtAGlanceCharts form={form} horseName={horse.NomeCavallo} />
        </section>
      ) : null}

      {stats ? (
        <section className="horse-section" aria-labelledby="statistiche">
          <h2 id="statistiche">Statistiche</h2>
          <StatsTable stats={stats} />
        </section>
      ) : null}

      {videos.length > 0 ? (
        <section className="horse-section" id="video" aria-labelledby="video-title">
          <h2 id="video-title">Video</h2>
          <VideoTabs videos={videos} horseName={horse.NomeCavallo} />
        </section>
      ) : null}

      {bestOffspring && bestOffspring.length > 0 ? (
        <section className="horse-section" aria-labelledby="migliori-figli">
          <h2 id="migliori-figli">Migliori figli per anno</h2>
          <BestOffspring years={bestOffspring} />
        </section>
      ) : null}

      <section className="horse-section" id="prestazioni" aria-labelledby="prestazioni-title">
        <h2 id="prestazioni-title">Prestazioni</h2>
        {performances ? <Performances rows={performances} /> : <p className="empty-state">Prestazioni non disponibili.</p>}
      </section>

      <LineageAccordions pedigree={pedigree} femaleLine={<FemaleLineOrNone entries={femaleLine} subjectCode={horse.CodiceCavallo} />} open={showLineage} />
    </article>
  );
}
