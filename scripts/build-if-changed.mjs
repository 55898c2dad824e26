/**
 * `npm start`: builds the product only when its sources changed since the last successful build,
 * then runs the built server in this process.
 *
 * The fingerprint covers every file under src/ and public/, index.html, vite.config.ts,
 * scripts/build.mjs, scripts/build-server.mjs, scripts/precompress.ts, package.json and package-lock.json (path, size and modification
 * time: an edit, an added or a deleted file all change it). It is stored in dist/.build-stamp after `npm run build` succeeds;
 * a missing stamp or a missing build output means a build.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const STAMP = path.join(root, 'dist', '.build-stamp');
const INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/build.mjs',
  'scripts/build-server.mjs',
  'scripts/precompress.ts',
  'package.json',
  'package-lock.json',
];
const OUTPUTS = ['dist/server/index.js', 'dist/client/index.html', 'dist/ssr/entry-server.js'];

function fingerprint() {
  const hash = crypto.createHash('sha256');
  const visit = (relative) => {
    const full = path.join(root, relative);
    let stat;
    try {
      stat = fs.statSync(full);
    } catch {
      hash.update(`missing ${relative}\n`);
      return;
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(full).sort()) visit(path.join(relative, name));
    } else {
      hash.update(`${relative} ${stat.size} ${stat.mtimeMs}\n`);
    }
  };
  for (const input of INPUTS) visit(input);
  return hash.digest('hex');
}

function readStamp() {
  try {
    return fs.readFileSync(STAMP, 'utf8').trim();
  } catch {
    return null;
  }
}

const current = fingerprint();
const built = OUTPUTS.every((output) => fs.existsSync(path.join(root, output)));
if (!built || readStamp() !== current) {
  console.log(built ? 'Sources changed since the last build: building…' : 'Building…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // The fingerprint from before the build: an edit made during the build means another build.
  fs.writeFileSync(STAMP, `${current}\n`);
} else {
  console.log('The build is up to date.');
}

await import(pathToFileURL(path.join(root, 'dist', 'server', 'index.js')).href);
