/**
 * The architecture's dependency rules, checked on every `npm test`:
 * dependencies point inward (views/adapters → application → ports → domain).
 */
module.exports = {
  forbidden: [
    {
      name: "domain-is-pure",
      comment: "src/domain holds rules only: no other layer, no framework, no Node I/O.",
      severity: "error",
      from: { path: "^src/domain" },
      to: { pathNot: "^src/domain" },
    },
    {
      name: "ports-speak-domain",
      comment: "Ports are described in the domain's terms only.",
      severity: "error",
      from: { path: "^src/ports" },
      to: { pathNot: "^src/(domain|ports)" },
    },
    {
      name: "application-through-ports",
      comment: "Use cases reach upstreams only through ports: no adapters, server, views or HTTP libraries.",
      severity: "error",
      from: { path: "^src/application" },
      to: { pathNot: "^src/(domain|ports|application)" },
    },
    {
      name: "only-composition-root-imports-adapters",
      comment: "Adapters are wired in one place.",
      severity: "error",
      from: { pathNot: ["^src/composition-root\\.ts$", "^adapters", "^tests", "^scripts"] },
      to: { path: "^adapters" },
    },
    {
      name: "views-never-import-adapters-or-server",
      comment: "Views call use cases from the load context.",
      severity: "error",
      from: { path: "^views" },
      to: { path: "^(adapters|src/server|src/composition-root|fake-upstreams)" },
    },
    {
      name: "adapters-implement-ports",
      comment: "Adapters depend on ports and domain types, never on use cases, views or the server.",
      severity: "error",
      from: { path: "^adapters" },
      to: { path: "^(src/application|src/server|views)" },
    },
    {
      name: "fakes-stand-alone",
      comment: "The fakes play someone else's API: they must not lean on Sulky's code.",
      severity: "error",
      from: { path: "^fake-upstreams" },
      to: { path: "^(src|adapters|views)" },
    },
    {
      name: "no-circular",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|build|\\.react-router)/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
  },
};
