import { startFake } from "~/fake-upstreams/index";
import type { NewsroomCases } from "~/fake-upstreams/content/newsroom-cases";
import type { PeersState } from "./peers";
import { TEST_TODAY } from "./today";

/**
 * The two WordPress sites a suite runs against: the content fake (started per suite) and the real
 * WordPress peer (started once per run, docs/FAKES.md), each with the ids of the same newsroom
 * cases (fake-upstreams/content/newsroom-cases.ts, peers/wordpress/seed.php).
 */
export type ContentTarget = {
  name: string;
  /** The REST base, as CONTENT_API_URL. */
  apiUrl: string;
  /** The site's own address (permalinks, pictures). */
  siteUrl: string;
  cases: NewsroomCases;
  close(): Promise<void>;
};

export function contentTargets(peers: PeersState | null): { name: string; skip: boolean; start: () => Promise<ContentTarget> }[] {
  return [
    {
      name: "fake",
      skip: false,
      start: async () => {
        const fake = await startFake("content", { port: 0, quiet: true, today: TEST_TODAY });
        const cases = (await (await fetch(`${fake.origin}/__fake/newsroom-cases`)).json()) as NewsroomCases;
        return { name: "fake", apiUrl: fake.url, siteUrl: fake.origin, cases, close: () => fake.close() };
      },
    },
    {
      name: "WordPress peer",
      skip: !peers,
      start: async () => ({
        name: "WordPress peer",
        apiUrl: peers!.wordpress.apiUrl,
        siteUrl: peers!.wordpress.url,
        cases: peers!.wordpress.cases as unknown as NewsroomCases,
        close: async () => undefined,
      }),
    },
  ];
}
