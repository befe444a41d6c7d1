import { CACHE_LIFETIMES } from "~/adapters/http/response-cache";
import { createMediaRewriter } from "~/adapters/http/media-urls";
import { createUpstreamClient, type UpstreamClient } from "~/adapters/http/upstream-client";
import type { RequestScope } from "./ports/logger";
import { createContentAdapter } from "~/adapters/content/content-adapter";
import { createFantasyAdapter, fantasyClientHeaders } from "~/adapters/fantasy/fantasy-adapter";
import { createTrottingAdapter } from "~/adapters/trotting/trotting-adapter";
import { createUseCases, type Ports } from "./application/use-cases";
import { mediaSources, type AppConfig } from "./config";
import { createClock } from "./clock";
import type { Clock } from "./ports/clock";

export type Composition = {
  ports: Ports;
  useCases: ReturnType<typeof createUseCases>;
  /** The upstream clients, for /readyz figures and for tests that clear their caches. */
  upstreams: UpstreamClient[];
};

/** The only place that knows which adapter serves which port. */
export function composeApplication(
  config: AppConfig,
  options: { scope: () => RequestScope; clock?: Clock; fetch?: typeof fetch },
): Composition {
  const { trotting, content, fantasy } = config.upstreams;
  if (!trotting || !content || !fantasy) {
    throw new Error("Gli URL delle API a monte devono essere risolti prima della composizione");
  }
  const upstreams: UpstreamClient[] = [];
  const { resilience } = config;
  const media = mediaSources(config.upstreams);
  const clientFor = (upstream: "trotting" | "content" | "fantasy", baseUrl: string) => {
    const pictures = media.find((source) => source.origin === new URL(baseUrl).origin);
    const client = createUpstreamClient({
      upstream,
      baseUrl,
      timeoutMs: config.upstreamTimeoutMs,
      scope: options.scope,
      fetch: options.fetch,
      headers: upstream === "fantasy" ? fantasyClientHeaders(config.siteUrl) : undefined,
      // Pictures are served from Sulky's own origin (/media/…), never from the upstream's.
      rewriteMedia: pictures && upstream !== "fantasy" ? createMediaRewriter(pictures) : undefined,
      retry: resilience.retries > 0 ? { retries: resilience.retries, baseDelayMs: 100 } : false,
      breaker:
        resilience.breakerFailures > 0
          ? { consecutiveFailures: resilience.breakerFailures, halfOpenAfterMs: resilience.breakerHalfOpenMs }
          : false,
      // The fantasy game answers per player and mostly to POSTs: never cached.
      cache: resilience.cache && upstream !== "fantasy" ? { lifetimes: CACHE_LIFETIMES[upstream] } : undefined,
    });
    upstreams.push(client);
    return client;
  };
  const ports: Ports = {
    trotting: createTrottingAdapter(clientFor("trotting", trotting)),
    content: createContentAdapter(clientFor("content", content), { siteUrl: content }),
    // One client for the game, in readiness like the others; each player's calls use it over their cookie jar.
    fantasy: createFantasyAdapter({ client: clientFor("fantasy", fantasy), baseUrl: fantasy, fetch: options.fetch }),
    clock: options.clock ?? createClock(config.today),
  };
  return { ports, useCases: createUseCases(ports), upstreams };
}
