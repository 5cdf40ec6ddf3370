// Boundaries that `npm run lint` enforces (decision 011). Paths are relative to the repository root.
const WEB = '^apps/web/src/';
const SERVER = '^apps/server/src/';
const TEST_FILE = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle makes load order matter and hides which part depends on which.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'production-not-to-tests',
      comment: 'Shipped code never imports a test or the test helpers.',
      severity: 'error',
      from: { path: '^apps/(server|web)/src/', pathNot: TEST_FILE },
      to: { path: [TEST_FILE, '^apps/(server|web)/test/'] },
    },
    // Web: app → features → shared (components, lib, ssr), as in Bulletproof React.
    {
      name: 'web-shared-not-to-features',
      comment: 'components/, lib/ and ssr/ are shared by every feature: they never import one, nor the app.',
      severity: 'error',
      from: { path: `${WEB}(components|lib|ssr)/` },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'web-feature-not-to-other-feature',
      comment: 'Features do not import each other; the app composes them (app/routes).',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: 'web-feature-not-to-app',
      comment: 'The app imports features, not the other way round.',
      severity: 'error',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'web-not-to-server',
      comment:
        'The web app talks to the server over HTTP only; what both need is in packages/contract. Component tests start a real server.',
      severity: 'error',
      from: { path: '^apps/web/src/', pathNot: TEST_FILE },
      to: { path: '^apps/server/' },
    },
    // Server: a module owns the SQL for its tables.
    {
      name: 'server-module-public-api',
      comment:
        'Another module is reached only through its <module>.public.ts, the one file that lists what it opens to others (decision 021); its repository, table types and helpers stay private.',
      severity: 'error',
      from: { path: `${SERVER}modules/([^/]+)/`, pathNot: TEST_FILE },
      to: {
        path: `${SERVER}modules/`,
        pathNot: [`${SERVER}modules/$1/`, `${SERVER}modules/([^/]+)/\\1\\.public\\.ts$`],
      },
    },
    {
      name: 'server-outside-modules-public-api',
      comment:
        'Code outside the modules (plugins/, shared-state/, seed/, cli/, startup/, app.ts, …) reaches a module only through its <module>.public.ts, like another module does (issue 39). db/schema.ts reads *.table.ts (decision 022, the table rules). The app/ folder has a rule of its own below.',
      severity: 'error',
      from: {
        path: SERVER,
        pathNot: [`${SERVER}modules/`, `${SERVER}app/`, `${SERVER}db/schema\\.ts$`, TEST_FILE],
      },
      to: {
        path: `${SERVER}modules/`,
        pathNot: `${SERVER}modules/([^/]+)/\\1\\.public\\.ts$`,
      },
    },
    {
      name: 'server-app-module-public-api',
      comment:
        "The app (app/) reaches a module through its <module>.public.ts, except the route plugins (*.routes.ts) it registers and the services (*.service.ts) it builds: opened in a public file they would close import cycles, since routes need plugins/access-control.ts (which needs auth and users) and services need other modules' public files (users.public → users.routes → access-control → users.public).",
      severity: 'error',
      from: { path: `${SERVER}app/`, pathNot: TEST_FILE },
      to: {
        path: `${SERVER}modules/`,
        pathNot: [
          `${SERVER}modules/([^/]+)/\\1\\.public\\.ts$`,
          `${SERVER}modules/[^/]+/[^/]+\\.(routes|service)\\.ts$`,
        ],
      },
    },
    {
      name: 'server-no-index-barrels',
      comment:
        'No index.ts barrels on the server (decision 021): a module names its public file for what it is, <module>.public.ts.',
      severity: 'error',
      from: {},
      to: { path: `${SERVER}.*/index\\.ts$` },
    },
    {
      name: 'server-repository-only-from-modules',
      comment:
        'Plugins, the app (app.ts, app/), seed and cli reach tables through a module, never its repository file.',
      severity: 'error',
      from: { path: SERVER, pathNot: [`${SERVER}modules/`, TEST_FILE] },
      to: { path: `${SERVER}modules/[^/]+/[^/]+\\.repository\\.ts$` },
    },
    {
      name: 'server-core-stands-alone',
      comment:
        "db/, errors/, shared/ and config.ts are below every module and plugin: they import none, except that db/schema.ts gathers each module's *.table.ts into Kysely's DB (decision 022).",
      severity: 'error',
      from: { path: [`${SERVER}(db|errors|shared)/`, `${SERVER}config\\.ts$`], pathNot: TEST_FILE },
      to: {
        path: [`${SERVER}(modules|plugins|seed|cli|app)/`, `${SERVER}(app|main)\\.ts$`],
        pathNot: `${SERVER}modules/[^/]+/[^/]+\\.table\\.ts$`,
      },
    },
    {
      name: 'server-table-types-only-from-modules-and-schema',
      comment:
        'Outside the modules only db/schema.ts reads a *.table.ts; plugins, seed and cli use domain types.',
      severity: 'error',
      from: { path: SERVER, pathNot: [`${SERVER}modules/`, `${SERVER}db/schema\\.ts$`, TEST_FILE] },
      to: { path: `${SERVER}modules/[^/]+/[^/]+\\.table\\.ts$` },
    },
    {
      name: 'server-table-types-stand-alone',
      comment: 'A *.table.ts describes columns only, so db/schema.ts importing it can never close a cycle.',
      severity: 'error',
      from: { path: `${SERVER}modules/[^/]+/[^/]+\\.table\\.ts$` },
      to: { path: '^apps/' },
    },
    {
      name: 'server-modules-not-to-composition',
      comment:
        'app.ts with app/, main.ts, cli/ and seed/ put modules together; modules never import them. What a module needs of the seed (the demo accounts) the app gives it.',
      severity: 'error',
      from: { path: `${SERVER}modules/`, pathNot: TEST_FILE },
      to: { path: [`${SERVER}(cli|app|seed)/`, `${SERVER}(app|main)\\.ts$`] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-server|test-results|playwright-report|\\.tsbuild)/' },
    // Type-only imports count: a cycle through types is still a cycle in the design.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
