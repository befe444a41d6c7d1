import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startFake } from "~/fake-upstreams";
import { SanctumClient, TEST_SEED, TEST_TODAY } from "./helpers";

type MarketRow = { CodiceCavallo: string; rating: number; enabled: boolean; eta: number; owned: boolean };

async function startFantasy(stateFile: string) {
  return startFake("fantasy", { port: 0, stateFile, seed: TEST_SEED, today: TEST_TODAY, quiet: true });
}

async function registeredClient(url: string, email: string) {
  const client = new SanctumClient(url);
  await client.request("GET", "/sanctum/csrf-cookie");
  expect(
    (
      await client.request("POST", "/register", {
        name: "Scuderia Test",
        email,
        password: "segreta123",
        password_confirmation: "segreta123",
      })
    ).status,
  ).toBe(201);
  // Fortify's register signs the new player in
  expect((await client.request("GET", "/api/user")).status).toBe(200);
  return client;
}

describe("fantasy fake", () => {
  const stateFile = join(mkdtempSync(join(tmpdir(), "fantasy-")), "state.json");

  it("enforces CSRF, auth and validation", async () => {
    const fake = await startFantasy(stateFile);
    try {
      const client = new SanctumClient(fake.url);
      expect((await client.request("GET", "/api/user")).status).toBe(401);
      const csrf = await client.request("GET", "/sanctum/csrf-cookie");
      expect(csrf.status).toBe(204);
      expect(client.xsrf).toBeTruthy();
      expect(csrf.headers.getSetCookie().some((cookie) => cookie.startsWith("laravel_session=") && /httponly/i.test(cookie))).toBe(true);
      expect((await client.request("POST", "/login", { email: "a@b.it", password: "x" }, { "X-XSRF-TOKEN": "sbagliato" })).status).toBe(
        419,
      );
      const mismatch = await client.request("POST", "/register", {
        name: "X",
        email: "x@example.it",
        password: "segreta123",
        password_confirmation: "diversa123",
      });
      expect(mismatch.status).toBe(422);
      expect((await mismatch.json()).errors.password[0]).toBe("The password confirmation does not match.");
      const wrong = await client.request("POST", "/login", { email: "nessuno@example.it", password: "segreta123" });
      expect(wrong.status).toBe(422);
      expect((await wrong.json()).errors.email).toBeTruthy();
      await registeredClient(fake.url, "doppio@example.it");
      const taken = await client.request("POST", "/register", {
        name: "Y",
        email: "doppio@example.it",
        password: "segreta123",
        password_confirmation: "segreta123",
      });
      expect((await taken.json()).errors.email[0]).toBe("The email has already been taken.");
    } finally {
      await fake.close();
    }
  });

  it("applies budget, buy/sell and squad rules, rotates the session, and survives a restart", async () => {
    let fake = await startFantasy(stateFile);
    const client = await registeredClient(fake.url, "regole@example.it");
    const user = await (await client.request("GET", "/api/user")).json();
    expect(user.budget).toBe(200000);
    const ratings: { horses: MarketRow[] } = await (await client.request("GET", "/api/ratings")).json();
    expect(ratings.horses.length).toBeGreaterThanOrEqual(100);
    const enabled = ratings.horses.filter((horse) => horse.enabled);
    const threes = enabled.filter((horse) => horse.eta === 3).sort((a, b) => a.rating - b.rating);
    let budget = 200000;
    for (const horse of threes.slice(0, 4)) {
      const response = await client.request("POST", "/api/users-horses", { action: "buy", CodiceCavallo: horse.CodiceCavallo });
      expect(response.status).toBe(200);
      budget -= horse.rating;
      expect((await response.json()).budget).toBe(budget);
    }
    const fifth = await client.request("POST", "/api/users-horses", { action: "buy", CodiceCavallo: threes[4].CodiceCavallo });
    expect(fifth.status).toBe(422);
    const again = await client.request("POST", "/api/users-horses", { action: "buy", CodiceCavallo: threes[0].CodiceCavallo });
    expect(again.status).toBe(422);
    const sell = await client.request("POST", "/api/users-horses", { action: "sell", CodiceCavallo: threes[0].CodiceCavallo });
    budget += Math.round(threes[0].rating * 0.25);
    expect((await sell.json()).budget).toBe(budget);
    // spend until a purchase is over budget
    const expensive = enabled.filter((horse) => horse.eta >= 5).sort((a, b) => b.rating - a.rating);
    let overBudget = false;
    for (const horse of expensive.slice(0, 7)) {
      const response = await client.request("POST", "/api/users-horses", { action: "buy", CodiceCavallo: horse.CodiceCavallo });
      if (response.status === 422) {
        expect((await response.json()).errors.CodiceCavallo[0]).toMatch(/Budget/);
        overBudget = true;
        break;
      }
    }
    expect(overBudget).toBe(true);
    const before = await (await client.request("GET", "/api/user")).json();
    await fake.close();
    fake = await startFantasy(stateFile);
    try {
      const restarted = new SanctumClient(fake.url);
      await restarted.request("GET", "/sanctum/csrf-cookie");
      await restarted.request("POST", "/login", { email: "regole@example.it", password: "segreta123" });
      const after = await (await restarted.request("GET", "/api/user")).json();
      expect(after.budget).toBe(before.budget);
      expect(after.horsesList).toEqual(before.horsesList);
      const rankings = await (await restarted.request("GET", "/api/rankings/week")).json();
      expect(rankings.items.length).toBeGreaterThan(10);
      expect(rankings.all.length).toBeGreaterThan(0);
      const oldSession = restarted.cookie("laravel_session");
      const oldToken = restarted.xsrf;
      expect((await restarted.request("POST", "/logout")).status).toBe(204);
      expect(restarted.cookie("laravel_session")).not.toBe(oldSession);
      expect(restarted.xsrf).not.toBe(oldToken);
      expect((await restarted.request("GET", "/api/user")).status).toBe(401);
    } finally {
      await fake.close();
    }
  });

  it("forgets every player and session on a fresh start, in memory and in its file", async () => {
    const freshFile = join(mkdtempSync(join(tmpdir(), "fantasy-")), "state.json");
    let fake = await startFantasy(freshFile);
    try {
      const client = await registeredClient(fake.url, "dimenticato@example.it");
      expect((await client.request("GET", "/api/user")).status).toBe(200);
      expect((await fetch(`${fake.origin}/__fake/fresh`, { method: "POST" })).status).toBe(200);
      expect((await client.request("GET", "/api/user")).status).toBe(401);
      await fake.close();
      fake = await startFantasy(freshFile);
      const again = new SanctumClient(fake.url);
      await again.request("GET", "/sanctum/csrf-cookie");
      const login = await again.request("POST", "/login", { email: "dimenticato@example.it", password: "segreta123" });
      expect(login.status).toBe(422);
    } finally {
      await fake.close();
    }
  });
});
