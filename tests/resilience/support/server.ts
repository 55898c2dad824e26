/**
 * Runs the built server (`node dist/server/index.js`, made by `npm run build:server`) as a child
 * process on 127.0.0.1 and a free port, as production runs it. The web client is not needed:
 * only /api is used.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sleep } from './http';

export const ADMIN = { email: 'admin@example.com', password: 'resilience-admin-password-1' };
/** The same secret on every instance, so a session made by one is valid on the others. */
export const AUTH_SECRET = 'resilience-auth-secret-0123456789-abcdefghij';
/** Demo patients' password (see the README). */
export const DEMO_PASSWORD = 'benhnhan-demo-2026';

export interface ServerOptions {
  /** PostgreSQL URL; without it the server uses the embedded PGlite in `dataDir`. */
  databaseUrl?: string;
  /** Reuse a data folder (restart on the same embedded database); a temp folder otherwise. */
  dataDir?: string;
  /** Reuse a port (restart at the same address); a free one otherwise. */
  port?: number;
  env?: Record<string, string>;
  readyTimeoutMs?: number;
}

export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  dataDir: string;
  child: ChildProcess;
  /** True while the process has not exited. */
  alive(): boolean;
  /** What the process printed (last 200 kB). */
  output(): string;
  /** Distinct messages of the errors it logged (pino level ≥ 50), with how often each came. */
  loggedErrors(): Record<string, number>;
  /** Sends a signal and waits for the process to exit (SIGTERM: graceful, SIGKILL: crash). */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** Servers still running when the test process ends are killed with it, never left behind. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export async function startServer(options: ServerOptions = {}): Promise<ServerProcess> {
  const entry = path.resolve('dist/server/index.js');
  if (!fs.existsSync(entry)) {
    throw new Error('dist/server/index.js missing: run `npm run build:server` first');
  }
  const dataDir = options.dataDir ?? tempDir('dr-resilience-');
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_SECRET,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'error',
      DATABASE_URL: options.databaseUrl ?? '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-200_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  running.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  const alive = () => child.exitCode === null && child.signalCode === null;

  const server: ServerProcess = {
    url,
    port,
    pid: child.pid ?? -1,
    dataDir,
    child,
    alive,
    output: () => output,
    loggedErrors: () => {
      const seen: Record<string, number> = {};
      for (const line of output.split('\n')) {
        if (!line.startsWith('{')) continue;
        try {
          const entry = JSON.parse(line) as {
            level?: number;
            msg?: string;
            err?: { message?: string; cause?: { message?: string } };
          };
          if ((entry.level ?? 0) < 50) continue;
          const text = `${entry.msg}: ${entry.err?.message ?? ''} ${entry.err?.cause?.message ?? ''}`;
          seen[text] = (seen[text] ?? 0) + 1;
        } catch {
          // not a log line
        }
      }
      return seen;
    },
    kill: async (signal) => {
      if (!alive()) return;
      child.kill(signal);
      // A graceful stop that takes too long is finished off, so a test never waits forever.
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000);
  const fail = async (message: string) => {
    await server.kill('SIGKILL');
    if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    return new Error(`${message}:\n${output}`);
  };
  for (;;) {
    if (!alive()) throw await fail(`server exited early (${child.exitCode})`);
    try {
      const res = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw await fail('server did not become ready');
    await sleep(200);
  }
  return server;
}

/** Stops the server gracefully (if running) and removes its data folder. */
export async function disposeServer(server: ServerProcess | undefined, removeData = true) {
  if (!server) return;
  await server.kill('SIGTERM');
  if (removeData) fs.rmSync(server.dataDir, { recursive: true, force: true });
}
