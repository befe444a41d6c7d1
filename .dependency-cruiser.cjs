/**
 * The architecture's dependency rules, checked on every `npm test` over every folder
 * that holds code (`npm run boundaries`; tests/architecture proves each rule fires and
 * that no folder is left out):
 * dependencies point inward (views/adapters → application → ports → domain).
 *
 * npm packages are resolved (not excluded) but never followed, so rules about them fire.
 * Paths of packages are matched with `(^|/)node_modules/`, which also holds when a
 * fixture outside the root resolves them.
 */

/**
 * npm packages the domain may use: pure utilities only (no I/O, no framework, no
 * validation library). None is needed today; a package named here becomes allowed.
 */
const DOMAIN_PURE_PACKAGES = [];

/** npm packages a use case may use: zod, to read a form's fields; p-limit, to bound how many upstream reads run at once. */
const APPLICATION_PACKAGES = ["zod", "p-limit"];

const packagePaths = (names) => names.map((name) => `(^|/)node_modules/${name.replace(/[.]/g, "\\.")}/`);

/** Frameworks the inner layers never see. */
const FRAMEWORKS = ["react", "react-dom", "react-router", "@react-router/[^/]+", "express", "express-session", "helmet"];
const FRAMEWORK_PATHS = FRAMEWORKS.map((name) => `(^|/)node_modules/${name}/`);

