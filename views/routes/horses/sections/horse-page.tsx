import type { ReactNode } from "react";
import type { BestOffspringYear, HorsePictures, HorseStats } from "~/src/domain/horses/horse";
import type { HorseVideo } from "~/src/domain/horses/video";
import { SectionUnavailable } from "~/views/components/section-unavailable";
import type { BestTime } from "~/src/domain/races/types";
import { StaticSection } from "~/views/static-section";
import { pageMeta } from "~/views/seo";
import type { BestOffspring as BestOffspringComponent } from "./best-offspring";
import { HorseRecordsByStart } from "./form-sections";
import type { StatsTable as StatsTableComponent } from "./stats-table";
import { deferredSection } from "~/views/deferred-section";
import type { VideoTabs as VideoTabsComponent } from "./video-tabs";

type MetaArgs = Parameters<typeof pageMeta>[0];

// Tables and lists without controls: the server's markup until their code arrives after the page's own (the JS budget).
const statsTable = deferredSection<Parameters<typeof StatsTableComponent>[0]>(() =>
  import("./stats-table").then((module) => module.StatsTable),
);
// The videos' tabs and players: before their code arrives every video is a still linking to it, one under the other, as without JavaScript.
const videoTabs = deferredSection<Parameters<typeof VideoTabsComponent>[0]>(() =>
  import("./video-tabs").then((module) => module.VideoTabs),
);
const bestOffspring = deferredSection<Parameters<typeof BestOffspringComponent>[0]>(() =>
  import("./best-offspring").then((module) => module.BestOffspring),
);

/** The head of a horse's file or profile: its name and parents, or a page kept out of the index when the horse is unknown or unreadable. */
export function horseMeta(
  args: MetaArgs & { loaderData: unknown },
  horse: { name: string; sire: string | null; dam: string | null; pictures: { main: string | null } | null } | null,
  page: { title: string; contents: string },
) {
  if (!args.loaderData) return pageMeta(args, { title: "Cavallo non trovato", noIndex: true });
  if (!horse) return pageMeta(args, { title: page.title, noIndex: true });
  const parents = [horse.sire, horse.dam].filter(Boolean).join(" e ");
  return pageMeta(args, {
    title: horse.name,
    description: `${horse.name}${parents ? `, da ${parents}` : ""}: ${page.contents}.`,
    image: horse.pictures?.main ?? null,
  });
}

/** The page's frame when the horse's own answer could not be read: the title and a short message. */
export function HorsePageUnavailable({ title }: { title: string }) {
  return (
    <article className="container page horse-page">
      <header className="horse-header">
        <h1>{title}</h1>
      </header>
      <SectionUnavailable />
    </article>
  );
}

/** The links to the page's sections, in the header. */
export function HorseSectionNav({
  label,
  links,
  children,
}: {
  label: string;
  links: [href: string, text: string][];
  children?: ReactNode;
}) {
  return (
    <nav className="horse-nav" aria-label={label}>
      <ul>
        {links.map(([href, text]) => (
          <li key={href}>
            <a href={href}>{text}</a>
          </li>
        ))}
        {children ? <li>{children}</li> : null}
      </ul>
    </nav>
  );
}

/** One titled section of the page. */
export function HorseSection({ id, title, anchor, children }: { id: string; title: string; anchor?: string; children: ReactNode }) {
  return (
    <section className="horse-section" id={anchor} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The career statistics, and the records by start type and distance as markup sent once (`keptOnServer` in the loader). */
export function StatsSection({ stats }: { stats: (Omit<HorseStats, "bestTimes"> & { bestTimes: BestTime[] | undefined }) | null }) {
  return stats ? (
    <HorseSection id="statistiche" title="Statistiche">
      <statsTable.Island stats={stats} />
      <StaticSection name="best-times" data={stats.bestTimes}>
        {(bestTimes) => <HorseRecordsByStart bestTimes={bestTimes} />}
      </StaticSection>
    </HorseSection>
  ) : null;
}

/** The videos, each a still until tapped (the horse's pictures when it has any); their code arrives after the page's own. */
export function VideoSection({ videos, horseName, pictures }: { videos: HorseVideo[]; horseName: string; pictures: HorsePictures | null }) {
  return videos.length > 0 ? (
    <HorseSection id="video-title" anchor="video" title="Video">
      <videoTabs.Island videos={videos} horseName={horseName} pictures={pictures} />
    </HorseSection>
  ) : null;
}

export function BestOffspringSection({ years }: { years: BestOffspringYear[] | null }) {
  return years && years.length > 0 ? (
    <HorseSection id="migliori-figli" title="Migliori figli per anno">
      <bestOffspring.Island years={years} />
    </HorseSection>
  ) : null;
}
