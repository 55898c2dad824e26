/**
 * Architecture rules, checked by `npm run lint` (its `lint:deps` step; Biome's noImportCycles
 * checks cycles too, this file adds the layer rules):
 * - no import cycles anywhere in src;
 * - a client feature imports only components/, lib/, i18n/, @shared and its own files (a screen
 *   another feature needs moves to components/, or the route table in app/ composes them, as
 *   app/doctor-detail-route.tsx and app/profile-route.tsx do); tests may cross features. The
 *   admin area's screens are features like the others (moderation, directory, users, …), framed
 *   by features/admin-shell and routed by app/admin-app.tsx;
 * - the kit (components/, with the admin screens' part in components/admin/; lib/; i18n/)
 *   imports no feature and no route table;
 * - in a feature (and in components/) only api.ts files import the API client (lib/api.ts):
 *   screens import their folder's request functions and hooks; errors come from lib/api-errors.ts;
 * - the client never imports server code, and shared code imports neither;
 * - a server module owns its tables: only files under src/server/modules/X/ import X's repos
 *   (repo.ts, *-repo.ts); everything else calls X's service.ts (tests may reach a repo);
 * - in a server module only the repos hold SQL: no other file imports drizzle-orm, nor
 *   db/schema.ts except for its types (`import type`);
 * - no two server modules import each other (type-only imports aside): depcruise's rules cannot
 *   say this of folders, so src/server/architecture/module-imports.test.ts checks it.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      from: { path: '^src/' },
      // A cycle closed only by `import type` vanishes at runtime (types are erased), so it is allowed.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'feature-imports-another-feature',
      severity: 'error',
      // Tests and their helpers render the whole app (the real route table), so they may reach
      // across features; the cycle rule above still covers them.
      from: {
        path: '^src/client/features/([^/]+)/',
        pathNot: ['\\.test\\.tsx?$', '/test-(fixtures|harness|data)\\.tsx?$'],
      },
      to: { path: '^src/client/(features|app)/', pathNot: '^src/client/features/$1/' },
    },
    {
      name: 'kit-imports-a-feature',
      severity: 'error',
      // components/, lib/ and i18n/ are the kit every feature builds on (components/admin/ is the
      // admin screens' part of it): they know no feature and no route table.
      from: {
        path: '^src/client/(components|lib|i18n)/',
        pathNot: ['\\.test\\.tsx?$', '/test-(fixtures|harness|data)\\.tsx?$'],
      },
      to: { path: '^src/client/(features|app)/' },
    },
    {
      name: 'api-client-outside-api-ts',
      severity: 'error',
      // A feature's requests are its api.ts (TanStack Query hooks and plain calls over `api(…)`);
      // screens import those, so each feature's traffic is read in one file. The shared widgets
      // in components/ follow the same rule. Errors and their words come from
      // lib/api-errors.ts, which anything may import.
      from: {
        path: '^src/client/(features|components)/',
        pathNot: ['/api\\.ts$', '\\.test\\.tsx?$', '/test-(fixtures|harness|data)\\.tsx?$'],
      },
      to: { path: '^src/client/lib/api\\.ts$' },
    },
    {
      name: 'repo-of-another-module',
      severity: 'error',
      // A module's tables are read and written through its service, so the SQL stays in one place.
      from: { path: '^src/server/modules/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^src/server/modules/[^/]+/(repo|[^/]*-repo)\\.ts$',
        pathNot: '^src/server/modules/$1/',
      },
    },
    {
      name: 'route-reaches-a-repo',
      severity: 'error',
      // Routes only translate HTTP: what a request does, and the SQL, is the service's.
      from: { path: '^src/server/modules/[^/]+/(routes|[^/]*-routes)\\.ts$' },
      to: { path: '^src/server/modules/[^/]+/(repo|[^/]*-repo)\\.ts$' },
    },
    {
      name: 'sql-outside-a-repo',
      severity: 'error',
      // SQL only in repos: a module's other files call its repo and never import drizzle-orm.
      from: {
        path: '^src/server/modules/',
        pathNot: ['/(repo|[^/]*-repo)\\.ts$', '\\.test\\.ts$'],
      },
      to: { path: ['(^|/)node_modules/drizzle-orm/', '^drizzle-orm(/|$)'] },
    },
    {
      name: 'schema-outside-a-repo',
      severity: 'error',
      // SQL only in repos: outside them a module imports db/schema.ts for its types alone.
      from: {
        path: '^src/server/modules/',
        pathNot: ['/(repo|[^/]*-repo)\\.ts$', '\\.test\\.ts$'],
      },
      to: { path: '^src/server/db/schema\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'repo-outside-its-module',
      severity: 'error',
      // The same for the rest of the server (auth, realtime, seed, the test harness…).
      from: { path: '^src/', pathNot: ['^src/server/modules/', '\\.test\\.ts$'] },
      to: { path: '^src/server/modules/[^/]+/(repo|[^/]*-repo)\\.ts$' },
    },
    {
      name: 'client-imports-server',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'shared-imports-an-app',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(client|server)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
