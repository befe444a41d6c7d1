import { createUpstreamClient } from "../adapters/http/upstream-client";
import type { RequestScope } from "./ports/logger";
import { createContentAdapter } from "../adapters/content/content-adapter";
import { createFantasyAdapter } from "../adapters/fantasy/fantasy-adapter";
import { createTrottingAdapter } from "../adapters/trotting/trotting-adapter";
import { createUseCases, type Ports } from "./application/use-cases";
import type { AppConfig } from "./config";
import type { Clock } from "./ports/clock";

export type Composition = { ports: Ports; useCases: ReturnType<typeof createUseCases> };

/** The only place that knows which adapter serves which port. */
export function composeApplication(
  config: AppConfig,
  options: { scope: () => RequestScope; clock?: Clock; fetch?: typeof fetch },
): Composition {
  const { trotting, content, fantasy } = config.upstreams;
  if (!trotting || !content || !fantasy) {
    throw new Error("Gli URL delle API a monte devono essere risolti prima della composizione");
  }
  const clientFor = (upstream: "trotting" | "content" | "fantasy", baseUrl: string) =>
    createUpstreamClient({ upstream, baseUrl, timeoutMs: config.upstreamTimeoutMs, scope: options.scope, fetch: options.fetch });
  const ports: Ports = {
    trotting: createTrottingAdapter(clientFor("trotting", trotting)),
    content: createContentAdapter(clientFor("content", content)),
    fantasy: createFantasyAdapter(clientFor("fantasy", fantasy)),
    clock: options.clock ?? { now: () => new Date() },
  };
  return { ports, useCases: createUseCases(ports) };
}
