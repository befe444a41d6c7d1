import type { ReactNode } from "react";
import type { BestOffspringYear, HorseStats } from "~/src/domain/horses/horse";
import type { HorseVideo } from "~/src/domain/horses/video";
import { SectionUnavailable } from "~/views/components/section-unavailable";
import type { BestTime } from "~/src/domain/races/types";
import { StaticSection } from "~/views/static-section";
import { pageMeta } from "~/views/seo";
import { BestOffspring } from "./best-offspring";
import { HorseRecordsByStart } from "./form-sections";
import { StatsTable } from "./stats-table";
import { VideoTabs } from "./video-tabs";

type MetaArgs = Parameters<typeof pageMeta>[0];

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
      <StatsTable stats={stats} />
      <StaticSection name="best-times" data={stats.bestTimes}>
        {(bestTimes) => <HorseRecordsByStart bestTimes={bestTimes} />}
      </StaticSection>
    </HorseSection>
  ) : null;
}

export function VideoSection({ videos, horseName }: { videos: HorseVideo[]; horseName: string }) {
  return videos.length > 0 ? (
    <HorseSection id="video-title" anchor="video" title="Video">
      <VideoTabs videos={videos} horseName={horseName} />
    </HorseSection>
  ) : null;
}

export function BestOffspringSection({ years }: { years: BestOffspringYear[] | null }) {
  return years && years.length > 0 ? (
    <HorseSection id="migliori-figli" title="Migliori figli per anno">
      <BestOffspring years={years} />
    </HorseSection>
  ) : null;
}
