import express, { type Request, type Response } from "express";
import { mediaHandler } from "../shared/media";
import { serveFake } from "../shared/serve";
import { resolveToday } from "../shared/dates";
import type { FakeOptions, RunningFake } from "../shared/types";
import { generatePages, generatePosts, type WpPost } from "./posts";

export const WP_PREFIX = "/wp-json/wp/v2";

function present(entry: WpPost, embed: boolean) {
  const { embedded, ...rest } = entry;
  return embed ? { ...rest, _embedded: { author: [embedded.author], "wp:featuredmedia": [embedded.media] } } : rest;
}

const wantsEmbed = (req: Request) => req.query._embed !== undefined;
const wpError = (res: Response, status: number, code: string, message: string) =>
  res.status(status).json({ code, message, data: { status } });

/** WordPress REST fake (posts, pages) on /wp-json/wp/v2. */
export function startContentFake(options: FakeOptions = {}): Promise<RunningFake> {
  return serveFake("content", options, WP_PREFIX, ({ publicUrl, faults, fixtures }) => {
    const today = resolveToday(options.today);
    const { posts, images } = generatePosts({ today, publicUrl, seed: options.seed, archiveYears: options.archiveYears });
    const pages = generatePages({ today, publicUrl });
    const app = express();
    app.use(faults.middleware);
    app.use(fixtures.middleware);
    // each post's picture shows its story: the racecourse and the silks of the horses it names
    app.use(mediaHandler((label) => images.get(Number(/^news-(\d+)-/.exec(label)?.[1])) ?? null));

    app.get(`${WP_PREFIX}/posts`, (req, res) => {
      const perPage = Math.min(100, Math.max(1, Number(req.query.per_page ?? 10) || 10));
      const page = Math.max(1, Number(req.query.page ?? 1) || 1);
      const categories = String(req.query.categories ?? "")
        .split(",")
        .filter(Boolean)
        .map(Number);
      const search = String(req.query.search ?? "").toLowerCase();
      const slug = req.query.slug ? String(req.query.slug) : null;
      const matching = posts.filter(
        (post) =>
          (!categories.length || post.categories.some((category) => categories.includes(category))) &&
          (!search || post.title.rendered.toLowerCase().includes(search)) &&
          (!slug || post.slug === slug),
      );
      const totalPages = Math.ceil(matching.length / perPage);
      if (page > Math.max(totalPages, 1)) {
        wpError(res, 400, "rest_post_invalid_page_number", "Il numero di pagina richiesto è maggiore del numero di pagine disponibili.");
        return;
      }
      res.setHeader("X-WP-Total", String(matching.length));
      res.setHeader("X-WP-TotalPages", String(totalPages));
      res.setHeader("Access-Control-Expose-Headers", "X-WP-Total, X-WP-TotalPages");
      res.json(matching.slice((page - 1) * perPage, page * perPage).map((post) => present(post, wantsEmbed(req))));
    });

    app.get(`${WP_PREFIX}/posts/:id`, (req, res) => {
      const post = posts.find((candidate) => candidate.id === Number(req.params.id));
      if (!post) return void wpError(res, 404, "rest_post_invalid_id", "ID articolo non valido.");
      res.json(present(post, wantsEmbed(req)));
    });

    app.get(`${WP_PREFIX}/pages/:id`, (req, res) => {
      const page = pages.find((candidate) => candidate.id === Number(req.params.id));
      if (!page) return void wpError(res, 404, "rest_post_invalid_id", "ID pagina non valido.");
      res.json(present(page, wantsEmbed(req)));
    });

    app.get(`${WP_PREFIX}/pages`, (req, res) => {
      const slug = req.query.slug ? String(req.query.slug) : null;
      const matching = pages.filter((page) => !slug || page.slug === slug);
      res.setHeader("X-WP-Total", String(matching.length));
      res.setHeader("X-WP-TotalPages", "1");
      res.json(matching.map((page) => present(page, wantsEmbed(req))));
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
