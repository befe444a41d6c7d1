import type { FakeOptions } from "../shared/types";

/**
 * The fixture options of `npm run fakes`, `npm start` and `npm run record`, from the environment:
 * FAKE_FIXTURES (HAR files or folders, comma-separated), FAKE_FIXTURES_IGNORE (query parameters
 * left out of matching, comma-separated), FAKE_FIXTURES_ONLY=1 (no generated world).
 */
export function fixtureOptionsFromEnv(env: NodeJS.ProcessEnv): Pick<FakeOptions, "fixtures" | "ignoredQueryParams" | "fixturesOnly"> {
  const list = (value: string | undefined) =>
    value
      ?.split(",")
      .map((item) => item.trim())
      .filter(Boolean);
  return {
    fixtures: env.FAKE_FIXTURES?.trim() || undefined,
    ignoredQueryParams: list(env.FAKE_FIXTURES_IGNORE),
    fixturesOnly: env.FAKE_FIXTURES_ONLY === "1" || env.FAKE_FIXTURES_ONLY === "true",
  };
}
