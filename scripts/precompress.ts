/**
 * A Vite plugin for the client build: writes a brotli (quality 11) and a gzip (level 9) copy
 * beside each compressible file of the build, which the server sends as they are to browsers that
 * accept them (`serveStatic({ precompressed: true })`). Compressing once, at the highest levels,
 * makes the files a browser downloads about a fifth smaller than the per-request gzip did, and
 * costs the server nothing per request.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Smaller files gain nothing worth a second file. */
const MIN_BYTES = 1024;

async function compressFile(file: string) {
  const bytes = await fs.readFile(file);
  if (bytes.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip(bytes, { level: 9 }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files: string[] = [];
      for await (const file of filesUnder(outDir)) {
        // The page itself is written per request by the server, not served as a file.
        if (COMPRESSIBLE.test(file) && path.basename(file) !== 'index.html') files.push(file);
      }
      await Promise.all(files.map(compressFile));
    },
  };
}