module.exports = {
  forbidden: [
    {
      name: "domain-is-pure",
      comment: "src/domain holds rules only: no other layer, no Node module, no npm package except the pure utilities listed.",
      severity: "error",
      from: { path: "^src/domain" },
      to: { pathNot: ["^src/domain", ...packagePaths(DOMAIN_PURE_PACKAGES)] },
    },
    {
      name: "ports-speak-domain",
      comment: "Ports are described in the domain's terms only: no npm package, no other layer.",
      severity: "error",
      from: { path: "^src/ports" },
      to: { pathNot: "^src/(domain|ports)" },
    },
    {
      name: "application-through-ports",
      comment: "Use cases reach upstreams only through ports: no adapters (nor their zod schemas), server or views.",
      severity: "error",
      from: { path: "^src/application" },
      to: { pathNot: ["^src/(domain|ports|application)", "(^|/)node_modules/"] },
    },
    {
      name: "application-without-frameworks",
      comment:
        "Use cases know no React, React Router or Express; of npm packages only those listed (zod for forms, p-limit for bounded concurrency).",
      severity: "error",
      from: { path: "^src/application" },
      to: { path: "(^|/)node_modules/", pathNot: packagePaths(APPLICATION_PACKAGES) },
    },
    {
      name: "inner-layers-without-node",
      comment: "Domain, ports and use cases do no I/O of their own: no Node module.",
      severity: "error",
      from: { path: "^src/(domain|ports|application)" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "urls-stand-on-the-domain",
      comment:
        "src/urls builds and reads every public address from the domain's values, with React Router's typed href: it knows no use case, port, adapter, server or view (the core, in turn, never imports it).",
      severity: "error",
      from: { path: "^src/urls" },
      to: { pathNot: ["^src/(urls|domain)", "(^|/)node_modules/react-router/"] },
    },
    {
      name: "only-composition-root-imports-adapters",
      comment: "Adapters are wired in one place.",
      severity: "error",
      from: { pathNot: ["^src/composition-root\\.ts$", "^adapters", "^tests", "^scripts"] },
      to: { path: "^adapters" },
    },
    {
      name: "server-gets-views-through-the-build",
      comment: "src/server reaches the views only through the React Router build (virtual:react-router/server-build).",
      severity: "error",
      from: { path: "^src/server" },
      to: { path: "^views" },
    },
    {
      name: "views-never-import-adapters-or-server",
      comment: "Views call use cases from the load context.",
      severity: "error",
      from: { path: "^views" },
      to: { path: "^(adapters|src/server|src/composition-root|fake-upstreams)" },
    },
    {
      name: "views-ask-use-cases",
      comment:
        "Views hear from the core in its own terms (use cases, their results, src/application/failures.ts), never through the ports' upstream errors.",
      severity: "error",
      from: { path: "^views" },
      to: { path: "^src/ports" },
    },
    {
      name: "adapters-implement-ports",
      comment: "Adapters depend on ports and domain types, never on use cases, views, the server or the fakes.",
      severity: "error",
      from: { path: "^adapters" },
      to: { path: "^(src/application|src/server|views|fake-upstreams)" },
    },
    {
      name: "adapters-without-frameworks",
      comment: "Adapters speak HTTP and JSON: no React, React Router or Express.",
      severity: "error",
      from: { path: "^adapters" },
      to: { path: FRAMEWORK_PATHS },
    },
    {
      name: "fakes-stand-alone",
      comment: "The fakes play someone else's API: they must not lean on Sulky's code.",
      severity: "error",
      from: { path: "^fake-upstreams" },
      to: { path: "^(src|adapters|views)" },
    },
    {
      name: "peers-stand-alone",
      comment: "The real peers (peers/) are development tools beside the product (decision 022): they lean on none of its code.",
      severity: "error",
      from: { path: "^peers" },
      to: { path: "^(src|adapters|views|fake-upstreams|scripts|tests)" },
    },
    {
      name: "nothing-leans-on-peers",
      comment: "The product, its scripts and the fakes never import the real peers; only tests find them (tests/support/peers.ts).",
      severity: "error",
      from: { path: "^(src|views|adapters|fake-upstreams|scripts)" },
      to: { path: "^peers" },
    },
    {
      name: "nothing-ships-tests",
      comment: "Product code and the fakes never import a test module.",
      severity: "error",
      from: { path: "^(src|views|adapters|fake-upstreams)" },
      to: { path: "^tests" },
    },
    {
      name: "tracing-sdk-only-when-enabled",
      comment:
        "The OpenTelemetry SDK and exporter are loaded by a dynamic import, only when tracing is configured (docs/decisions/033-opentelemetry-traces.md); the API and types are free.",
      severity: "error",
      from: { path: "^(src|views|adapters)" },
      to: {
        path: "(^|/)node_modules/@opentelemetry/(sdk-|exporter-|resources|context-|otlp-)",
        dependencyTypesNot: ["dynamic-import", "type-only"],
      },
    },
    {
      name: "no-telemetry-in-views",
      comment: "Metrics and traces are the server's: never in a route module, so never in the client bundle.",
      severity: "error",
      from: { path: "^views" },
      to: { path: "(^|/)node_modules/(prom-client|@opentelemetry/)" },
    },
    {
      name: "no-circular",
      comment: "A cycle of imports that run is a knot; a cycle through type-only imports (a type naming its container) compiles away.",
      severity: "error",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "core-without-type-circles",
      comment:
        "In the core no circle of imports at all, type-only ones included: a type that names its container (a use-case module typing itself by the module that assembles it) hides which depends on which.",
      severity: "error",
      from: { path: "^src/" },
      to: { circular: true },
    },
    {
      name: "fakes-without-type-circles",
      comment:
        "In the fakes no circle of imports at all, type-only ones included: the world's shape (world-model.ts) and the dataset's records (types.ts) sit below the modules that build them, so a module's place in the world is read from its imports.",
      severity: "error",
      from: { path: "^fake-upstreams" },
      to: { circular: true },
    },
    {
      name: "every-import-resolves",
      comment:
        "An import the cruiser cannot resolve escapes every rule: the path alias (~/…, tsconfig.json's paths) included. React Router's generated route types (./+types/…) and its virtual server build exist only at build time.",
      severity: "error",
      from: {},
      to: { couldNotResolve: true, pathNot: ["^\\./\\+types/", "^virtual:react-router/"] },
    },
  ],
  options: {
    doNotFollow: { path: "(^|/)node_modules/" },
    // The architecture fixtures break the rules on purpose: their own test cruises them.
    exclude: { path: ["(^|/)(build|\\.react-router|coverage)/", "^tests/architecture/fixtures/", "(^|/)\\.state/"] },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
  },
};
