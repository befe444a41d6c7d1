import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/**", "build-*/**", ".react-router/**", "node_modules/**", "coverage/**", "**/.state/**"] },
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-empty-object-type": "off",
      "no-console": ["error", { allow: ["warn", "error", "log"] }],
    },
  },
  {
    // The rules of hooks where React runs: the views and their tests.
    files: ["views/**/*.{ts,tsx}", "tests/**/*.tsx"],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // A missing dependency is a stale value waiting to happen: an error, not a hint.
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["src/domain/**", "src/application/**", "src/ports/**"],
    rules: { "no-console": "error" },
  },
);
