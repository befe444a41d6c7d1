import type { RouteModule } from "./types";

/** Home page blocks: sponsor grid and side banners. */
export const homeRoutes: RouteModule = (app, store) => {
  app.get("/api/v1/getStalloniSponsor", (_req, res) => {
    res.json(store.dataset.sponsorCards);
  });
  app.get("/api/v2/banners", (_req, res) => {
    res.json(store.dataset.banners);
  });
};
