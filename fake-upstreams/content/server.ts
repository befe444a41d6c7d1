import express, { type Request, type Response } from "express";
import { ROME_TIME_ZONE } from "../shared/clock";
import { mediaHandler } from "../shared/media";
import { serveFake } from "../shared/serve";
import { resolveToday } from "../shared/dates";
import type { FakeOptions, RunningFake } from "../shared/types";
import { newsroomCases } from "./newsroom-cases";
import { generatePages, generatePosts, type WpPost } from "./posts";

export const WP_PREFIX = "/wp-json/wp/v2";

/** What WordPress embeds for a featured picture whose attachment is gone: its whole REST index (the real peer does). */
function restIndex(publicUrl: string) {
  return {
    name: "Sulky",
    description: "",
    url: publicUrl,
    home: publicUrl,
    gmt_offset: 1,
    timezone_string: ROME_TIME_ZONE,
    namespaces: ["oembed/1.0", "wp/v2"],
    authentication: [],
    routes: {},
  };
}

/** `_fields=a,b`: only those top-level fields; embeds only when `_embedded` or `_links` is among them. */
function pick(entry: Record<string, unknown>, fields: string[] | null): Record<string, unknown> {
  if (!fields) return entry;
  return Object.fromEntries(Object.entries(entry).filter(([key]) => fields.includes(key)));
}

function fieldsOf(req: Request): string[] | null {
  const value = req.query._fields;
  if (typeof value !== "string" || value === "") return null;
  return value.split(",").map((field) => field.trim());
}

function present(entry: WpPost, req: Request, publicUrl: string) {
  const { embedded, ...rest } = entry;
  const fields = fieldsOf(req);
  const embed = req.query._embed !== undefined && (!fields || fields.includes("_embedded") || fields.includes("_links"));
  const media = embedded.media === "deleted" ? restIndex(publicUrl) : embedded.media;
  const body = embed
    ? { ...rest, _embedded: { author: [embedded.author], ...(entry.featured_media ? { "wp:featuredmedia": [media] } : {}) } }
    : rest;
  return pick(body, fields);
}

const wpError = (res: Response, status: number, code: string, message: string, data: Record<string, unknown> = {}) =>
  res.status(status).json({ code, message, data: { status, ...data } });

/** WordPress's argument checks: `page` from 1, `per_page` from 1 to 100, else 400 rest_invalid_param. */
function invalidParam(res: Response, name: "page" | "per_page", rule: string) {
  wpError(res, 400, "rest_invalid_param", `Invalid parameter(s): ${name}`, {
    params: { [name]: rule },
    details: { [name]: { code: "rest_out_of_bounds", message: rule, data: null } },
  });
}

/** A slug as WordPress compares it: decoded, lower case (the query may carry it encoded or not). */
function comparableSlug(slug: string): string {
  try {
    return decodeURIComponent(slug).toLowerCase();
  } catch {
    return slug.toLowerCase();
  }
}

/** WordPress REST fake (posts, pages) on /wp-json/wp/v2, as the real peer answers (tests/contract/content.test.ts). */
export function startContentFake(options: FakeOptions = {}): Promise<RunningFake> {
  return serveFake("content", options, WP_PREFIX, ({ publicUrl, faults, fixtures }) => {
    const today = resolveToday(options.today);
    const world = generatePosts({ today, publicUrl, seed: options.seed, archiveYears: options.archiveYears });
    const newsroom = newsroomCases({ today, publicUrl, stories: world.posts });
    // Newest first, as WordPress lists them.
    const posts = [...world.posts, ...newsroom.posts].sort((a, b) => b.date_gmt.localeCompare(a.date_gmt));
    const pages = [...generatePages({ today, publicUrl }), ...newsroom.pages];
    const published = (entry: WpPost) => entry.status === "publish";
    const app = express();
    // The ids of the newsroom cases, for tests that ask the fake and the peer the same questions.
    app.get("/__fake/newsroom-cases", (_req, res) => void res.json(newsroom.cases));
    app.use(faults.middleware);
    app.use(fixtures.middleware);
    // each post's picture shows its story: the racecourse and the silks of the horses it names
    app.use(mediaHandler((label) => world.images.get(Number(/^news-(\d+)-/.exec(label)?.[1])) ?? null));

    app.get(`${WP_PREFIX}/posts`, (req, res) => {
      const page = req.query.page === undefined ? 1 : Number(req.query.page);
      const perPage = req.query.per_page === undefined ? 10 : Number(req.query.per_page);
      if (!Number.isInteger(page) || page < 1) return void invalidParam(res, "page", "page must be greater than or equal to 1");
      if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100)
        return void invalidParam(res, "per_page", "per_page must be between 1 (inclusive) and 100 (inclusive)");
      const categories = String(req.query.categories ?? "")
        .split(",")
        .filter(Boolean)
        .map(Number);
      const search = String(req.query.search ?? "").toLowerCase();
      const slugs = req.query.slug ? String(req.query.slug).split(",").map(comparableSlug) : null;
      const matching = posts.filter(
        (post) =>
          published(post) &&
          (!categories.length || post.categories.some((category) => categories.includes(category))) &&
          (!search || post.title.rendered.toLowerCase().includes(search)) &&
          (!slugs || slugs.includes(comparableSlug(post.slug))),
      );
      const totalPages = Math.ceil(matching.length / perPage);
      if (matching.length > 0 && page > totalPages) {
        wpError(res, 400, "rest_post_invalid_page_number", "The page number requested is larger than the number of pages available.");
        return;
      }
      res.setHeader("X-WP-Total", String(matching.length));
      res.setHeader("X-WP-TotalPages", String(totalPages));
      res.setHeader("Access-Control-Expose-Headers", "X-WP-Total, X-WP-TotalPages, Link");
      res.json(matching.slice((page - 1) * perPage, page * perPage).map((post) => present(post, req, publicUrl)));
    });

    // Not published (draft, private, scheduled, trashed): for a visitor without an account, 401 rest_forbidden.
    const single = (entries: WpPost[], notFound: string) => (req: Request, res: Response) => {
      const entry = entries.find((candidate) => candidate.id === Number(req.params.id));
      if (!entry) return void wpError(res, 404, "rest_post_invalid_id", notFound);
      if (!published(entry)) return void wpError(res, 401, "rest_forbidden", "Sorry, you are not allowed to do that.");
      res.json(present(entry, req, publicUrl));
    };
    app.get(`${WP_PREFIX}/posts/:id`, single(posts, "ID articolo non valido"));
    app.get(`${WP_PREFIX}/pages/:id`, single(pages, "ID pagina non valido"));

    app.get(`${WP_PREFIX}/pages`, (req, res) => {
      const slugs = req.query.slug ? String(req.query.slug).split(",").map(comparableSlug) : null;
      const matching = pages.filter((page) => published(page) && (!slugs || slugs.includes(comparableSlug(page.slug))));
      res.setHeader("X-WP-Total", String(matching.length));
      res.setHeader("X-WP-TotalPages", "1");
      res.json(matching.map((page) => present(page, req, publicUrl)));
    });

    app.get(`${WP_PREFIX}/categories`, (_req, res) => {
      res.json([
        { id: 33, name: "Home", slug: "home" },
        { id: 5, name: "Allevamento", slug: "allevamento" },
        { id: 7, name: "Corse", slug: "corse" },
        { id: 9, name: "Aste", slug: "aste" },
      ]);
    });

    app.use((_req, res) => {
      wpError(res, 404, "rest_no_route", "Nessun percorso corrisponde all'URL e al metodo richiesti.");
    });
    return app;
  });
}
