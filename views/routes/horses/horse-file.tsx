import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatMountFee } from "../../../src/domain/format";
import { formatBirthDate, sexLabel, type HorseFileKind } from "../../../src/domain/horses/horse";
import { externalLink } from "../../../src/domain/links";
import { pageMeta } from "../../seo";
import { CalendarSubscription } from "../../components/calendar-subscription";
import { horseProfilePath } from "../../../src/domain/races/rules";
import type { Route } from "./+types/horse-file";
import { pageCachedClientLoader } from "../../page-cache";
import { keptOnServer, StaticSection } from "../../static-section";
import { horseCodeFromSlug, notFound, orNotFound } from "./horse-params";
import { BestOffspring } from "./sections/best-offspring";
import { BreederContacts } from "./sections/breeder-contacts";
import { FemaleLineOrNone, LineageAccordions } from "./sections/lineage-accordions";
import { PrintButton } from "./sections/print-button";
import { ProductionTable } from "./sections/production-table";
import { StatsTable } from "./sections/stats-table";
import { useOpenDetailsOnHash } from "./sections/use-open-details-on-hash";
import { VideoTabs } from "./sections/video-tabs";
import "./horses.css";

const KINDS: readonly HorseFileKind[] = ["puledri", "fattrici", "in-vendita", "stalloni"];

/** /trotto/{puledri|fattrici|in-vendita|stalloni}/{slug}: the kind is the path's second segment. */
function kindOf(request: Request): HorseFileKind {
  const segment = new URL(request.url).pathname.split("/")[2];
  return (KINDS as readonly string[]).includes(segment) ? (segment as HorseFileKind) : notFound();
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const code = horseCodeFromSlug(params.slug);
  const page = await orNotFound(context.useCases.getHorseFile({ kind: kindOf(request), code }));
  // The two largest tables are plain markup: sent once, not again as hydration data.
  return {
    ...page,
    file: { ...page.file, production: keptOnServer(context, "production", page.file.production) },
    femaleLine: keptOnServer(context, "female-line", page.femaleLine),
  };
}

/** Back and Forward show this page at once from the visitor's last ten pages. */
export const clientLoader = pageCachedClientLoader<Route.ClientLoaderArgs>();

export const meta: Route.MetaFunction = (args) => {
  const file = args.loaderData?.file;
  if (!file) return pageMeta(args, { title: "Cavallo non trovato", noIndex: true });
  const parents = [file.NomePadre, file.NomeMadre].filter(Boolean).join(" e ");
  return pageMeta(args, {
    title: file.NomeCavallo,
    description: `${file.NomeCavallo}${parents ? `, da ${parents}` : ""}: scheda, genealogia, linea femminile, statistiche e contatti dell'allevatore.`,
    image: file.img?.path ?? null,
  });
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === "") return null;
  return (
    <div className="horse-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export default function HorseFilePage({ loaderData }: Route.ComponentProps) {
  const { file, contacts, stats, videos, bestOffspring, pedigree, femaleLine } = loaderData;
  useOpenDetailsOnHash();
  const gallery = file.img?.gallery ?? [];
  const photo = file.img?.path ?? gallery[0] ?? null;
  const hasVideo = file.hasVideo && videos.length > 0;
  const mountFee = formatMountFee(file.mount_price);

  return (
    <article className="container page horse-page">
      <header className="horse-header">
        <h1>{file.NomeCavallo}</h1>
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
            <img src={photo} alt={file.img?.alt || file.NomeCavallo} width={768} height={432} />
          </div>
        ) : null}
        <section className="horse-card" aria-labelledby="dati-cavallo">
          <h2 id="dati-cavallo">Dati</h2>
          <dl className="horse-facts">
            <Fact label="Sesso">{sexLabel(file.Sesso)}</Fact>
            <Fact label="Mantello">{file.ColoreMantello}</Fact>
            <Fact label="Nato il">{formatBirthDate(file.DataNascita)}</Fact>
            <Fact label="Padre">{file.NomePadre}</Fact>
            <Fact label="Madre">{file.NomeMadre}</Fact>
            <Fact label="Record">{file.record}</Fact>
            <Fact label="Prezzo di monta">{mountFee}</Fact>
            <Fact label="Allevatore">
              {file.allevatore ? (
                file.allevatore.slug ? (
                  <Link to={`/trotto/allevatori/${file.allevatore.slug}`}>{file.allevatore.Nome}</Link>
                ) : (
                  file.allevatore.Nome
                )
              ) : null}
            </Fact>
          </dl>
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
          <CalendarSubscription href={`${horseProfilePath(file.CodiceCavallo, file.slug)}/partenti.ics`} />
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
                  <img src={image} alt={`${file.NomeCavallo}, foto ${index + 1}`} width={384} height={216} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {hasVideo ? (
        <section className="horse-section" id="video" aria-labelledby="video-title">
          <h2 id="video-title">Video</h2>
          <VideoTabs videos={videos} horseName={file.NomeCavallo} />
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

      <StaticSection name="production" data={file.production}>
        {(production) =>
          production.length > 0 ? (
            <section className="horse-section" aria-labelledby="produzione">
              <h2 id="produzione">Produzione</h2>
              <ProductionTable rows={production} fields={file.productionFields} caption={`Produzione di ${file.NomeCavallo}`} />
            </section>
          ) : null
        }
      </StaticSection>

      <LineageAccordions
        pedigree={pedigree}
        femaleLine={
          <StaticSection name="female-line" data={femaleLine}>
            {(entries) => <FemaleLineOrNone entries={entries} subjectCode={file.CodiceCavallo} />}
          </StaticSection>
        }
      />
    </article>
  );
}
