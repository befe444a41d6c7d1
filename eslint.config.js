import path from "node:path";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const repositoryRoot = import.meta.dirname;
/** The top-level folders that hold code; an import from one into another goes through `~/` (tsconfig.json's paths). */
const CODE_ROOTS = ["src", "views", "adapters", "fake-upstreams", "scripts", "tests"];

/**
 * `~/` across top-level folders, relative paths inside one (docs/ARCHITECTURE.md): a
 * relative import that climbs out of its own folder into another is reported and
 * rewritten with the alias by `eslint --fix`.
 */
const aliasAcrossRoots = {
  meta: {
    type: "suggestion",
    fixable: "code",
    schema: [],
    messages: { useAlias: "Import from another top-level folder through the alias: '{{alias}}'." },
  },
  create(context) {
    const file = path.relative(repositoryRoot, context.filename);
    const fromRoot = file.split(path.sep)[0];
    if (!CODE_ROOTS.includes(fromRoot) || file === fromRoot) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== "Literal" || typeof source.value !== "string" || !source.value.startsWith(".")) return;
      const target = path.relative(repositoryRoot, path.resolve(path.dirname(context.filename), source.value));
      const toRoot = target.split(path.sep)[0];
      if (toRoot === fromRoot || toRoot === ".." || !CODE_ROOTS.includes(toRoot)) return;
      const alias = `~/${target.split(path.sep).join("/")}`;
      context.report({
        node: source,
        messageId: "useAlias",
        data: { alias },
        fix: (fixer) => fixer.replaceText(source, JSON.stringify(alias)),
      });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default tseslint.config(
  { ignores: ["build/**", "build-*/**", ".react-router/**", "node_modules/**", "coverage/**", "**/.state/**"] },
  ...tseslint.configs.recommended,
  {
    plugins: { sulky: { rules: { "alias-across-roots": aliasAcrossRoots } } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-empty-object-type": "off",
      "no-console": ["error", { allow: ["warn", "error", "log"] }],
      "sulky/alias-across-roots": "error",
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
