import { Link } from "react-router";
import { agreeWith, HORSE_WORDS } from "~/src/domain/agreement";
import { formatMountFee } from "~/src/domain/format";
import { canonicalHorseSlug, formatBirthDate, sexLabel } from "~/src/domain/horses/horse";
import { breederSheetPathOfSlug, stallionTablePath } from "~/src/urls/breeding";
import { externalLink } from "~/src/urls/external";
import { horseFileKindOfRoute, horseFilePath, horseProfilePath, horseStartsCalendarPath, stallionsForMarePath } from "~/src/urls/horses";
import { FactList } from "../../components/fact-list";
import { CalendarSubscription } from "../../components/calendar-subscription";
import type { Route } from "./+types/horse-file";
import { backForwardCachedClientLoader } from "../../back-forward-cache";
import { notFound, orNotFound } from "../../route-errors";
import { redirectToCanonicalPath } from "../../canonical-address";
import { keptOnServer, StaticSection } from "../../static-section";
import { horseCodeFromSlug } from "./horse-params";
import { BreederContacts } from "./sections/breeder-contacts";
import { SalePanel } from "./sections/sale-panel";
import { MyHorsesButton } from "../../components/my-horses-button";
import { readMyHorses } from "../../my-horses-cookie.server";
import { saleEnquiry } from "~/src/domain/breeding/sale-enquiry";
import { preloadFormSections } from "./sections/form-sections";
import { FemaleLineOrNone, LineageAccordions, preloadLineageSections } from "./sections/lineage-accordions";
import { PrintButton } from "./sections/print-button";
import { ProductionTable } from "./sections/production-table";
import { BestOffspringSection, HorsePageUnavailable, HorseSectionNav, StatsSection, VideoSection, horseMeta } from "./sections/horse-page";
import { useOpenDetailsOnHash } from "./sections/use-open-details-on-hash";
import { NextStartNotice } from "../../components/races/next-start-notice";
import "./horses.css";
import { horsesKey, requestKey } from "~/src/request-context";

export async function loader({ params, pattern, url, request, context }: Route.LoaderArgs) {
  const code = horseCodeFromSlug(params.slug);
  // Four routes share this page; each says which kind of file it shows (src/urls/horses.ts).
  const kind = horseFileKindOfRoute(pattern) ?? notFound();
  const [page, myHorses] = await Promise.all([
    orNotFound(context.get(horsesKey).getHorseFile({ kind, code })),
    readMyHorses(request, context.get(requestKey).site.url),
    // the server renders the pedigree, the female line and the records in place
    preloadLineageSections(),
    preloadFormSections(),
  ]);
  if (page.file) redirectToCanonicalPath(url, horseFilePath(kind, canonicalHorseSlug(page.file)));
  // A horse for sale says so, with whom to ask and a message ready to send (issue 40).
  const enquiry =
    kind === "in-vendita" && page.file
      ? saleEnquiry(
          page.file,
          page.contacts,
          page.sale,
          new URL(horseFilePath(kind, canonicalHorseSlug(page.file)), context.get(requestKey).site.url).href,
        )
      : null;
  // The largest sections are plain markup: sent once, not again as hydration data.
  return {
    ...page,
    enquiry,
    kept: myHorses.includes(code),
    file: page.file && { ...page.file, production: keptOnServer(context, "production", page.file.production) },
    stats: page.stats && { ...page.stats, bestTimes: keptOnServer(context, "best-times", page.stats.bestTimes) },
    femaleLine: keptOnServer(context, "female-line", page.femaleLine),
    pedigree: keptOnServer(context, "pedigree", page.pedigree),
  };
}

/** Back and Forward show this page at once from the visitor's last ten pages. */
export const clientLoader = backForwardCachedClientLoader<Route.ClientLoaderArgs>();

export const meta: Route.MetaFunction = (args) =>
  horseMeta(args, args.loaderData?.file ?? null, {
    title: "Scheda del cavallo",
    contents: "scheda, genealogia, linea femminile, statistiche e contatti dell'allevatore",
  });

