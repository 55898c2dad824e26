/**
 * Architecture rules, checked by `npm run lint` (its `lint:deps` step; Biome's noImportCycles
 * checks cycles too, this file adds the layer rules):
 * - no import cycles anywhere in src;
 * - a client feature imports only components/, lib/, i18n/, @shared and its own files (a screen
 *   another feature needs moves to components/, or the route table in app/ composes them, as
 *   app/doctor-detail-route.tsx and app/profile-route.tsx do); tests may cross features;
 * - the client never imports server code, and shared code imports neither.
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
