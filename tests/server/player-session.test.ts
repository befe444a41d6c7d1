import { describe, expect, it } from "vitest";
import { createProcessPlayerLock, type PlayerLock } from "~/src/server/player-lock";
import { RedisUnavailableError } from "~/src/server/redis";
import { playerSession, type SessionAccess } from "~/src/server/session";

type Calls = { locks: number; reloads: number; saves: number };

/** A signed-in player's express-session, counting what is asked of the store, behind a counted lock. */
function signedIn(inner: PlayerLock = createProcessPlayerLock(), saveFails?: Error) {
  const calls: Calls = { locks: 0, reloads: 0, saves: 0 };
  const done = (callback: (error?: unknown) => void, error?: Error) => setImmediate(() => callback(error));
  const session = {
    fantasy: { player: { name: "Scuderia Prova", email: "prova@example.it" }, upstream: "cookies-1" },
    reload(callback: (error?: unknown) => void) {
      calls.reloads++;
      done(callback);
    },
    save(callback: (error?: unknown) => void) {
      calls.saves++;
      done(callback, saveFails);
    },
  };
  const access = { session, id: "sessione-1" } as unknown as SessionAccess;
  const lock: PlayerLock = (id, work) => {
    calls.locks++;
    return inner(id, work);
  };
  const warnings: string[] = [];
  const logger = { warn: (_details: object, message: string) => void warnings.push(message) };
  return { calls, warnings, player: playerSession(access, lock, new Headers(), null, logger) };
}

describe("a player's session in one request", () => {
  it("takes the lock and reads the session once for a post whose action and loaders each ask for it", async () => {
    const { calls, player } = signedIn();
    // The game routes' middleware holds the scope (views/routes/fantasy/player-scope.tsx); the action and
    // the loaders after it call exclusive inside it, as the use cases do.
    const answer = await player.exclusive(async () => {
      const action = await player.exclusive(async (credentials) => credentials.read());
      const loader = await player.exclusive(async (credentials) => {
        credentials.write("cookies-2");
        return credentials.read();
      });
      return [action, loader];
    });
    expect(answer).toEqual(["cookies-1", "cookies-2"]);
    expect(calls).toEqual({ locks: 1, reloads: 1, saves: 1 });
  });

  it("without the request's scope, each call takes the lock and reads the session again", async () => {
    const { calls, player } = signedIn();
    await player.exclusive(async () => undefined);
    await player.exclusive(async () => undefined);
    expect(calls).toEqual({ locks: 2, reloads: 2, saves: 2 });
  });

  it("keeps the player's other request out for the whole scope, not only for one call", async () => {
    const shared = createProcessPlayerLock();
    const { player: post } = signedIn(shared);
    const { player: otherTab } = signedIn(shared);
    const order: string[] = [];
    const first = post.exclusive(async () => {
      await post.exclusive(async () => void order.push("azione"));
      await new Promise((resolve) => setTimeout(resolve, 20));
      await post.exclusive(async () => void order.push("caricamento"));
    });
    const second = otherTab.exclusive(async () => void order.push("altra scheda"));
    await Promise.all([first, second]);
    expect(order).toEqual(["azione", "caricamento", "altra scheda"]);
  });

  it("keeps the game's answer when the session cannot be saved because Redis is away, and logs it", async () => {
    const { player, warnings } = signedIn(createProcessPlayerLock(), new RedisUnavailableError("primario non raggiungibile"));
    await expect(player.exclusive(async () => "acquistato")).resolves.toBe("acquistato");
    expect(warnings).toEqual(["sessione del giocatore non salvata: redis non raggiungibile"]);
  });

  it("still fails on any other error of the session store", async () => {
    const { player } = signedIn(createProcessPlayerLock(), new Error("store rotto"));
    await expect(player.exclusive(async () => "acquistato")).rejects.toThrow("store rotto");
  });
});
