import { ConfigError, loadConfig } from "~/src/config";

/** A complete production configuration that src/config.ts accepts: tests change one setting at a time. */
export const SAFE_PRODUCTION_ENV = {
  NODE_ENV: "production",
  SITE_URL: "https://www.sulky.it",
  SESSION_SECRET: "Yq3v9-Tz0pWm4Rk8sLx1Bn6Hd2Jf7Ce5Ag0Uo",
  TROTTO_API_URL: "http://trotto.test",
  CONTENT_API_URL: "http://contenuti.test",
  FANTASY_API_URL: "http://fantasy.test",
};

/** The Italian lines a configuration is refused with; none when it loads. */
export function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}
