import { describe, expect, it, vi } from "vitest";
import { createFantasyUseCases } from "~/src/application/fantasy";
import type { Ports } from "~/src/application/ports";
import type { FantasyPlayer, MarketList } from "~/src/domain/fantasy/types";
import type { FantasyPort, PlayerSession } from "~/src/ports/fantasy-port";
import { UpstreamError } from "~/src/ports/upstream-error";

function sessionOf(player: FantasyPlayer | null) {
  const state = { player };
  const session: PlayerSession & { signOut: ReturnType<typeof vi.fn> } = {
    get player() {
      return state.player;
    },
    clientAddress: null,
    exclusive: (work) => work({ read: () => undefined, write: () => undefined }),
    signIn: vi.fn(async (next: FantasyPlayer) => void (state.player = next)),
    signOut: vi.fn(async () => void (state.player = null)),
  };
  return session;
}

const player = { name: "Scuderia Test", email: "test@example.it" };
const market: MarketList = {
  budget: 20_000,
  horses: [
    { code: "A1", name: "Caro", rating: 30_000, owned: false, enabled: true, age: 3 },
    { code: "B2", name: "Mio", rating: 8_000, owned: true, enabled: true, age: 4 },
    { code: "C3", name: "Fermo", rating: 9_000, owned: false, enabled: false, age: 5 },
  ],
};

function useCasesWith(fantasy: Partial<FantasyPort>) {
  const ports = { fantasy: fantasy as FantasyPort, clock: { now: () => new Date("2026-11-22T10:00:00Z") } } as Ports;
  return createFantasyUseCases(ports);
}

describe("fantasy use cases", () => {
  it("asks nothing upstream for a visitor who is not logged in", async () => {
    const getProfile = vi.fn();
    const result = await useCasesWith({ getProfile }).getFantasyStable(sessionOf(null));
    expect(result).toEqual({ status: "signed-out", expired: false });
    expect(getProfile).not.toHaveBeenCalled();
  });

  it("forgets the player when the fantasy API answers 401, and says the session expired", async () => {
    const session = sessionOf(player);
    const getMarket = vi.fn().mockRejectedValue(new UpstreamError("fantasy", "unauthenticated", "Unauthenticated.", 401));
    expect(await useCasesWith({ getMarket }).getFantasyMarket(session)).toEqual({ status: "signed-out", expired: true });
    expect(session.signOut).toHaveBeenCalledOnce();
    const trade = vi.fn().mockRejectedValue(new UpstreamError("fantasy", "unauthenticated", "Unauthenticated.", 401));
    expect(await useCasesWith({ trade }).tradeFantasyHorse(sessionOf(player), { action: "buy", horseCode: "A1" })).toEqual({
      status: "signed-out",
      expired: true,
    });
  });

  it("passes the game's throttle (429) on with its Retry-After, for screens, trades and logins alike", async () => {
    const throttled = new UpstreamError("fantasy", "throttled", "Too Many Attempts.", 429, undefined, 42);
    const busy = useCasesWith({ getMarket: vi.fn().mockRejectedValue(throttled), trade: vi.fn().mockRejectedValue(throttled) });
    expect(await busy.getFantasyMarket(sessionOf(player))).toEqual({ status: "throttled", retryAfterSeconds: 42 });
    expect(await busy.tradeFantasyHorse(sessionOf(player), { action: "buy", horseCode: "A1" })).toEqual({
      status: "throttled",
      retryAfterSeconds: 42,
    });
    const session = sessionOf(null);
    const login = useCasesWith({ login: vi.fn().mockRejectedValue(throttled) }).loginFantasyPlayer;
    expect(await login(session, { email: player.email, password: "segreta123" })).toEqual({ status: "throttled", retryAfterSeconds: 42 });
    expect(session.signIn).not.toHaveBeenCalled();
  });

  it("gives market rows their action, amount and purchase blocker, and the picked confirmation", async () => {
    const result = await useCasesWith({ getMarket: async () => market }).getFantasyMarket(sessionOf(player), {
      action: "sell",
      horseCode: "B2",
    });
    if (result.status !== "ok") throw new Error("expected the market");
    expect(result.value.rows.map((row) => [row.code, row.action, row.amount, row.blocker?.reason ?? null])).toEqual([
      ["A1", "buy", 30_000, "budget"],
      ["B2", "sell", 2_000, null],
      ["C3", null, null, null],
    ]);
    expect(result.value.pending).toEqual({ action: "sell", horseCode: "B2", name: "Mio", amount: 2_000, blocker: null });
    const stale = await useCasesWith({ getMarket: async () => market }).getFantasyMarket(sessionOf(player), {
      action: "buy",
      horseCode: "B2",
    });
    expect(stale.status === "ok" && stale.value.pending).toBeNull();
  });

  it("turns a refused trade into the server's first message, other failures into the generic one", async () => {
    const refused = new UpstreamError("fantasy", "rejected", "x", 422, {
      horseCode: ["Budget insufficiente per acquistare questo cavallo."],
    });
    const trade = useCasesWith({ trade: vi.fn().mockRejectedValue(refused) }).tradeFantasyHorse;
    expect(await trade(sessionOf(player), { action: "buy", horseCode: "A1" })).toEqual({
      status: "ok",
      value: { status: "failed", message: "Budget insufficiente per acquistare questo cavallo." },
    });
    const noFields = useCasesWith({
      trade: vi.fn().mockRejectedValue(new UpstreamError("fantasy", "rejected", "x", 400)),
    }).tradeFantasyHorse;
    expect(await noFields(sessionOf(player), { action: "buy", horseCode: "A1" })).toEqual({
      status: "ok",
      value: { status: "failed", message: "Errore durante l'elaborazione della richiesta" },
    });
  });

  it("registers and starts the player's session with the player the game signed in, with no second login", async () => {
    const session = sessionOf(null);
    const register = vi.fn(async () => player);
    const login = vi.fn(async () => player);
    const outcome = await useCasesWith({ register, login }).registerFantasyPlayer(session, {
      name: player.name,
      email: player.email,
      password: "segreta123",
      passwordConfirmation: "segreta123",
    });
    expect(outcome).toEqual({ status: "ok" });
    expect(login).not.toHaveBeenCalled();
    expect(session.signIn).toHaveBeenCalledWith(player);
  });

  it("ends the season of the rules on 31 December of the clock's year", async () => {
    const result = await useCasesWith({}).getFantasyRules(sessionOf(player));
    expect(result.status === "ok" && result.value.seasonEnd).toEqual({ year: 2026, month: 12, day: 31 });
  });
});
