import { Link } from "react-router";
import { formatMountFee } from "../../../src/domain/format";
import { formatBirthDate, isHorseFileKind, sexLabel, type HorseFileKind } from "../../../src/domain/horses/horse";
import { externalLink } from "../../../src/domain/links";
import { FactList } from "../../components/fact-list";
import { SectionUnavailable } from "../../components/section-unavailable";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/horse-file";
import { pageCachedClientLoader } from "../../page-cache";
import { notFound, orNotFound } from "../../route-errors";
import { horseCodeFromSlug } from "./horse-params";
import { BestOffspring } from "./sections/best-offspring";
import { BreederContacts } from "./sections/breeder-contacts";
import { LineageAccordions } from "./sections/lineage-accordions";
import { PrintButton } from "./sections/print-button";
import { ProductionTable } from "./sections/production-table";
import { StatsTable } from "./sections/stats-table";
import { useOpenDetailsOnHash } from "./sections/use-open-details-on-hash";
import { VideoTabs } from "./sections/video-tabs";
import "./horses.css";

/** /trotto/{puledri|fattrici|in-vendita|stalloni}/{slug}: the kind is the path's second segment. */
function kindOf(request: Request): HorseFileKind {
  const segment = new URL(request.url).pathname.split("/")[2];
  return isHorseFileKind(segment) ? segment : notFound();
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const code = horseCodeFromSlug(params.slug);
  return orNotFound(context.useCases.getHorseFile({ kind: kindOf(request), code }));
}

/** Back and Forward show this page at once from the visitor's last ten pages. */
export const clientLoader = pageCachedClientLoader<Route.ClientLoaderArgs>();

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return pageMeta(args, { title: "Cavallo non trovato", noIndex: true });
  const file = args.loaderData.file;
  if (!file) return pageMeta(args, { title: "Scheda del cavallo", noIndex: true });
  const parents = [file.sire, file.dam].filter(Boolean).join(" e ");
  return pageMeta(args, {
    title: file.name,
    description: `${file.name}${parents ? `, da ${parents}` : ""}: scheda, genealogia, linea femminile, statistiche e contatti dell'allevatore.`,
    image: file.pictures?.main ?? null,
  });
};

export default function HorseFilePage({ loaderData }: Route.ComponentProps) {
  const { file, contacts, stats, videos, bestOffspring, pedigree, femaleLine } = loaderData;
  useOpenDetailsOnHash();
  if (!file) {
    return (
      <article className="container page horse-page">
        <header className="horse-header">
          <h1>Scheda del cavallo</h1>
        </header>
        <SectionUnavailable />
      </article>
    );
  }
  const gallery = file.pictures?.gallery ?? [];
  const photo = file.pictures?.main ?? gallery[0] ?? null;
  const hasVideo = file.hasVideo && videos.length > 0;
  const mountFee = formatMountFee(file.studFee);

  return (
    <article className="container page horse-page">
      <header className="horse-header">
        <h1>{file.name}</h1>
        <nav className="horse-nav" aria-label="Sezioni della scheda">
          <ul>
            {hasVideo ? (
              <li>
                <a href="#video">Video</a>
              </li>
            ) : null}
            <li>
              <a href="#genealogia">Genealogia</a>
            </li>
            <li>
              <a href="#linea-femminile">Linea femminile</a>
            </li>
            <li>
              <PrintButton />
            </li>
          </ul>
        </nav>
      </header>

      <div className="horse-main">
        {photo ? (
          <div className="horse-photo">
            <img src={photo} alt={file.pictures?.alt || file.name} width={768} height={432} />
          </div>
        ) : null}
        <section className="horse-card" aria-labelledby="dati-cavallo">
          <h2 id="dati-cavallo">Dati</h2>
          <FactList
            className="horse-facts"
            facts={[
              ["Sesso", sexLabel(file.sex)],
              ["Mantello", file.coat],
              ["Nato il", formatBirthDate(file.birthDate)],
              ["Padre", file.sire],
              ["Madre", file.dam],
              ["Record", file.record],
              ["Prezzo di monta", mountFee],
              ["Allevatore", file.breeder?.slug ? <Link to={`/trotto/allevatori/${file.breeder.slug}`}>{file.breeder.name}</Link> : file.breeder?.name],
            ]}
          />
          {file.link ? (
            <p>
              <a href={externalLink(file.link.href)} target="_blank" rel="noopener noreferrer">
                {file.link.label}
              </a>
            </p>
          ) : null}
          <p>
            <Link to={`/cavalli/${file.slug}`}>Profilo completo e prestazioni</Link>
          </p>
        </section>
      </div>

      {contacts ? <BreederContacts contacts={contacts} /> : null}

      {gallery.length > 1 ? (
        <section className="horse-section horse-gallery-section" aria-labelledby="galleria">
          <h2 id="galleria">Galleria</h2>
          <ul className="horse-gallery">
            {gallery.map((image, index) => (
              <li key={image}>
                <a href={image} target="_blank" rel="noopener noreferrer">
                  <img src={image} alt={`${file.name}, foto ${index + 1}`} width={384} height={216} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {hasVideo ? (
        <section className="horse-section" id="video" aria-labelledby="video-title">
          <h2 id="video-title">Video</h2>
          <VideoTabs videos={videos} horseName={file.name} />
        </section>
      ) : null}

      {stats ? (
        <section className="horse-section" aria-labelledby="statistiche">
          <h2 id="statistiche">Statistiche</h2>
          <StatsTable stats={stats} />
        </section>
      ) : null}

      {bestOffspring && bestOffspring.length > 0 ? (
        <section className="horse-section" aria-labelledby="migliori-figli">
          <h2 id="migliori-figli">Migliori figli per anno</h2>
          <BestOffspring years={bestOffspring} />
        </section>
      ) : null}

      {file.production.rows.length > 0 ? (
        <section className="horse-section" aria-labelledby="produzione">
          <h2 id="produzione">Produzione</h2>
          <ProductionTable table={file.production} caption={`Produzione di ${file.name}`} />
        </section>
      ) : null}

      <LineageAccordions pedigree={pedigree} femaleLine={femaleLine} subjectCode={file.code} />
    </article>
  );
}
