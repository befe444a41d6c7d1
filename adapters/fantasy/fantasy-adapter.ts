import makeFetchCookie from "fetch-cookie";
import { CookieJar } from "tough-cookie";
import { z } from "zod";
import type { FantasyPlayer } from "~/src/domain/fantasy/types";
import type { FantasyPort, PlayerSession, UpstreamCredentials } from "~/src/ports/fantasy-port";
import { isUpstreamError, UpstreamError } from "~/src/ports/upstream-error";
import type { UpstreamClient } from "../http/upstream-client";
import { italianFieldErrors } from "./laravel-messages";
import {
  loginBody,
  loginSchema,
  TRANSACTION_FIELDS,
  marketSchema,
  profileSchema,
  rankingSchema,
  registrationBody,
  tradeSchema,
  transactionBody,
  userSchema,
} from "./schemas";

export type FantasyAdapterOptions = {
  /**
   * The fantasy API's client, with the same timeout, retry and breaker policies as
   * every upstream; each player's calls use it over that player's cookie jar.
   * Sanctum treats the calls as its SPA's only when they carry the site's Origin:
   * use `fantasyClientHeaders(siteUrl)` as the client's headers.
   */
  client: UpstreamClient;
  baseUrl: string;
  fetch?: typeof fetch;
};

/** Origin and Referer of Sulky's pages, as the game's own SPA would send them. */
export function fantasyClientHeaders(siteUrl: string): Record<string, string> {
  const siteOrigin = new URL(siteUrl).origin;
  return { Origin: siteOrigin, Referer: `${siteOrigin}/` };
}

const XSRF_COOKIE = "XSRF-TOKEN";

/** A refused trade's field errors under the transaction's own field names. */
function inTransactionTerms(error: unknown): unknown {
  if (!isUpstreamError(error, "rejected") || !error.fieldErrors) return error;
  const fieldErrors = Object.fromEntries(
    Object.entries(error.fieldErrors).map(([field, messages]) => [TRANSACTION_FIELDS[field] ?? field, messages]),
  );
  return new UpstreamError(error.upstream, error.kind, error.message, error.status, fieldErrors);
}

/** A refusal's field errors in Italian: Laravel's own messages come in English (laravel-messages.ts). */
function inItalian(error: unknown): unknown {
  if (!isUpstreamError(error, "rejected") || !error.fieldErrors) return error;
  return new UpstreamError(error.upstream, error.kind, error.message, error.status, italianFieldErrors(error.fieldErrors));
}

