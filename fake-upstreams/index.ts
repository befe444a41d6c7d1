import { startContentFake } from "./content/server";
import { startFantasyFake } from "./fantasy/server";
import { DEFAULT_FAKE_PORTS, type FakeName, type FakeOptions, type RunningFake } from "./shared/types";
import { startTrottingFake } from "./trotting/server";

export { DEFAULT_FAKE_PORTS };
// For the site when it embeds the fakes (src/server/main.ts): fixture settings and their error.
export { fixtureOptionsFromEnv } from "./har/env";
export { FixtureFileError } from "./har/fixture-file";
export type { FakeName, FakeOptions, RunningFake };

const STARTERS: Record<FakeName, (options: FakeOptions) => Promise<RunningFake>> = {
  trotting: startTrottingFake,
  content: startContentFake,
  fantasy: startFantasyFake,
};

export function startFake(name: FakeName, options: FakeOptions = {}): Promise<RunningFake> {
  return STARTERS[name](options);
}

export async function startFakeUpstreams(
  which: Partial<Record<FakeName, FakeOptions>>,
): Promise<{ fakes: Partial<Record<FakeName, RunningFake>>; close(): Promise<void> }> {
  const fakes: Partial<Record<FakeName, RunningFake>> = {};
  const closeAll = async () => {
    await Promise.all(Object.values(fakes).map((fake) => fake?.close()));
  };
  try {
    for (const [name, options] of Object.entries(which) as [FakeName, FakeOptions][]) fakes[name] = await startFake(name, options);
  } catch (error) {
    await closeAll();
    throw error;
  }
  return { fakes, close: closeAll };
}
