/**
 * The layering of docs/ARCHITECTURE.md as checks (issue 29, ADR 0138). `npm run check` runs it (`npm run
 * boundaries`); a rule broken is an error. Paths are regular expressions on paths from the repository root.
 */

/** Test code: test files, the test folders' kits and worlds, fixtures (named *.fixture.ts) and the journeys. */
const TEST = '[.](test|spec)[.]tsx?$|[.]fixture[.]tsx?$|(^|/)test/|^e2e/';

/** What runs in production: the server's bundles (apps/server/build.mjs), the web app and its build, the contract. */
const ENTRIES = [
  '^apps/server/src/(main|migrate|demo|filesMigrate|backup|restore)[.]ts$',
  '^apps/server/build[.]mjs$',
  '^apps/web/src/main[.]tsx$',
  '^apps/web/src/prerender/entry[.]tsx$',
  '^apps/web/vite[.](prerender[.])?config[.]ts$',
  '^apps/web/build/',
  '^apps/web/public/',
  '^packages/contract/src/index[.]ts$',
];

/** The server's infrastructure: everything beneath the domain modules. */
const SERVER_INFRASTRUCTURE = '^apps/server/src/(http|realtime|store|db|providers|storage|operations|console)/';

export default {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'No import cycle, type-only and on-demand imports included: split out what both sides need.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-infrastructure-below-modules',
      comment:
        'http/, realtime/, store/, db/, providers/, storage/, operations/ and console/ never import modules/: ' +
        'app.ts or main.ts hands them what they need (as deps or a parameter), or it moves down.',
      severity: 'error',
      from: { path: SERVER_INFRASTRUCTURE, pathNot: TEST },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'web-ui-below-app-and-features',
      comment: 'ui/ holds generic pieces: it never imports app/ or features/ (DESIGN.md).',
      severity: 'error',
      from: { path: '^apps/web/src/ui/' },
      to: { path: '^apps/web/src/(app|features)/' },
    },
    {
      name: 'feature-through-public-entry',
      comment:
        "A feature imports another feature only through that feature's index.ts, or a *.public.ts beside it for " +
        'parts too heavy for the index (tests and fixtures may reach further).',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: TEST },
      to: {
        path: '^apps/web/src/features/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/(index|[^/]+[.]public)[.]tsx?$'],
      },
    },
    {
      name: 'production-imports-no-test-code',
      comment: 'Production code never imports tests, test kits or fixtures.',
      severity: 'error',
      from: { pathNot: TEST },
      to: { path: TEST },
    },
    {
      name: 'test-only-code-named-so',
      comment:
        'A module production never reaches is test code: it lives under a test/ folder or is named *.fixture.ts ' +
        '(or, imported by nothing, it is dead and goes).',
      severity: 'error',
      from: { path: ENTRIES },
      to: {
        path: '^(apps|packages)/.*[.](ts|tsx|mjs|js)$',
        pathNot: [TEST, '[.]d[.]ts$', ...ENTRIES],
        reachable: false,
      },
    },
  ],
  options: {
    // Checked against every file's content: any change cruises everything again (ADR 0138).
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
    // TypeScript's own view of the imports, so `import type` counts as much as any other (for cycles too).
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-prerender|[.]test-build)/' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
  },
};
