import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { sendResponse } from "~/src/server/express-fetch";
import { finishPage } from "~/src/server/page-response";
import type { Refusal } from "~/src/server/refusal";

/**
 * The page steps (src/server/page-response.ts) in their order: a body over the limit first,
 * then a bare server error, then the validators. Each route here answers as React Router
 * would; the site's error page is stood in for by its title and status.
 */
function siteWith(answer: () => Response, options: { overflow?: boolean } = {}) {
  const refusals: number[] = [];
  const steps = {
    holdMs: 30,
    renderRefusal: async (_req: express.Request, _res: express.Response, refusal: Refusal) => {
      refusals.push(refusal.status);
      return new Response(`<h1>${refusal.title}</h1>`, {
        status: refusal.status,
        headers: { "Content-Type": "text/html; charset=utf-8", ...refusal.headers },
      });
    },
  };
  const app = express();
  app.use((req, res) => {
    res.locals.cspNonce = "bm9uY2Utb2YtdGhlLXRlc3Q=";
    if (options.overflow) res.locals.bodyOverflow = true;
    void finishPage({ req, res, response: answer() }, steps).then((response) => sendResponse(res, response));
  });
  return { app, refusals };
}

const html =
  (body: string, status = 200) =>
  () =>
    new Response(body, { status, headers: { "Content-Type": "text/html; charset=utf-8" } });

describe("page steps", () => {
  it("answers 413 for a body that grew past the limit, whatever the route answered, and closes the connection", async () => {
    const { app, refusals } = siteWith(html("<p>modulo scaduto</p>", 403), { overflow: true });
    const answer = await request(app).post("/cavalli/segui-cavallo").expect(413);
    expect(answer.text).toContain("Richiesta troppo grande");
    expect(answer.headers.connection).toBe("close");
    expect(refusals).toEqual([413]);
  });

  it("gives the site's error page to a browser for a bare 5xx, and no validator to the error page", async () => {
    const { app, refusals } = siteWith(() => new Response("Unexpected Server Error", { status: 502 }));
    const answer = await request(app).get("/sitemap.xml").set("Accept", "text/html").expect(502);
    expect(answer.text).toContain("Si è verificato un errore");
    expect(answer.headers.etag).toBeUndefined();
    expect(refusals).toEqual([502]);
  });

  it("gives a complete page its validator after the steps before it let it through", async () => {
    const { app, refusals } = siteWith(html("<main>Classifica</main>"));
    const page = await request(app).get("/trotto/classifiche/stalloni").expect(200);
    expect(page.headers.etag).toMatch(/^W\//);
    await request(app).get("/trotto/classifiche/stalloni").set("If-None-Match", page.headers.etag).expect(304);
    expect(refusals).toEqual([]);
  });

  it("answers 304 for a file with its own validator (a calendar feed)", async () => {
    const feed = () =>
      new Response("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", {
        headers: { "Content-Type": "text/calendar; charset=utf-8", ETag: 'W/"feed"' },
      });
    const { app } = siteWith(feed);
    await request(app).get("/calendario.ics?cavalli=1").set("If-None-Match", 'W/"feed"').expect(304);
    expect((await request(app).get("/calendario.ics?cavalli=1").set("If-None-Match", 'W/"old"').expect(200)).text).toContain(
      "BEGIN:VCALENDAR",
    );
  });
});
