import { z } from "zod";

/** Fixed ids of the content pages shown by the static routes. */
export const STATIC_PAGE_IDS = { "chi-siamo": 12, contatti: 14, privacy: 3 } as const;

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value.replace(/\/+$/, ""))
  .pipe(z.url({ message: "deve essere un URL completo, per esempio http://localhost:4001" }))
  .optional();

const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  SITE_URL: z.url({ message: "deve essere un URL completo, per esempio https://www.sulky.it" }).default("http://localhost:3000"),
  SITE_NAME: z.string().trim().min(1).default("Sulky"),
  TROTTO_API_URL: optionalUrl,
  CONTENT_API_URL: optionalUrl,
  FANTASY_API_URL: optionalUrl,
  SESSION_SECRET: z.string().min(16, { message: "deve essere lunga almeno 16 caratteri" }).optional(),
  REDIS_URL: z.url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  PARTNER_FRAME_ANCESTORS: z.string().trim().min(1).default("https:"),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(4000),
  UPSTREAM_RETRIES: z.coerce.number().int().min(0).max(3).default(1),
  UPSTREAM_CACHE: z.enum(["on", "off"]).optional(),
  UPSTREAM_BREAKER_FAILURES: z.coerce.number().int().min(0).optional(),
  UPSTREAM_BREAKER_HALF_OPEN_MS: z.coerce.number().int().positive().default(10_000),
  MAX_BODY_BYTES: z.coerce.number().int().positive().default(64 * 1024),
  MAX_HEADER_BYTES: z.coerce.number().int().positive().default(16 * 1024),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  SOAK_CONTROL: z.enum(["on", "off"]).default("off"),
  SULKY_TODAY: z
    .string()
    .trim()
    .refine(isRealIsoDay, { message: "deve essere un giorno nella forma AAAA-MM-GG, per esempio 2026-11-22" })
    .optional(),
});

function isRealIsoDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export type AppConfig = {
  env: "development" | "production" | "test";
  port: number;
  siteUrl: string;
  siteName: string;
  upstreams: { trotting?: string; content?: string; fantasy?: string };
  sessionSecret: string;
  redisUrl?: string;
  logLevel: string;
  partnerFrameAncestors: string[];
  upstreamTimeoutMs: number;
  /** Retries, cache and breaker of the upstream client (docs/RESILIENCE.md). */
  resilience: { retries: number; cache: boolean; breakerFailures: number; breakerHalfOpenMs: number };
  limits: { maxBodyBytes: number; maxHeaderBytes: number; shutdownTimeoutMs: number };
  /** Soak runs only: an internal endpoint that forces a GC and reports memory. */
  soakControl: boolean;
  /** SULKY_TODAY: the day the whole stack (site and embedded fakes) takes as today; the real date when absent. */
  today?: string;
  staticPageIds: typeof STATIC_PAGE_IDS;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configurazione non valida:\n${problems.map((line) => `  - ${line}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

const DEVELOPMENT_SESSION_SECRET = "sulky-development-secret-not-for-production";

/** Reads the configuration from the environment: one clear line per wrong or missing value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const blankAsMissing = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = configSchema.safeParse(blankAsMissing);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join(".") || "configurazione"}: ${issue.message}`),
    );
  }
  const values = parsed.data;
  if (values.NODE_ENV === "production" && !values.SESSION_SECRET) {
    throw new ConfigError(["SESSION_SECRET: obbligatoria in produzione (almeno 16 caratteri)"]);
  }
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    siteUrl: values.SITE_URL.replace(/\/+$/, ""),
    siteName: values.SITE_NAME,
    upstreams: {
      trotting: values.TROTTO_API_URL,
      content: values.CONTENT_API_URL,
      fantasy: values.FANTASY_API_URL,
    },
    sessionSecret: values.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET,
    redisUrl: values.REDIS_URL,
    logLevel: values.LOG_LEVEL,
    partnerFrameAncestors: values.PARTNER_FRAME_ANCESTORS.split(/\s+/),
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
    staticPageIds: STATIC_PAGE_IDS,
  };
}
