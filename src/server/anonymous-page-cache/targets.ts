import type { Request } from "express";
import { isbot } from "isbot";
import { LRUCache } from "lru-cache";

/** Longer addresses are rendered each time: a crawler's endless query strings must not flush the cache. */
const MAX_CACHED_URL_LENGTH = 512;
/** Query parameters added by links in e-mails and social networks: they change nothing on the page. */
const TRACKING_PARAMETER = /^(utm_[a-z]+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|igshid)$/i;

export type ReaderVariant = "bot" | "program" | "browser";

/**
 * The reader variants the views tell apart (views/entry.server.tsx and the home
 * page's loader): crawlers get the whole document at once, other programs
 * (no `Mozilla/`) get late sections inline, browsers get them streamed.
 */
export function readerVariant(userAgent: string | undefined): ReaderVariant {
  const agent = userAgent ?? "";
  let variant = knownAgents.get(agent);
  if (variant === undefined) {
    variant = isbot(agent) ? "bot" : agent.startsWith("Mozilla/") ? "browser" : "program";
    knownAgents.set(agent, variant);
  }
  return variant;
}

/** The same few user agents come back all day; the bot test is a long regular expression. */
const knownAgents = new LRUCache<string, ReaderVariant>({ max: 2000 });

/** The user agent a page of each variant is rendered for: one render serves every reader of the variant. */
export const REPRESENTATIVE_AGENT: Record<ReaderVariant, string> = {
  bot: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  program: "sulky-page-cache",
  browser: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
};

/** Path plus query with the parameters sorted and the tracking ones dropped: two spellings of one page share a copy. */
export function normalisedTarget(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url, "http://sulky.invalid");
  } catch {
    return undefined;
  }
  const params = [...parsed.searchParams].filter(([name]) => !TRACKING_PARAMETER.test(name));
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return parsed.pathname + (query ? `?${query}` : "");
}

/** One page as the cache knows it: its key, its address and the readers it was rendered for. */
export type PageTarget = { key: string; path: string; variant: ReaderVariant };

/**
 * The page a request asks for, or nothing when the request cannot share a page: not a
 * GET or HEAD, a signed-in player, an address too long, a data request of a client
 * navigation, or an address that carries the placeholder nonce. The address is the one
 * the stages before rewrote (`?formato=csv`, a broken encoding), as the render sees it.
 */
export function pageTargetOf(req: Request, placeholder: string): PageTarget | undefined {
  if (req.method !== "GET" && req.method !== "HEAD") return undefined;
  // A player's pages are the player's alone.
  if (req.session?.fantasy) return undefined;
  if (req.url.length > MAX_CACHED_URL_LENGTH) return undefined;
  const path = normalisedTarget(req.url);
  if (!path || /\.data(\?|$)/.test(path) || path.includes(placeholder) || path.includes(encodeURIComponent(placeholder))) return undefined;
  const variant = readerVariant(req.get("user-agent"));
  return { key: `${variant} ${path}`, path, variant };
}
