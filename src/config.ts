import { z } from "zod";

/** Fixed ids of the content pages shown by the static routes. */
export const STATIC_PAGE_IDS = { "chi-siamo": 12, contatti: 14, privacy: 3 } as const;

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value.replace(/\/+$/, ""))
  .pipe(z.url({ message: "deve essere un URL completo, per esempio http://localhost:4001" }))
  .optional();

/** Addresses or networks (IPv4, IPv6, CIDR) and Express's names for ranges, comma-separated; or `false`. */
const TRUST_PROXY_PATTERN =
  /^(false|(\s*([0-9a-fA-F.:]+(\/\d{1,3})?|loopback|linklocal|uniquelocal)\s*)(,\s*([0-9a-fA-F.:]+(\/\d{1,3})?|loopback|linklocal|uniquelocal)\s*)*)$/;

const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).optional(),
  SITE_URL: z.url({ message: "deve essere un URL completo, per esempio https://www.sulky.it" }).default("http://localhost:3000"),
  SITE_NAME: z.string().trim().min(1).default("Sulky"),
  /** The one place the site's contact addresses are set: the footer and the contact page show them. */
  CONTACT_EMAIL: z.email({ message: "deve essere un indirizzo e-mail, per esempio redazione@sulky.it" }).default("redazione@sulky.it"),
  ADVERTISING_EMAIL: z
    .email({ message: "deve essere un indirizzo e-mail, per esempio pubblicita@sulky.it" })
    .default("pubblicita@sulky.it"),
  TROTTO_API_URL: optionalUrl,
  CONTENT_API_URL: optionalUrl,
  FANTASY_API_URL: optionalUrl,
  SESSION_SECRET: z.string().min(16, { message: "deve essere lunga almeno 16 caratteri" }).optional(),
  REDIS_URL: z.url().optional(),
  /** Redis Sentinel instead of one Redis: the sentinels' `host:port`, comma-separated (docs/decisions/042-redis-sentinel.md). */
  REDIS_SENTINELS: z.string().trim().optional(),
  /** The name the sentinels monitor the primary under (`sentinel monitor <name> …`). */
  REDIS_SENTINEL_MASTER: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]+$/, { message: "solo lettere, cifre, punto, trattino e trattino basso (il nome di `sentinel monitor`)" })
    .optional(),
  /** The password of the Redis nodes and of the sentinels (requirepass), with REDIS_SENTINELS. */
  REDIS_PASSWORD: z.string().min(1).optional(),
  REDIS_TIMEOUT_MS: z.coerce.number().int().positive().max(10_000).default(1000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  PARTNER_FRAME_ANCESTORS: z.string().trim().min(1).optional(),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(4000),
  UPSTREAM_RETRIES: z.coerce.number().int().min(0).max(3).default(1),
  UPSTREAM_CACHE: z.enum(["on", "off"]).optional(),
  UPSTREAM_BREAKER_FAILURES: z.coerce.number().int().min(0).optional(),
  UPSTREAM_BREAKER_HALF_OPEN_MS: z.coerce.number().int().positive().default(10_000),
  MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024),
  MAX_HEADER_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(16 * 1024),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  SOAK_CONTROL: z.enum(["on", "off"]).default("off"),
  SULKY_TODAY: z
    .string()
    .trim()
    .refine(isRealIsoDay, { message: "deve essere un giorno nella forma AAAA-MM-GG, per esempio 2026-11-22" })
    .optional(),
  /** The results archive's SQLite file (decision 034); `memory` keeps it in memory only. */
  RESULTS_ARCHIVE_FILE: z.string().trim().min(1).optional(),
  SULKY_FAKES: z.enum(["embedded", "off"], { message: "vale embedded (API finte nel processo, per demo) oppure off" }).optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(TRUST_PROXY_PATTERN, { message: "elenco di indirizzi o reti (es. 172.20.0.10 oppure 10.0.0.0/8), oppure false" })
    .default("false"),
  PAGE_CACHE: z.enum(["on", "off"]).optional(),
  PAGE_CACHE_MAX_MB: z.coerce.number().positive().max(4096).default(48),
  LIVE_POLL_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  LIVE_STREAMS_MAX: z.coerce.number().int().min(0).max(1_000_000).default(12_000),
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(20),
  LIVE_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
  READINESS_DETAILS: z.enum(["public", "token", "off"]).default("off"),
  READINESS_TOKEN: z.string().min(16, { message: "deve essere lunga almeno 16 caratteri" }).optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().trim().min(1).optional(),
  METRICS_TOKEN: z.string().min(16, { message: "deve essere lunga almeno 16 caratteri" }).optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ message: "deve essere un URL completo, per esempio http://otel-collector:4318" }).optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z
    .url({ message: "deve essere un URL completo, per esempio http://otel-collector:4318/v1/traces" })
    .optional(),
  OTEL_SDK_DISABLED: z.enum(["true", "false"]).optional(),
  OTEL_SERVICE_NAME: z.string().trim().min(1).default("sulky"),
});

function isRealIsoDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export type SiteContacts = { editorial: string; advertising: string };

export type AppConfig = {
  env: "development" | "production" | "test";
  port: number;
  /** Interface to listen on; every interface when unset (containers), 127.0.0.1 to keep it local. */
  host?: string;
  siteUrl: string;
  siteName: string;
  /** Editorial and advertising addresses, shown by the footer and the contact page. */
  contacts: SiteContacts;
  upstreams: { trotting?: string; content?: string; fantasy?: string };
  /**
   * The origin of SITE_URL: the only origin whose forms are accepted in production. Elsewhere the
   * request's own host is accepted too (a demo reached by another name or port).
   */
  publicOrigin: string;
  acceptRequestHostAsOrigin: boolean;
  sessionSecret: string;
  /** Where sessions, rate limits, the player lock and the race-day updates keep their state: one Redis or Sentinel; none for one process alone. */
  redis?: RedisTarget;
  /** How long one exchange with Redis may take (src/server/redis.ts). */
  redisTimeoutMs: number;
  logLevel: string;
  /** CSP frame-ancestors of the partner pages; `'none'` refuses framing (production without an explicit list). */
  partnerFrameAncestors: string[];
  upstreamTimeoutMs: number;
  /** Retries, cache and breaker of the upstream client (docs/RESILIENCE.md). */
  resilience: { retries: number; cache: boolean; breakerFailures: number; breakerHalfOpenMs: number };
  limits: { maxBodyBytes: number; maxHeaderBytes: number; shutdownTimeoutMs: number };
  /** Soak runs only: an internal endpoint that forces a GC and reports memory. */
  soakControl: boolean;
  /** SULKY_TODAY: the day the whole stack (site and embedded fakes) takes as today; the real date when absent. */
  today?: string;
  /** `embedded`: upstreams without a URL are served by fakes inside the process (laptop demo). */
  fakes: "embedded" | "off";
  /** Express "trust proxy": the proxies whose X-Forwarded-* headers are believed; false trusts nobody. */
  trustProxy: string | false;
  /**
   * The anonymous page cache (docs/decisions/012-anonymous-page-cache.md): on unless PAGE_CACHE=off when
   * the server runs a build and in tests (NODE_ENV=test); off by default under the Vite dev server. Bounded in bytes.
   */
  pageCache: { enabled?: boolean; maxBytes: number };
  /** Who may read /readyz's figures: nobody (status only), holders of READINESS_TOKEN, or everyone. */
  readinessDetails: { mode: "public" | "token" | "off"; token?: string };
  /** Prometheus metrics on their own port, never the public one; off without METRICS_PORT (docs/decisions/032-prometheus-metrics.md). */
  metrics: { port?: number; host?: string; token?: string };
  /** OpenTelemetry traces over OTLP, off unless an endpoint is set (docs/decisions/033-opentelemetry-traces.md). */
  tracing: { enabled: boolean; serviceName: string };
  /**
   * The race-day updates (docs/decisions/030-live-race-day-events.md): how often a watched day is asked
   * of the trotting API again (also how long its race-day answers are kept), and the event streams'
   * limits per instance and per visitor's address, and their heartbeat.
   */
  raceDay: { pollMs: number; maxStreams: number; streamsPerAddress: number; heartbeatMs: number };
  staticPageIds: typeof STATIC_PAGE_IDS;
  /** The results archive's file (decision 034); undefined keeps it in memory (the default in tests). */
  resultsArchiveFile?: string;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configurazione non valida:\n${problems.map((line) => `  - ${line}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

const DEVELOPMENT_SESSION_SECRET = "sulky-development-secret-not-for-production";
/** Secrets printed in the repository (compose file, README, development key): anyone can forge cookies with them. */
const PUBLISHED_SECRETS = new Set([DEVELOPMENT_SESSION_SECRET, "change-me-to-a-long-random-secret", "change-me-please-0123"]);
const PLACEHOLDER_SECRET = /change-?me|changeme|example|esempio/i;
export const MIN_PRODUCTION_SECRET_LENGTH = 32;
/** Frame sources that let any site frame the partner pages: a demo's default, never production's. */
const ANY_SITE_SOURCES = new Set(["*", "https:", "http:", "https://*", "http://*"]);

/** What is wrong with a session secret in production, or undefined. */
function productionSecretProblem(secret: string | undefined): string | undefined {
  if (!secret) return `SESSION_SECRET: obbligatoria in produzione (almeno ${MIN_PRODUCTION_SECRET_LENGTH} caratteri casuali)`;
  if (PUBLISHED_SECRETS.has(secret) || PLACEHOLDER_SECRET.test(secret))
    return "SESSION_SECRET: è un valore d'esempio pubblicato, chiunque potrebbe falsificare le sessioni: generane una casuale (es. `openssl rand -base64 48`)";
  if (secret.length < MIN_PRODUCTION_SECRET_LENGTH)
    return `SESSION_SECRET: troppo corta per la produzione (${secret.length} caratteri, almeno ${MIN_PRODUCTION_SECRET_LENGTH})`;
  return undefined;
}

/** Who may frame the partner pages: the explicit list, any https site outside production by default, nobody in production without a list. */
function partnerFrameAncestors(value: string | undefined, production: boolean, problems: string[]): string[] {
  if (!value) return production ? ["'none'"] : ["https:"];
  const sources = value.split(/\s+/);
  const open = sources.filter((source) => ANY_SITE_SOURCES.has(source));
  if (production && open.length > 0) {
    problems.push(
      `PARTNER_FRAME_ANCESTORS: in produzione elenca i siti dei partner (es. https://www.partner.it), non ${open.join(" ")} che vale per qualunque sito`,
    );
  }
  return sources;
}

/**
 * The metrics port must never be the public one (nginx would publish every figure), and a
 * token, when set, is no example value (docs/decisions/032-prometheus-metrics.md).
 */
function metricsProblems(values: z.infer<typeof configSchema>, production: boolean): string[] {
  const problems: string[] = [];
  if (values.METRICS_PORT !== undefined && values.METRICS_PORT !== 0 && values.METRICS_PORT === values.PORT) {
    problems.push(`METRICS_PORT: deve essere diversa da PORT (${values.PORT}): le metriche non vanno servite sulla porta pubblica`);
  }
  const token = values.METRICS_TOKEN;
  if (production && token !== undefined) {
    if (PUBLISHED_SECRETS.has(token) || PLACEHOLDER_SECRET.test(token))
      problems.push("METRICS_TOKEN: è un valore d'esempio: generane uno casuale (es. `openssl rand -hex 32`)");
    else if (token.length < MIN_PRODUCTION_SECRET_LENGTH)
      problems.push(`METRICS_TOKEN: troppo corta per la produzione (${token.length} caratteri, almeno ${MIN_PRODUCTION_SECRET_LENGTH})`);
  }
  return problems;
}

/**
 * Redis as the site reaches it: one server (REDIS_URL), or a primary found through Sentinel
 * (REDIS_SENTINELS and REDIS_SENTINEL_MASTER), never both.
 */
export type RedisTarget =
  | { kind: "url"; url: string; password?: string }
  | { kind: "sentinel"; masterName: string; sentinels: { host: string; port: number }[]; password?: string };

/** `host:port` or `[v6]:port`. */
const SENTINEL_ADDRESS = /^(?:\[([0-9a-fA-F:.]+)\]|([A-Za-z0-9.-]+)):(\d{1,5})$/;

function redisTarget(values: z.infer<typeof configSchema>, problems: string[]): RedisTarget | undefined {
  if (!values.REDIS_SENTINELS) {
    if (values.REDIS_SENTINEL_MASTER)
      problems.push("REDIS_SENTINEL_MASTER: vale solo con REDIS_SENTINELS (gli indirizzi delle sentinelle)");
    return values.REDIS_URL ? { kind: "url", url: values.REDIS_URL, password: values.REDIS_PASSWORD } : undefined;
  }
  if (values.REDIS_URL)
    problems.push("REDIS_URL e REDIS_SENTINELS: imposta uno solo dei due (con Sentinel il primario lo indicano le sentinelle)");
  const sentinels: { host: string; port: number }[] = [];
  for (const item of values.REDIS_SENTINELS.split(",").map((part) => part.trim())) {
    const match = SENTINEL_ADDRESS.exec(item);
    const port = Number(match?.[3]);
    if (!match || port < 1 || port > 65535) {
      problems.push(`REDIS_SENTINELS: «${item}» non è un indirizzo host:porta (es. sentinella-1:26379)`);
      continue;
    }
    sentinels.push({ host: match[1] ?? match[2], port });
  }
  if (!values.REDIS_SENTINEL_MASTER)
    problems.push("REDIS_SENTINEL_MASTER: obbligatoria con REDIS_SENTINELS (il nome del primario sorvegliato dalle sentinelle, es. sulky)");
  return { kind: "sentinel", masterName: values.REDIS_SENTINEL_MASTER ?? "", sentinels, password: values.REDIS_PASSWORD };
}

/** Reads the configuration from the environment: one clear line per wrong or missing value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const blankAsMissing = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = configSchema.safeParse(blankAsMissing);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join(".") || "configurazione"}: ${issue.message}`));
  }
  const values = parsed.data;
  const problems: string[] = [];
  const production = values.NODE_ENV === "production";
  const secretProblem = production ? productionSecretProblem(values.SESSION_SECRET) : undefined;
  if (secretProblem) problems.push(secretProblem);
  if (production && !env.SITE_URL) {
    problems.push(
      "SITE_URL: obbligatoria in produzione (l'indirizzo pubblico del sito, es. https://www.sulky.it): decide l'origine accettata dei moduli",
    );
  }
  const frameAncestors = partnerFrameAncestors(values.PARTNER_FRAME_ANCESTORS, production, problems);
  // In production the fakes are never a fallback: a missing upstream stops the server unless a demo asks for them.
  const fakes = values.SULKY_FAKES ?? (values.NODE_ENV === "production" ? "off" : "embedded");
  if (fakes === "off") {
    for (const name of ["TROTTO_API_URL", "CONTENT_API_URL", "FANTASY_API_URL"] as const) {
      if (!values[name]) problems.push(`${name}: obbligatoria in produzione (per una demo con le API finte imposta SULKY_FAKES=embedded)`);
    }
  }
  if (values.READINESS_DETAILS === "token" && !values.READINESS_TOKEN) {
    problems.push("READINESS_TOKEN: obbligatoria con READINESS_DETAILS=token (almeno 16 caratteri)");
  }
  problems.push(...metricsProblems(values, production));
  const redis = redisTarget(values, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    siteUrl: values.SITE_URL.replace(/\/+$/, ""),
    publicOrigin: new URL(values.SITE_URL).origin,
    acceptRequestHostAsOrigin: !production,
    siteName: values.SITE_NAME,
    contacts: { editorial: values.CONTACT_EMAIL, advertising: values.ADVERTISING_EMAIL },
    upstreams: {
      trotting: values.TROTTO_API_URL,
      content: values.CONTENT_API_URL,
      fantasy: values.FANTASY_API_URL,
    },
    sessionSecret: values.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET,
    redis,
    redisTimeoutMs: values.REDIS_TIMEOUT_MS,
    logLevel: values.LOG_LEVEL,
    partnerFrameAncestors: frameAncestors,
    upstreamTimeoutMs: values.UPSTREAM_TIMEOUT_MS,
    // Tests default to no cache and no breaker so one test's faults never leak into the next;
    // the resilience tests switch them on.
    resilience: {
      retries: values.UPSTREAM_RETRIES,
      cache: (values.UPSTREAM_CACHE ?? (values.NODE_ENV === "test" ? "off" : "on")) === "on",
      breakerFailures: values.UPSTREAM_BREAKER_FAILURES ?? (values.NODE_ENV === "test" ? 0 : 5),
      breakerHalfOpenMs: values.UPSTREAM_BREAKER_HALF_OPEN_MS,
    },
    limits: { maxBodyBytes: values.MAX_BODY_BYTES, maxHeaderBytes: values.MAX_HEADER_BYTES, shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS },
    soakControl: values.SOAK_CONTROL === "on",
    today: values.SULKY_TODAY,
    fakes,
    trustProxy:
      values.TRUST_PROXY === "false"
        ? false
        : values.TRUST_PROXY.split(",")
            .map((part) => part.trim())
            .join(", "),
    pageCache: {
      // On in tests too, so route tests go through what production serves (docs/decisions/018-one-render-path.md).
      enabled: values.PAGE_CACHE === undefined ? (values.NODE_ENV === "test" ? true : undefined) : values.PAGE_CACHE === "on",
      maxBytes: Math.round(values.PAGE_CACHE_MAX_MB * 1024 * 1024),
    },
    readinessDetails: { mode: values.READINESS_DETAILS, token: values.READINESS_TOKEN },
    metrics: { port: values.METRICS_PORT, host: values.METRICS_HOST ?? values.HOST, token: values.METRICS_TOKEN },
    tracing: {
      enabled:
        Boolean(values.OTEL_EXPORTER_OTLP_ENDPOINT || values.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) && values.OTEL_SDK_DISABLED !== "true",
      serviceName: values.OTEL_SERVICE_NAME,
    },
    raceDay: {
      pollMs: values.LIVE_POLL_SECONDS * 1000,
      maxStreams: values.LIVE_STREAMS_MAX,
      streamsPerAddress: values.LIVE_STREAMS_PER_ADDRESS,
      heartbeatMs: values.LIVE_HEARTBEAT_SECONDS * 1000,
    },
    staticPageIds: STATIC_PAGE_IDS,
    resultsArchiveFile:
      values.RESULTS_ARCHIVE_FILE === "memory"
        ? undefined
        : (values.RESULTS_ARCHIVE_FILE ?? (values.NODE_ENV === "test" ? undefined : ".sulky/results-archive.sqlite")),
  };
}

/** Where upstream pictures are served from Sulky's own origin (src/server/media-proxy.ts). */
export const MEDIA_PATH_PREFIX = "/media";

/** The upstreams whose pictures Sulky serves, each under `/media/{key}`: the allow-list of the media proxy. */
export function mediaSources(upstreams: AppConfig["upstreams"]): { key: string; origin: string; path: string }[] {
  const sources: { key: string; url?: string }[] = [
    { key: "trotto", url: upstreams.trotting },
    { key: "contenuti", url: upstreams.content },
  ];
  return sources.flatMap(({ key, url }) => (url ? [{ key, origin: new URL(url).origin, path: `${MEDIA_PATH_PREFIX}/${key}` }] : []));
}
