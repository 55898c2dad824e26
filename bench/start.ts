/**
 * `npm start` as the README tells a user to run it (no configuration but a free PORT and a
 * temporary DATA_DIR): time from the command to the first `/api/health` 200, then a clean stop.
 *
 * It runs in a fresh copy of the checkout (node_modules linked, no dist/): the first start has
 * to build, the second finds the build up to date and must only start the server. A copy, not
 * the working tree, because a forced build there would replace the dist/ that the other phases
 * (and anyone else using this checkout) run from.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectPath } from '../src/server/lib/paths';
import { freePort } from './server';

export interface StartRun {
  start: 'first' | 'second';
  /** Whether scripts/build-if-changed.mjs ran `npm run build`. */
  built: boolean;
  secondsToHealth: number;
  /** From SIGTERM to the exit of every process `npm start` started. */
  stopSeconds: number;
  /** How npm itself ended (it reports the signal that ended the shell). */
  npmExit: number | string | null;
  /** The server logged its shutdown, and nothing was left to SIGKILL. */
  cleanStop: boolean;
}

export interface StartResult {
  runs: StartRun[];
  logFile: string;
}

/** Not needed to build or run the product, or too big to copy each time. */
const NOT_COPIED = new Set([
  'node_modules',
  'dist',
  'data',
  'bench',
  'tests',
  'coverage',
  'test-results',
]);
const HEALTH_TIMEOUT_MS = 300_000;
const STOP_TIMEOUT_MS = 20_000;

function copyCheckout(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-start-checkout-'));
  for (const name of fs.readdirSync(projectPath())) {
    // Dot files (.git, .env, tool settings) play no part in building or running.
    if (NOT_COPIED.has(name) || name.startsWith('.')) continue;
    fs.cpSync(projectPath(name), path.join(copy, name), { recursive: true });
  }
  fs.symlinkSync(projectPath('node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

async function healthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health`);
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

const exitOf = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/**
 * Whether a process of the group is still running. Read from /proc, because a zombie (exited,
 * not yet reaped by whoever adopted it) still answers kill(-pgid, 0).
 */
function groupAlive(pgid: number): boolean {
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      // After the command name: state, ppid, pgrp.
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(pgrp) === pgid && state !== 'Z') return true;
    } catch {
      // gone meanwhile
    }
  }
  return false;
}

async function startOnce(
  which: StartRun['start'],
  checkout: string,
  dataDir: string,
  log: fs.WriteStream,
): Promise<StartRun> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  log.write(`\n==== ${which} start: npm start on port ${port}\n`);
  const started = performance.now();
  // Its own process group, so whatever npm leaves behind can be found (and killed) by its id.
  const child = spawn('npm', ['start'], {
    cwd: checkout,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      log.write(chunk);
    });
  }
  const pgid = child.pid ?? 0;
  try {
    while (!(await healthy(url))) {
      if (child.exitCode !== null) throw new Error(`npm start exited with code ${child.exitCode}`);
      if (performance.now() - started > HEALTH_TIMEOUT_MS) throw new Error('no /api/health 200');
      await new Promise((r) => setTimeout(r, 100));
    }
  } catch (err) {
    if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
    throw err;
  }
  const secondsToHealth = (performance.now() - started) / 1000;
  const stop = await stopGroup(child, pgid);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    start: which,
    built: /building/i.test(output) && !/up to date/i.test(output),
    secondsToHealth: round(secondsToHealth),
    stopSeconds: round(stop.seconds),
    npmExit: child.exitCode ?? child.signalCode,
    cleanStop: !stop.killed && /shutting down/.test(output) && !/shutdown failed/.test(output),
  };
}

/**
 * npm runs the script through `sh -c`; SIGTERM to npm alone stops npm and the shell and leaves
 * the server running. So the whole group gets it, as from Ctrl-C in a terminal or a service
 * manager: the server shuts down on it once, gracefully. Done when no process of the group is
 * left; SIGKILL (not a clean stop) after STOP_TIMEOUT_MS.
 */
async function stopGroup(child: ChildProcess, pgid: number) {
  const stopping = performance.now();
  process.kill(-pgid, 'SIGTERM');
  await exitOf(child);
  let killed = false;
  while (groupAlive(pgid)) {
    if (performance.now() - stopping > STOP_TIMEOUT_MS) {
      process.kill(-pgid, 'SIGKILL');
      killed = true;
      break;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { seconds: (performance.now() - stopping) / 1000, killed };
}

export async function measureStart(log: (line: string) => void): Promise<StartResult> {
  const logDir = projectPath('bench', 'results', 'tmp');
  fs.mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, 'npm-start.log');
  const out = fs.createWriteStream(logFile);
  const checkout = copyCheckout();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-start-data-'));
  try {
    const runs: StartRun[] = [];
    // The second start keeps the first one's DATA_DIR, as a user's restart would.
    for (const which of ['first', 'second'] as const) {
      const r = await startOnce(which, checkout, dataDir, out);
      log(
        `  ${which} start: /api/health 200 after ${r.secondsToHealth} s` +
          `${r.built ? ' (built)' : ''}, stopped in ${r.stopSeconds} s ` +
          `(${r.cleanStop ? 'clean' : 'not clean'})`,
      );
      runs.push(r);
    }
    return { runs, logFile };
  } finally {
    await new Promise((r) => out.end(r));
    // The link first: removing the copy must never reach the real node_modules.
    fs.unlinkSync(path.join(checkout, 'node_modules'));
    fs.rmSync(checkout, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
