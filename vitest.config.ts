import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const TESTS = ["tests/**/*.test.{ts,tsx}"];
const NEVER = ["tests/e2e/**", "node_modules/**"];

/** Every test file under tests/ (paths from the root, with forward slashes). */
function testFiles(folder = "tests"): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "e2e" ? [] : testFiles(file);
    return /\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Components tested in a DOM: the files that ask for jsdom in their first line. */
const IN_A_DOM = testFiles().filter((file) => readFileSync(file, "utf8").startsWith("// @vitest-environment jsdom"));

/**
 * Files that change or read what the whole process holds, each in a fresh process: fake timers
 * and a spied setTimeout, and the upstream-name check, which reads the names every schema
 * loaded so far has registered (another file's parse adds some).
 */
const ALONE = ["tests/resilience/chunk-reload.test.ts", "tests/server/periodic-task.test.ts", "tests/architecture/upstream-names.test.ts"];

/**
 * Files whose assertions hold whatever the day: they check the source itself, hostile input,
 * headers, caches and fault handling on the pinned day, or pin their own days (the world
 * invariants). `npm run test:other-days` runs them on the first of its days only, every other
 * file on all three (SULKY_DATE_DEPENDENT_ONLY=1 leaves them out); a new file runs on all three
 * until it is listed here.
 */
const SAME_ON_ANY_DAY = [
  "tests/architecture/**",
  "tests/unit/domain/italian-format.test.ts",
  "tests/deploy/**",
  "tests/security/**",
  "tests/performance/**",
  "tests/resilience/fault-matrix.test.ts",
  "tests/fakes/world-invariants.test.ts",
  "tests/fakes/world-history.test.ts",
];
if (process.env.SULKY_DATE_DEPENDENT_ONLY === "1") NEVER.push(...SAME_ON_ANY_DAY);

/**
 * The longest files start first, so that neither worker ends waiting for the other. Vitest does
 * this from the timings of an earlier run; a fresh machine (CI) has none and would start the
 * largest files first, which these are not.
 */
const LONGEST = [
  "tests/resilience/fault-matrix.test.ts",
  "tests/fakes/world-invariants.test.ts",
  "tests/fakes/world-history.test.ts",
  "tests/security/fuzz-routes.test.ts",
];
class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const index = LONGEST.findIndex((file) => spec.moduleId.endsWith(file));
      return index < 0 ? LONGEST.length : index;
    };
    // Array.prototype.sort is stable: the others keep Vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

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
    sequence: { sequencer: LongestFirst },
    // Two cores: one worker each (Vitest's default here is one). The main process only
    // transforms files, and caches them after the first.
    maxWorkers: 2,
    // Projects run one group after another: a worker is kept for the next file only when that
    // file belongs to the same project.
    projects: [
      {
        extends: true,
        test: {
          // A worker runs its files one after another in one module graph, so what a file
          // builds once stays for the next: the test site's Vite server, compiled views and
          // fakes (tests/support/test-site.ts), and the simulated worlds. A new file that mocks
          // a module, fakes timers or stubs a global without undoing it belongs in ALONE.
          name: "shared",
          include: TESTS,
          exclude: [...NEVER, ...IN_A_DOM, ...ALONE],
          isolate: false,
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        test: {
          // One DOM per worker: each file stubs its globals and fakes its timers only until its end.
          name: "dom",
          include: IN_A_DOM,
          exclude: [...NEVER, ...ALONE],
          environment: "jsdom",
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: "alone", include: ALONE, exclude: NEVER, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
