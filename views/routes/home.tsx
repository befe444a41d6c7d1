import type { ReactNode } from "react";
import { Link } from "react-router";
import type { HomeBlock } from "../../src/domain/home";
import type { Route } from "./+types/home";
import { BannerList } from "../components/banner-list";
import { BreederBoxes } from "../components/breeder-boxes";
import { NewsTeaserList } from "../components/news-teaser-list";
import { SponsorGrid } from "../components/sponsor-grid";
import { useSite } from "../layouts/use-site";
import { pageMeta } from "../seo";

export async function loader({ context }: Route.LoaderArgs) {
  return context.useCases.getHomePage();
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Trotto e allevamento: puledri, stalloni, corse e risultati",
    description:
      "Il portale italiano del trotto: puledri e allevatori, stalloni sponsor, partenti e arrivi, qualifiche, classifiche e notizie.",
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { blockOrder, foalsYear, sponsors, breeders, news, banners } = loaderData;
  const { site } = useSite();
  const blocks: Record<HomeBlock, ReactNode> = {
    stallions: sponsors && sponsors.length > 0 ? (
      <section key="stallions" className="home-block" aria-labelledby="home-stallions">
        <h2 id="home-stallions">I nostri stalloni sponsor</h2>
        <SponsorGrid items={sponsors} />
      </section>
    ) : null,
    breeders: breeders && breeders.breeders.length > 0 ? (
      <section key="breeders" className="home-block" aria-labelledby="home-breeders">
        <h2 id="home-breeders">{`I nati ${foalsYear} dei nostri allevatori`}</h2>
        <BreederBoxes data={breeders} heading={`I nati ${foalsYear} dei nostri allevatori`} />
      </section>
    ) : null,
    news: news && news.length > 0 ? (
      <section key="news" className="home-block" aria-labelledby="home-news">
        <h2 id="home-news">Ultime notizie</h2>
        <NewsTeaserList posts={news} />
        <p>
          <Link to="/news" className="button">Tutte le notizie</Link>
        </p>
      </section>
    ) : null,
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
          {blockOrder.map((block) => blocks[block])}
        </div>
        <aside className="sidebar" aria-label="Spazi promozionali">
          {banners ? (
            <>
              <BannerList banners={banners.left} label="Banner" />
              <BannerList banners={banners.right} label="Altri banner" />
            </>
          ) : null}
        </aside>
      </div>
    </>
  );
}
