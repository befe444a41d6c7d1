import { defineConfig } from "vitest/config";

/**
 * Test files that change what a whole process shares: a DOM (jsdom), fake timers, stubbed
 * globals (fetch, ResizeObserver). Each runs in a fresh process. A new test that mocks a module,
 * fakes timers or stubs a global belongs here too; every other file shares its worker (below).
 */
const ISOLATED = [
  "tests/**/*.test.tsx",
  "tests/performance/page-cache.test.ts",
  "tests/resilience/chunk-reload.test.ts",
  "tests/server/periodic-task.test.ts",
];

// The React Router Vite plugin is deliberately absent: under Vitest it fails with
// "can't detect preamble". Route modules are tested through createRoutesStub.
export default defineConfig({
  oxc: { jsx: { runtime: "automatic" } },
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: "forks",
    // Two cores: one worker each. Vite's transforms in the main process are cached after the first files.
    maxWorkers: 2,
    // The test site's Vite server (tests/support/test-site.ts) starts React Router 7's own config
    // loaders, which pass Vite 8 the deprecated `envFile: false` and read no config of ours
    // (vite.config.ts renames it for the one that does). React Router 8 fixes it but needs Node 22.
    onConsoleLog: (log) => !log.includes("The `envFile` option is deprecated, please use `envDir: false` instead."),
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          include: ["tests/**/*.test.ts"],
          exclude: ["tests/e2e/**", "node_modules/**", ...ISOLATED],
          // A worker runs its files one after another in one module graph, so what a file builds
          // once per worker stays for the next: the test site's Vite server and fakes
          // (tests/support/test-site.ts) and the simulated worlds (fake-upstreams/trotting/dataset).
          isolate: false,
          // Its own group: a worker is kept for the next file only when that file is of the same project.
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: "isolated",
          include: ISOLATED,
          exclude: ["tests/e2e/**", "node_modules/**"],
          sequence: { groupOrder: 0 },
        },
      },
    ],
  },
});