export default function HorseFilePage({ loaderData }: Route.ComponentProps) {
  const { kind, file, contacts, stats, videos, bestOffspring, pedigree, femaleLine, enquiry, kept, nextStart, today } = loaderData;
  useOpenDetailsOnHash();
  if (!file) return <HorsePageUnavailable title="Scheda del cavallo" />;
  const gallery = file.pictures?.gallery ?? [];
  const photo = file.pictures?.main ?? gallery[0] ?? null;
  const hasVideo = file.hasVideo && videos.length > 0;
  const mountFee = formatMountFee(file.studFee);

  return (
    <article className="container page horse-page">
      <header className="horse-header">
        <h1>{file.name}</h1>
        <HorseSectionNav
          label="Sezioni della scheda"
          links={[
            ...(hasVideo ? [["#video", "Video"] as [string, string]] : []),
            ["#genealogia", "Genealogia"],
            ["#linea-femminile", "Linea femminile"],
          ]}
        >
          <PrintButton />
        </HorseSectionNav>
      </header>
      <NextStartNotice start={nextStart} today={today} />

      {enquiry ? <SalePanel enquiry={enquiry} /> : null}

      <div className="horse-main">
        {photo ? (
          <div className="horse-photo">
            {/* The page's largest paint on a phone: asked for before the scripts. */}
            <img src={photo} alt={file.pictures?.alt || file.name} width={768} height={432} fetchPriority="high" />
          </div>
        ) : null}
        <section className="horse-card" aria-labelledby="dati-cavallo">
          <h2 id="dati-cavallo">Dati</h2>
          <FactList
            className="horse-facts"
            facts={[
              ["Sesso", sexLabel(file.sex)],
              ["Mantello", file.coat],
              [agreeWith(file.sex, HORSE_WORDS.bornOn), formatBirthDate(file.birthDate)],
              ["Padre", file.sire],
              ["Madre", file.dam],
              ["Record", file.record],
              ["Prezzo di monta", mountFee],
              [
                "Allevatore",
                file.breeder?.slug ? <Link to={breederSheetPathOfSlug(file.breeder.slug)}>{file.breeder.name}</Link> : file.breeder?.name,
              ],
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
            <Link to={horseProfilePath({ code: file.code, slug: file.slug })}>Profilo completo e prestazioni</Link>
          </p>
          {kind === "stalloni" ? (
            <p>
              <Link to={stallionTablePath(canonicalHorseSlug(file), "figli")}>I figli</Link> ·{" "}
              <Link to={stallionTablePath(canonicalHorseSlug(file), "fattrici")}>Le fattrici</Link>
            </p>
          ) : null}
          {/* A breeder looking at a mare asks next which stallion suits her. */}
          {file.sex === "F" && kind !== "puledri" ? (
            <p>
              <Link to={stallionsForMarePath(file.code)}>Gli stalloni per questa fattrice</Link>
            </p>
          ) : null}
          <CalendarSubscription href={horseStartsCalendarPath({ code: file.code, slug: file.slug })} />
          <MyHorsesButton horse={file} kept={kept} returnTo={horseFilePath(kind, canonicalHorseSlug(file))} />
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

      <VideoSection videos={hasVideo ? videos : []} horseName={file.name} />
      <StatsSection stats={stats} />
      <BestOffspringSection years={bestOffspring} />

      <StaticSection name="production" data={file.production}>
        {(production) =>
          production.rows.length > 0 ? (
            // Folded like the pedigree: a long table the browser need not lay out and paint before a visitor asks for it.
            <details className="horse-accordion" id="produzione">
              <summary>
                <h2>Produzione</h2>
              </summary>
              <ProductionTable table={production} caption={`Produzione di ${file.name}`} />
            </details>
          ) : null
        }
      </StaticSection>

      <LineageAccordions
        pedigree={pedigree}
        femaleLine={
          <StaticSection name="female-line" data={femaleLine}>
            {(entries) => <FemaleLineOrNone entries={entries} subjectCode={file.code} />}
          </StaticSection>
        }
      />
    </article>
  );
}
