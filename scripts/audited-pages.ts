/**
 * The five pages that `npm run lighthouse` audits and `npm run tbt` traces (docs/PERFORMANCE.md):
 * the home page, the showcase stallion's file, the showcase results day, the newest news post and
 * the stallions ranking.
 *
 * Their addresses are derived, not written down: the address builders of `src/urls`, the fakes'
 * showcase day, the newest post as the news list links it, and the stallion's file as the site
 * itself redirects his bare code (his canonical address follows his name in the fakes' world).
 * Each address must answer 200 at once: an audit of a redirect would measure the redirect.
 */
import { showcaseResultsDayPath } from "./bench/pages";
import { horseFilePath } from "~/src/urls/horses";
import { homePath, newsListPath } from "~/src/urls/news";
import { rankingPath } from "~/src/urls/rankings";

export const AUDITED_PAGE_NAMES = ["home", "scheda", "arrivi", "notizia", "classifica"] as const;
export type AuditedPageName = (typeof AUDITED_PAGE_NAMES)[number];
export type AuditedPage = { name: AuditedPageName; path: string };

/** A phone's user agent: the page variant of Lighthouse's emulated Moto G, asked for by both scripts. */
export const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36";

/** The showcase stallion of docs/FAKES.md, by his studbook code. */
const SHOWCASE_STALLION_CODE = "102306";

/**
 * The audited pages of the site at `origin` (its fakes' world runs on `today`), those named in
 * `names` only when given. Throws when an address does not answer 200 without a redirect.
 */
export async function auditedPages(origin: string, options: { today: Date; names?: readonly string[] }): Promise<AuditedPage[]> {
  const wanted = AUDITED_PAGE_NAMES.filter((name) => !options.names?.length || options.names.includes(name));
  const headers = { "User-Agent": PHONE_UA };
  const ask = (path: string) => fetch(origin + path, { headers, redirect: "manual" });
  const paths: Record<AuditedPageName, () => Promise<string>> = {
    home: async () => homePath(),
    scheda: async () => {
      const bare = horseFilePath("stalloni", SHOWCASE_STALLION_CODE);
      const answer = await ask(bare);
      await answer.arrayBuffer();
      const location = answer.headers.get("location");
      return answer.status >= 300 && answer.status < 400 && location ? new URL(location, origin).pathname : bare;
    },
    arrivi: async () => showcaseResultsDayPath(options.today),
    notizia: async () => {
      const list = await (await ask(newsListPath())).text();
      const post = /href="(\/news\/[^"?#]+)"/.exec(list)?.[1];
      if (!post) throw new Error(`Nessuna notizia nell'elenco ${newsListPath()}: la pagina di una notizia non si può misurare.`);
      return post;
    },
    classifica: async () => rankingPath("stalloni"),
  };
  const pages: AuditedPage[] = [];
  for (const name of wanted) pages.push({ name, path: await paths[name]() });
  await assertAnswered200(origin, pages);
  return pages;
}

/** Throws unless every page answers 200 at `origin` without a redirect (another build may name a horse otherwise). */
export async function assertAnswered200(origin: string, pages: readonly AuditedPage[]): Promise<void> {
  for (const page of pages) {
    const answer = await fetch(origin + page.path, { headers: { "User-Agent": PHONE_UA }, redirect: "manual" });
    await answer.arrayBuffer();
    const location = answer.headers.get("location");
    if (answer.status !== 200)
      throw new Error(
        `${page.name} (${page.path}) risponde ${answer.status}${location ? ` verso ${location}` : ""} su ${origin}, non 200: si misurerebbe un'altra risposta.`,
      );
  }
}