function restoreJar(serialized: string | undefined): CookieJar {
  if (!serialized) return new CookieJar();
  try {
    return CookieJar.deserializeSync(serialized);
  } catch {
    return new CookieJar();
  }
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The calls of one player, over that player's cookie jar. */
type PlayerApi = {
  client: UpstreamClient;
  post<S extends z.ZodType>(path: string, body: unknown, schema: S): Promise<z.infer<S>>;
  /** A post for guests only (Fortify's /login, /register): if the game still holds a signed-in session, it ends it and posts again. */
  postAsGuest<S extends z.ZodType>(path: string, body: unknown, schema: S): Promise<z.infer<S>>;
  /** The signed-in player, or null when the game's session has none (401). */
  currentPlayer(): Promise<FantasyPlayer | null>;
};

/**
 * The fantasy API in the Laravel Sanctum SPA style, replayed server-side: the
 * player's cookies live in a jar kept in Sulky's session (saved after every
 * answer), posts carry X-XSRF-TOKEN from the jar's XSRF-TOKEN cookie, a stale
 * token (419) is renewed and the post retried once, and a 401 forgets the jar.
 */
export function createFantasyAdapter(options: FantasyAdapterOptions): FantasyPort {
  const baseFetch = options.fetch ?? fetch;

  function openApi(credentials: UpstreamCredentials, clientAddress: string | null): PlayerApi {
    const jar = restoreJar(credentials.read());
    const cookieFetch = makeFetchCookie(baseFetch, jar);
    const savingFetch = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
      try {
        return await cookieFetch(input, init);
      } finally {
        credentials.write(JSON.stringify(jar.serializeSync()));
      }
    }) as typeof fetch;
    // The game trusts Sulky as its proxy: it counts failed logins per e-mail and the visitor's address (decision 039).
    const forwardingFetch = (
      clientAddress
        ? (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
            const headers = new Headers(init?.headers);
            headers.set("X-Forwarded-For", clientAddress);
            return savingFetch(input, { ...init, headers });
          }
        : savingFetch
    ) as typeof fetch;
    const client = options.client.withFetch(forwardingFetch);
    const xsrfToken = () => {
      const cookie = jar.getCookiesSync(options.baseUrl).find((candidate) => candidate.key === XSRF_COOKIE);
      return cookie ? decoded(cookie.value) : undefined;
    };
    const fetchToken = () => client.request({ path: "/sanctum/csrf-cookie" }, z.unknown());
    const postOnce = <S extends z.ZodType>(path: string, body: unknown, schema: S) =>
      client.request({ method: "POST", path, body, headers: { "X-XSRF-TOKEN": xsrfToken() ?? "" } }, schema);

    const post = async <S extends z.ZodType>(path: string, body: unknown, schema: S): Promise<z.infer<S>> => {
      if (!xsrfToken()) await fetchToken();
      try {
        return (await postOnce(path, body, schema)).data;
      } catch (error) {
        if (!isUpstreamError(error, "csrf")) throw error;
        await fetchToken();
        return (await postOnce(path, body, schema)).data;
      }
    };
    return {
      client,
      post,
      async postAsGuest(path, body, schema) {
        try {
          return await post(path, body, schema);
        } catch (error) {
          // Laravel's `guest` middleware: a session still signed in is sent to /home with a 302.
          if (!isUpstreamError(error, "redirected")) throw error;
          await post("/logout", {}, z.unknown());
          return post(path, body, schema);
        }
      },
      async currentPlayer() {
        try {
          return (await client.get("/api/user", userSchema)).player;
        } catch (error) {
          if (isUpstreamError(error, "unauthenticated")) return null;
          throw error;
        }
      },
    };
  }

  function asPlayer<T>(session: PlayerSession, work: (api: PlayerApi) => Promise<T>): Promise<T> {
    return session.exclusive(async (credentials) => {
      try {
        return await work(openApi(credentials, session.clientAddress));
      } catch (error) {
        if (isUpstreamError(error, "unauthenticated")) credentials.write(undefined);
        throw inItalian(error);
      }
    });
  }

  return {
    // Fortify and Breeze sign the new player in at /register; an older API does not: ask, and log in only if needed.
    register: (session, form) =>
      asPlayer(session, async (api) => {
        await api.postAsGuest("/register", registrationBody(form), z.unknown());
        const player = await api.currentPlayer();
        if (player) return player;
        return (await api.postAsGuest("/login", loginBody(form), loginSchema)) ?? (await api.client.get("/api/user", userSchema)).player;
      }),
    // Fortify answers a login with {two_factor: false}, without the player: then /api/user says who it is.
    login: (session, form) =>
      asPlayer(session, async (api) => {
        const player = await api.postAsGuest("/login", loginBody(form), loginSchema);
        return player ?? (await api.client.get("/api/user", userSchema)).player;
      }),
    logout: (session) =>
      asPlayer(session, async (api) => {
        await api.post("/logout", {}, z.unknown());
      }),
    getProfile: (session) => asPlayer(session, (api) => api.client.get("/api/user", profileSchema)),
    getMarket: (session) => asPlayer(session, (api) => api.client.get("/api/ratings", marketSchema)),
    trade: (session, transaction) =>
      asPlayer(session, async (api) => {
        try {
          return await api.post("/api/users-horses", transactionBody(transaction), tradeSchema);
        } catch (error) {
          throw inTransactionTerms(error);
        }
      }),
    getRanking: (session, period, id) =>
      asPlayer(session, (api) => api.client.get(`/api/rankings/${period}${id ? `/${encodeURIComponent(id)}` : ""}`, rankingSchema)),
  };
}
