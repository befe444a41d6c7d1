/**
 * The compose stack's Sentinel variant (docker-compose.sentinel.yml), read as files (docker
 * cannot run here): a replica of the `redis` service, three sentinels with a quorum of 2, and
 * both instances finding the primary through them with settings the site accepts.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadConfig } from "~/src/config";
import { SAFE_PRODUCTION_ENV } from "../support/config-problems";

type Service = { command?: string[] | string; environment?: Record<string, string>; depends_on?: Record<string, unknown> };
const read = (file: string) => parse(readFileSync(file, "utf8"), { merge: true }) as { services: Record<string, Service> };
const base = read("docker-compose.yml").services;
const variant = read("docker-compose.sentinel.yml").services;

describe("the compose stack with Redis Sentinel", () => {
  it("adds a replica of the primary and three sentinels watching it with a quorum of 2", () => {
    expect(variant["redis-replica"].command).toEqual(expect.arrayContaining(["--replicaof", "redis", "6379"]));
    const sentinels = Object.keys(variant).filter((name) => name.startsWith("sentinel-"));
    expect(sentinels).toEqual(["sentinel-1", "sentinel-2", "sentinel-3"]);
    for (const name of sentinels) expect(String(variant[name].command)).toContain("sentinel monitor sulky redis 6379 2");
  });

  it("points both instances at the sentinels, with settings the site accepts in production", () => {
    for (const name of ["sulky-1", "sulky-2"]) {
      // docker compose merges the variant's environment over the base's.
      const environment = { ...base[name].environment, ...variant[name].environment };
      expect(environment.REDIS_SENTINELS).toBe("sentinel-1:26379,sentinel-2:26379,sentinel-3:26379");
      // The Redis settings as the file sets them (the others hold compose's ${…} placeholders).
      const redis = Object.fromEntries(Object.entries(environment).filter(([key]) => key.startsWith("REDIS_")));
      const config = loadConfig({ ...SAFE_PRODUCTION_ENV, ...redis });
      expect(config.redis).toMatchObject({ kind: "sentinel", masterName: "sulky" });
      expect(Object.keys(variant[name].depends_on ?? {})).toEqual(["sentinel-1", "sentinel-2", "sentinel-3"]);
    }
  });
});
