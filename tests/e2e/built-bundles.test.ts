/**
 * The built app runs React itself, in the browser and in the server's page renderer: no other
 * implementation of React (Preact's compatibility layer and the like) may be bundled in its place,
 * by an alias or otherwise. Read from the source maps of every built file (`npm run build`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Packages that implement React's API under another name. */
const OTHER_REACTS =
  /(?:^|\/)node_modules\/(?:preact|@preact\/[^/]+|preact-render-to-string|inferno[^/]*|nervjs|react-lite|rax|anujs|@million\/[^/]+|million)\//;

function jsFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .flatMap((name) => (name.endsWith('.js') ? [path.join(dir, name)] : []));
}

/** The sources each built file was made from, by file. */
function sourcesOf(dir: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const file of jsFiles(dir)) {
    const map = `${file}.map`;
    expect(fs.existsSync(map), `${file} has a source map to check it against`).toBe(true);
    const { sources } = JSON.parse(fs.readFileSync(map, 'utf8')) as { sources: string[] };
    out.set(
      file,
      sources.map((source) => path.resolve(path.dirname(file), source)),
    );
  }
  return out;
}

const reactVersion = (
  JSON.parse(fs.readFileSync('node_modules/react/package.json', 'utf8')) as { version: string }
).version;

describe.each([
  { bundle: 'the browser bundle', dir: 'dist/client/assets', renderer: 'react-dom-client' },
  { bundle: "the server's page renderer", dir: 'dist/ssr', renderer: 'react-dom-server' },
])('$bundle', ({ dir, renderer }) => {
  const built = sourcesOf(dir);

  it('is built', () => {
    expect(built.size, `no built files in ${dir}: run npm run build`).toBeGreaterThan(0);
  });

  it('holds no other implementation of React', () => {
    const others = [...built].flatMap(([file, sources]) =>
      sources.filter((source) => OTHER_REACTS.test(source)).map((s) => `${file}: ${s}`),
    );
    expect(others).toEqual([]);
  });

  it(`runs React ${reactVersion} (react and ${renderer})`, () => {
    const all = [...built.values()].flat();
    expect(all.some((s) => s.includes('/node_modules/react/cjs/react.production.js'))).toBe(true);
    const rendererFile = [...built].find(([, sources]) =>
      sources.some((s) => s.includes(`/node_modules/react-dom/cjs/${renderer}.`)),
    )?.[0];
    expect(rendererFile, `${renderer} is bundled`).toBeDefined();
    // React DOM refuses to run beside another version of react; its own version is in its code.
    expect(fs.readFileSync(rendererFile ?? '', 'utf8')).toContain(`"${reactVersion}"`);
  });
});
