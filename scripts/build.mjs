/**
 * `npm run build`: the client, the server-side page renderer and the server, built side by side.
 * The three outputs (dist/client, dist/ssr, dist/server) do not depend on each other, and each
 * build is mostly one thread of JavaScript, so on a 2-core machine running them at once takes
 * about 70% of the time one after another (a first `npm start` included). Each build's output is
 * printed whole when it ends, so the logs do not interleave; the build fails if any part fails.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');

const PARTS = [
  { name: 'client', args: [vite, 'build'] },
  { name: 'page renderer', args: [vite, 'build', '--ssr', 'src/client/entry-server.tsx'] },
  { name: 'server', args: [path.join(root, 'scripts', 'build-server.mjs')] },
];

function run({ name, args }) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, { cwd: root });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    let reported = false;
    const done = (code) => {
      if (reported) return;
      reported = true;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n── ${name}: ${code === 0 ? 'built' : 'FAILED'} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    };
    child.on('error', (err) => {
      output.push(Buffer.from(`${err.message}\n`));
      done(1);
    });
    child.on('close', done);
  });
}

const results = await Promise.all(PARTS.map(run));
if (results.includes(false)) process.exit(1);
