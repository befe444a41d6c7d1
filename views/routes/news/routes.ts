import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the news screens, static pages and search-engine files (file paths are relative to views/). */
export const newsRoutes: RouteConfigEntry[] = [
  route("news", "routes/news/news-list.tsx"),
  route("news/:slug", "routes/news/news-post.tsx"),
  route("chi-siamo", "routes/news/static-page.tsx", { id: "static-chi-siamo" }),
  route("contatti", "routes/news/static-page.tsx", { id: "static-contatti" }),
  route("privacy", "routes/news/static-page.tsx", { id: "static-privacy" }),
  route("robots.txt", "routes/news/robots.ts"),
  route("sitemap.xml", "routes/news/sitemap.ts", { id: "sitemap-index" }),
  route("sitemap-news.xml", "routes/news/sitemap.ts", { id: "sitemap-news" }),
  route("sitemap-cavalli.xml", "routes/news/sitemap.ts", { id: "sitemap-cavalli" }),
  route("sitemap-allevatori.xml", "routes/news/sitemap.ts", { id: "sitemap-allevatori" }),
  route("sitemap-pagine.xml", "routes/news/sitemap.ts", { id: "sitemap-pagine" }),
];
