import { createRequestHandler, type ServerBuild } from "react-router";
import type { SulkyLoadContext } from "../application/load-context";
import type { UseCases } from "../application/use-cases";
import type { PlayerSession } from "../ports/fantasy-port";
import type { ServerLogger } from "./logger";
import type { PageFill, PageRenderer } from "./anonymous-page-cache";
import { staticSectionsFor } from "./static-sections";

type RendererApp = { useCases: UseCases; site: SulkyLoadContext["site"]; logger: ServerLogger; stylesheets?: ReadonlyMap<string, string> };

export const createPageHandler = (build: ServerBuild | (() => Promise<ServerBuild>), mode: "development" | "production") =>
  createRequestHandler(build, mode);

/**
 * Renders a page for nobody in particular: no cookie, no session, the
 * placeholder nonce. Whatever belongs to one visitor (the form token, the
 * player session, the rate limiter) marks the render personal, and the page
 * cache then lets the visitor's own request render it instead.
 */
export function pageRenderer(handler: ReturnType<typeof createPageHandler>, app: RendererApp): PageRenderer {
  return (fill) => {
    const request = new Request(fill.url, { headers: { "User-Agent": fill.userAgent, Accept: "text/html" } });
    return handler(request, anonymousContext(fill, app));
  };
}

function anonymousContext(fill: PageFill, app: RendererApp): SulkyLoadContext {
  const playerSession: PlayerSession = {
    player: null,
    exclusive(work) {
      fill.markPersonal("player session");
      let upstream: string | undefined;
      return work({ read: () => upstream, write: (serialized) => void (upstream = serialized) });
    },
    async signIn() {
      fill.markPersonal("player session");
    },
    async signOut() {
      fill.markPersonal("player session");
    },
  };
  return {
    useCases: app.useCases,
    cspNonce: fill.nonce,
    requestId: fill.requestId,
    logger: app.logger.child({ requestId: fill.requestId }),
    site: app.site,
    get csrfToken() {
      fill.markPersonal("form token");
      return "";
    },
    checkCsrf: () => {
      fill.markPersonal("form token");
      return false;
    },
    rateLimit: async () => {
      fill.markPersonal("rate limit");
      return { allowed: true, retryAfterSeconds: 0 };
    },
    playerSession,
    stylesheets: app.stylesheets,
    staticSections: staticSectionsFor(true),
  };
}
