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
});

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
    staticPageIds: STATIC_PAGE_IDS,
  };
}
