import { Suspense, type ReactNode } from "react";
import { isbot } from "isbot";
import { Await, Link } from "react-router";
import type { HomeBlock } from "~/src/domain/home";
import type { Route } from "./+types/home";
import { BannerList } from "../components/banner-list";
import { BreederBoxes } from "../components/breeder-boxes";
import { NewsTeaserList, newsTeasers } from "../components/news-teaser-list";
import { SponsorGrid } from "../components/sponsor-grid";
import { TodayAtTheRaces } from "../components/races/today-at-the-races";
import { useSite } from "../layouts/use-site";
import { backForwardCachedClientLoader } from "../back-forward-cache";
import { pageMeta } from "../seo";
import { keptOnServer, StaticSection } from "../static-section";
import "./home.css";
import { newsListPath } from "~/src/urls/news";
import { breedersPath, stallionsPath } from "~/src/urls/breeding";
import { racesKey, siteKey } from "~/src/request-context";

const HOME_SPONSORS_SECTION = "home-sponsors";
const HOME_BREEDERS_SECTION = "home-breeders";

export async function loader({ context, request }: Route.LoaderArgs) {
  // Read before the data: the opening block's event stream starts where the stream stood then (decision 030).
  const raceDay = context.get(racesKey).raceDayStatus();
  const home = await context.get(siteKey).getHomePage();
  // The news block shows titles, and pictures and dates of the first posts only: nothing more is sent.
  // The sponsor and breeder boxes are links and pictures only: sent once, as markup.
  const page = {
    ...home,
    sponsors: keptOnServer(context, HOME_SPONSORS_SECTION, home.sponsors),
    breeders: keptOnServer(context, HOME_BREEDERS_SECTION, home.breeders),
    news: home.news.then((posts) => (posts ? newsTeasers(posts) : posts)),
    raceDay,
  };
  if (!isBrowser(request.headers.get("user-agent"))) return { ...page, news: await page.news, banners: await page.banners };
  return page;
}

/**
 * Browsers get the news and banners streamed in; crawlers and other programs
 * (which cannot run the script that moves a late section into place) get the
 * whole document in reading order. Every browser's user agent starts with "Mozilla/".
 */
function isBrowser(userAgent: string | null): boolean {
  return !!userAgent && userAgent.startsWith("Mozilla/") && !isbot(userAgent);
}

export const clientLoader = backForwardCachedClientLoader<Route.ClientLoaderArgs>();

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Trotto e allevamento: puledri, stalloni, corse e risultati",
    description:
      "Il portale italiano del trotto: puledri e allevatori, stalloni sponsor, partenti e arrivi, qualifiche, classifiche e notizie.",
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { blockOrder, foalsYear, sponsors, breeders, news, banners, today, raceDay } = loaderData;
  const { site } = useSite();
  const breedersHeading = `I nati ${foalsYear} dei nostri allevatori`;
  const blocks: Record<HomeBlock, ReactNode> = {
    stallions: (
      <StaticSection key="stallions" name={HOME_SPONSORS_SECTION} data={sponsors}>
        {(items) =>
          items && items.length > 0 ? (
            <section className="home-block home-strip" aria-labelledby="home-stallions">
              <h2 id="home-stallions">I nostri stalloni sponsor</h2>
              <SponsorGrid items={items} />
              <p className="home-more">
                <Link to={stallionsPath()}>Tutti gli stalloni</Link>
              </p>
            </section>
          ) : null
        }
      </StaticSection>
    ),
    breeders: (
      <StaticSection key="breeders" name={HOME_BREEDERS_SECTION} data={breeders}>
        {(boxes) =>
          boxes && boxes.breeders.length > 0 ? (
            <section className="home-block home-strip" aria-labelledby="home-breeders">
              <h2 id="home-breeders">{breedersHeading}</h2>
              <BreederBoxes data={boxes} heading={breedersHeading} />
              <p className="home-more">
                <Link to={breedersPath("boxes")}>Tutti gli allevatori</Link>
              </p>
            </section>
          ) : null
        }
      </StaticSection>
    ),
    news: (
      <Streamed
        key="news"
        value={news}
        placeholder={<SectionPlaceholder label="Caricamento delle notizie" minHeight={NEWS_PLACEHOLDER_HEIGHT} />}
      >
        {(posts) =>
          posts && posts.length > 0 ? (
            <section className="home-block" aria-labelledby="home-news">
              <h2 id="home-news">Ultime notizie</h2>
              <NewsTeaserList posts={posts} />
              <p>
                <Link to={newsListPath()} className="button">
                  Tutte le notizie
                </Link>
              </p>
            </section>
          ) : null
        }
      </Streamed>
    ),
  };

  return (
    <>
      <div className="wide-banner" role="presentation">
        <div className="container wide-banner-inner">
          <p className="wide-banner-title">Il trotto italiano, dal puledro al traguardo</p>
          <p className="wide-banner-text">Puledri, allevatori, stalloni, partenti, arrivi e qualifiche in un solo posto.</p>
        </div>
      </div>
      <div className="container two-columns">
        <div className="main-column">
          <h1 className="visually-hidden">{site.name}: trotto e allevamento</h1>
          {today ? <TodayAtTheRaces today={today} raceDay={raceDay} /> : null}
          {blockOrder.map((block) => blocks[block])}
        </div>
        <aside className="sidebar" aria-label="Spazi promozionali">
          <Streamed
            value={banners}
            placeholder={<SectionPlaceholder label="Caricamento dei banner" minHeight={BANNERS_PLACEHOLDER_HEIGHT} />}
          >
            {(loaded) =>
              loaded ? (
                <>
                  <BannerList banners={loaded.left} label="Banner" />
                  <BannerList banners={loaded.right} label="Altri banner" />
                </>
              ) : null
            }
          </Streamed>
        </aside>
      </div>
    </>
  );
}

/**
 * A section that may still be on its way: a promise is rendered through Suspense
 * (placeholder first, the section later in the same response); a value already at
 * hand is rendered in place, since React would otherwise move a large finished
 * section to the end of the document.
 */
function Streamed<T>({
  value,
  placeholder,
  children,
}: {
  value: T | Promise<T>;
  placeholder: ReactNode;
  children: (value: T) => ReactNode;
}) {
  if (!(value instanceof Promise)) return <>{children(value)}</>;
  return (
    <Suspense fallback={placeholder}>
      <Await resolve={value} errorElement={null}>
        {(resolved) => children(resolved as T)}
      </Await>
    </Suspense>
  );
}

/** Reserved room while a streamed section is on its way, so the page does not jump when it arrives. */
const NEWS_PLACEHOLDER_HEIGHT = 640;
const BANNERS_PLACEHOLDER_HEIGHT = 480;

function SectionPlaceholder({ label, minHeight }: { label: string; minHeight: number }) {
  return (
    <div className="home-block" style={{ minHeight }} aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      <span className="skeleton-bar" aria-hidden="true" />
    </div>
  );
}
