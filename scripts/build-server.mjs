/**
 * Builds the server and its command-line tools into dist/server with their dependencies bundled
 * in: resolving hundreds of modules from node_modules at every start took over half of the
 * server's start-up (about 1.4 s of 2.7 s on the bench machine). Kept outside the bundle:
 * packages that load files of their own next to their code (PGlite's WebAssembly and data, sharp's
 * native library) and optional ones the product does not install.
 */
import { build } from 'esbuild';

await build({
  entryPoints: [
    'src/server/index.ts',
    'src/server/cli/admin-create.ts',
    'src/server/cli/backup.ts',
    'src/server/cli/restore.ts',
  ],
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  logLevel: 'warning',
  external: ['@electric-sql/pglite', 'sharp', 'pg-native', 'pino-pretty'],
  // Bundled CommonJS packages call require(); an ES module has none of its own.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
