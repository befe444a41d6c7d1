import { defineConfig } from "vitest/config";

// The React Router Vite plugin is deliberately absent: under Vitest it fails with
// "can't detect preamble". Route modules are tested through createRoutesStub.
export default defineConfig({
  oxc: { jsx: { runtime: "automatic" } },
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: "forks",
  },
});
