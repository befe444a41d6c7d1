import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startFake, type FakeOptions } from "~/fake-upstreams/index";
import { ageLaravelSession, type PeersState } from "./peers";
import { TEST_TODAY } from "./today";

/**
 * The two fantasy APIs a suite runs against: the fake (started per suite) and the real Laravel
 * peer (started once per run, docs/FAKES.md). `expireSession(cookie)` lets the game session a
 * laravel_session cookie names idle out: the peer's own file ages; the fake ends all of its sessions.
 */
export type FantasyTarget = {
  name: string;
  url: string;
  isPeer: boolean;
  expireSession(sessionCookie: string): Promise<void>;
  close(): Promise<void>;
};

export function fantasyTargets(
  peers: PeersState | null,
  fakeOptions: FakeOptions = {},
): { name: string; skip: boolean; start: () => Promise<FantasyTarget> }[] {
  return [
    {
      name: "fake",
      skip: false,
      start: async () => {
        const stateFile = path.join(mkdtempSync(path.join(tmpdir(), "sulky-fantasy-")), "fantasy.json");
        const fake = await startFake("fantasy", { port: 0, quiet: true, stateFile, today: TEST_TODAY, ...fakeOptions });
        return {
          name: "fake",
          url: fake.url,
          isPeer: false,
          expireSession: async () => void (await fetch(`${fake.origin}/__fake/expire-sessions`, { method: "POST" })),
          close: () => fake.close(),
        };
      },
    },
    {
      name: "Laravel peer",
      skip: !peers,
      start: async () => ({
        name: "Laravel peer",
        url: peers!.laravel.url,
        isPeer: true,
        expireSession: async (cookie) => ageLaravelSession(peers!, cookie),
        close: async () => undefined,
      }),
    },
  ];
}
