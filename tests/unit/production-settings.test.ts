/**
 * Settings a real deployment (NODE_ENV=production) refuses, each with one clear Italian
 * line (docs/decisions/024-production-settings-and-failing-fast.md).
 */
import { describe, expect, it } from "vitest";
import { loadConfig } from "~/src/config";
import { SAFE_PRODUCTION_ENV as SAFE, problemsOf } from "../support/config-problems";

describe("production settings", () => {
  it("accepts a complete, safe configuration", () => {
    expect(problemsOf(SAFE)).toEqual([]);
  });

  it("refuses the secrets the repository has printed (compose file, README, development key), whatever their length", () => {
    const published = ["change-me-to-a-long-random-secret", "change-me-please-0123", "sulky-development-secret-not-for-production"];
    for (const secret of published) {
      const problems = problemsOf({ ...SAFE, SESSION_SECRET: secret });
      expect(problems, secret).toHaveLength(1);
      expect(problems[0]).toMatch(/^SESSION_SECRET: è un valore d'esempio pubblicato/);
    }
    expect(problemsOf({ ...SAFE, SESSION_SECRET: "change-me-but-this-one-is-long-enough-0123" })[0]).toMatch(/valore d'esempio/);
  });

  it("refuses a secret shorter than 32 characters, and a missing one", () => {
    expect(problemsOf({ ...SAFE, SESSION_SECRET: "a".repeat(31) })).toEqual([
      "SESSION_SECRET: troppo corta per la produzione (31 caratteri, almeno 32)",
    ]);
    const { SESSION_SECRET: _omitted, ...withoutSecret } = SAFE;
    expect(problemsOf(withoutSecret)[0]).toMatch(/^SESSION_SECRET: obbligatoria in produzione/);
  });

  it("needs SITE_URL, which alone decides the accepted origin", () => {
    const { SITE_URL: _omitted, ...withoutSite } = SAFE;
    expect(problemsOf(withoutSite)[0]).toMatch(/^SITE_URL: obbligatoria in produzione/);
    const config = loadConfig({ ...SAFE, SITE_URL: "https://www.sulky.it:8443/" });
    expect(config.publicOrigin).toBe("https://www.sulky.it:8443");
    expect(config.acceptRequestHostAsOrigin).toBe(false);
    expect(loadConfig({ ...SAFE, SITE_URL: "https://www.sulky.it:443" }).publicOrigin).toBe("https://www.sulky.it");
  });

  it("lets nobody frame the partner pages without an explicit list, and refuses a list open to any site", () => {
    expect(loadConfig(SAFE).partnerFrameAncestors).toEqual(["'none'"]);
    expect(loadConfig({ ...SAFE, PARTNER_FRAME_ANCESTORS: "https://www.partner.it https://altro.example" }).partnerFrameAncestors).toEqual([
      "https://www.partner.it",
      "https://altro.example",
    ]);
    for (const open of ["https:", "*", "https://www.partner.it https:"]) {
      expect(problemsOf({ ...SAFE, PARTNER_FRAME_ANCESTORS: open })[0], open).toMatch(
        /^PARTNER_FRAME_ANCESTORS: in produzione elenca i siti/,
      );
    }
  });

  it("keeps the demo's defaults outside production: the development key, any https site may frame", () => {
    const demo = loadConfig({});
    expect(demo.partnerFrameAncestors).toEqual(["https:"]);
    expect(demo.acceptRequestHostAsOrigin).toBe(true);
    expect(demo.sessionSecret.length).toBeGreaterThan(0);
  });
});
