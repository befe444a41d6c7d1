export type FakeName = "trotting" | "content" | "fantasy";

export interface FakeOptions {
  /** 0 = ephemeral port */
  port?: number;
  /** default 127.0.0.1 */
  host?: string;
  /** fault applied to every request, e.g. '503', 'latency=200' */
  fault?: string;
  /** fixed latency added to every answer */
  latencyMs?: number;
  /** fantasy only: where players and stables are persisted */
  stateFile?: string;
  /** fantasy only: Fortify's register logs the new player in (default true); false is the older API that does not */
  registerLogsIn?: boolean;
  /** fantasy only: POST /login attempts a minute per e-mail and address before 429 (default 5, Fortify's stub) */
  loginAttemptsPerMinute?: number;
  /** fantasy only: /api calls a minute per player before 429 (default 60, Laravel's throttle:api) */
  apiRequestsPerMinute?: number;
  /** fantasy only: minutes a session may stay idle (default 120, Laravel's lifetime); POST /__fake/expire-sessions ends them all now */
  sessionIdleMinutes?: number;
  /** base URL used to build absolute image URLs (default http://{host}:{port}) */
  publicUrl?: string;
  /** dataset seed (trotting, content, fantasy) */
  seed?: number;
  /** years of results the world keeps before today (default 30): a shorter archive builds quicker, with the same rules */
  archiveYears?: number;
  /** day the dataset is built for (default: SULKY_TODAY, else the day the fake starts), read on the Italian calendar */
  today?: Date;
  /**
   * trotting only: what time it is for the race day (today's results appear a few minutes after each
   * start). Default: the instant given as `today`, frozen; else noon in Italy of SULKY_TODAY; else the real time.
   * The site that embeds the fakes hands over its own clock. Tests move it with `POST /__fake/clock`.
   */
  clock?: () => Date;
  quiet?: boolean;
  /** HAR files or folders (comma-separated) answered before the generated world (FAKE_FIXTURES) */
  fixtures?: string;
  /** query parameters left out when matching fixtures (default: `_`) */
  ignoredQueryParams?: string[];
  /** answer only from fixtures: anything else is a 404 (the generated world is unreachable) */
  fixturesOnly?: boolean;
}

export interface RunningFake {
  name: FakeName;
  /** base URL the Sulky adapter should use */
  url: string;
  /** http://host:port of the fake (no API prefix) */
  origin: string;
  close(): Promise<void>;
}

export const DEFAULT_FAKE_PORTS: Record<FakeName, number> = { trotting: 4001, content: 4002, fantasy: 4003 };
export const DEFAULT_SEED = 20261122;
