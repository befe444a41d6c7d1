import { createCookieSessionStorage, redirect } from "react-router";
import type { Notice } from "../request-context";
import type { Flash } from "../request-context";
import type { AppConfig } from "../config";
import type { RequestCookies } from "./csrf";

export const FLASH_COOKIE_NAME = "sulky.flash";
/** Long enough for the redirect to be followed, short enough that a notice never meets a later visit. */
const FLASH_MAX_AGE_SECONDS = 60;

/**
 * The one-time notice of Post/Redirect/Get (docs/decisions/018-one-render-path.md): React
 * Router's cookie session storage, signed with the session secret, holding one flashed
 * notice. A cookie, not the server session: a visitor who adds a foal has no session, and
 * gets none for a message.
 */
export function createFlashStorage(config: AppConfig) {
  return createCookieSessionStorage<Record<string, never>, { notice: Notice }>({
    cookie: {
      name: FLASH_COOKIE_NAME,
      httpOnly: true,
      sameSite: "lax",
      secure: config.siteUrl.startsWith("https:"),
      path: "/",
      maxAge: FLASH_MAX_AGE_SECONDS,
      secrets: [config.sessionSecret],
    },
  });
}

export type FlashStorage = ReturnType<typeof createFlashStorage>;

/** This request's flash: the notice it carries (read once, then its cookie is cleared) and redirects that leave one. */
export function flashFor(cookieHeader: string | null, cookies: () => RequestCookies, storage: FlashStorage, outgoing: Headers): Flash {
  let taken: Promise<Notice | null> | undefined;
  return {
    take() {
      taken ??= (async () => {
        if (cookies()[FLASH_COOKIE_NAME] === undefined) return null;
        const flash = await storage.getSession(cookieHeader);
        const notice = flash.get("notice") ?? null;
        outgoing.append("Set-Cookie", await storage.destroySession(flash));
        return notice;
      })();
      return taken;
    },
    async redirect(to, notice, headers = {}) {
      const answer = new Headers(headers);
      if (notice) {
        const flash = await storage.getSession();
        flash.flash("notice", notice);
        answer.append("Set-Cookie", await storage.commitSession(flash));
      }
      return redirect(to, { status: 303, headers: answer });
    },
  };
}
