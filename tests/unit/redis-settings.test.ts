/**
 * Where Redis is, as src/config.ts reads it (docs/decisions/042-redis-sentinel.md): one server
 * (REDIS_URL) or the sentinels and the primary's name (REDIS_SENTINELS, REDIS_SENTINEL_MASTER),
 * never both, each address checked.
 */
import { describe, expect, it } from "vitest";
import { loadConfig } from "~/src/config";
import { SAFE_PRODUCTION_ENV as SAFE, problemsOf } from "../support/config-problems";

describe("Redis settings", () => {
  it("uses no Redis by default, one server with REDIS_URL", () => {
    expect(loadConfig(SAFE).redis).toBeUndefined();
    expect(loadConfig({ ...SAFE, REDIS_URL: "redis://redis:6379" }).redis).toEqual({ kind: "url", url: "redis://redis:6379" });
  });

  it("finds the primary through the sentinels, with the primary's name and the password", () => {
    const config = loadConfig({
      ...SAFE,
      REDIS_SENTINELS: "sentinella-1:26379, sentinella-2:26379,[::1]:26380",
      REDIS_SENTINEL_MASTER: "sulky",
      REDIS_PASSWORD: "una-password-lunga-e-casuale",
    });
    expect(config.redis).toEqual({
      kind: "sentinel",
      masterName: "sulky",
      sentinels: [
        { host: "sentinella-1", port: 26379 },
        { host: "sentinella-2", port: 26379 },
        { host: "::1", port: 26380 },
      ],
      password: "una-password-lunga-e-casuale",
    });
  });

  it("refuses a wrong address, a missing primary's name, and both ways at once, one line each", () => {
    expect(problemsOf({ ...SAFE, REDIS_SENTINELS: "sentinella-1:26379,sentinella-2", REDIS_SENTINEL_MASTER: "sulky" })).toEqual([
      "REDIS_SENTINELS: «sentinella-2» non è un indirizzo host:porta (es. sentinella-1:26379)",
    ]);
    expect(problemsOf({ ...SAFE, REDIS_SENTINELS: "sentinella-1:99999", REDIS_SENTINEL_MASTER: "sulky" })).toHaveLength(1);
    expect(problemsOf({ ...SAFE, REDIS_SENTINELS: "sentinella-1:26379" })).toEqual([
      "REDIS_SENTINEL_MASTER: obbligatoria con REDIS_SENTINELS (il nome del primario sorvegliato dalle sentinelle, es. sulky)",
    ]);
    expect(problemsOf({ ...SAFE, REDIS_URL: "redis://redis:6379", REDIS_SENTINELS: "s:26379", REDIS_SENTINEL_MASTER: "sulky" })).toEqual([
      "REDIS_URL e REDIS_SENTINELS: imposta uno solo dei due (con Sentinel il primario lo indicano le sentinelle)",
    ]);
    expect(problemsOf({ ...SAFE, REDIS_SENTINEL_MASTER: "sulky" })).toEqual([
      "REDIS_SENTINEL_MASTER: vale solo con REDIS_SENTINELS (gli indirizzi delle sentinelle)",
    ]);
    expect(problemsOf({ ...SAFE, REDIS_SENTINELS: "s:26379", REDIS_SENTINEL_MASTER: "sulky primario" })[0]).toMatch(
      /^REDIS_SENTINEL_MASTER: solo lettere/,
    );
  });
});
