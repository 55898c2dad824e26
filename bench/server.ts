/**
 * Runs the built server (node dist/server/index.js) as a child process, so its memory and CPU
 * are its own and the load generator never shares its event loop.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { projectPath } from '../src/server/lib/paths';
import { withClient } from './pg';

export const ADMIN_EMAIL = 'bench.admin@example.com';
export const ADMIN_PASSWORD = 'bench-admin-password-2026';
/** Known to the bench so it can sign session cookies for sessions it inserts itself. */
export const AUTH_SECRET = 'bench-auth-secret-0123456789-abcdefghijklmnop';

export interface ServerHandle {
  url: string;
  pid: number;
  dataDir: string;
  logFile: string;
  /** Resident memory of the server process, in MB (VmRSS of /proc/<pid>/status). */
  rssMb(): number;
  /** CPU ms used so far by the server process and by its PostgreSQL backends. */
  cpuMs(): Promise<{ server: number; database: number }>;
  stop(): Promise<void>;
}

export interface ServerStart {
  label: string;
  /** postgres://… or undefined for the embedded PGlite database. */
  databaseUrl?: string;
  seedDemo: boolean;
  /** Kept when given (PGlite data survives a restart); a fresh temporary folder otherwise. */
  dataDir?: string;
  /** Extra environment of the server process (e.g. DIRECTORY_CACHE_SIZE). */
  env?: Record<string, string>;
  /** Options for node itself, before the script (e.g. --cpu-prof). */
  nodeArgs?: string[];
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export function readRssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? 0);
    return Math.round(kb / 102.4) / 10;
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends connected to the database (the server's pool and its LISTEN). */
async function backendPids(databaseUrl: string): Promise<number[]> {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  return withClient(databaseUrl, async (c) => {
    const { rows } = await c.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    return rows.map((r) => r.pid);
  });
}

/**
 * A running total of the CPU used by the database backends. Backends come and go (the pool
 * closes idle connections), so each sample adds what every backend used since it was last seen;
 * a new backend counts in full.
 */
function backendsCpuCounter(databaseUrl: string): () => Promise<number> {
  const last = new Map<number, number>();
  let total = 0;
  return async () => {
    const now = new Map<number, number>();
    for (const pid of await backendPids(databaseUrl)) now.set(pid, readCpuMs(pid));
    for (const [pid, ms] of now) total += Math.max(0, ms - (last.get(pid) ?? 0));
    last.clear();
    for (const [pid, ms] of now) last.set(pid, ms);
    return total;
  };
}

const CLOCK_TICKS_PER_S = 100;

/** CPU time (user + system) a process has used so far, in ms; 0 when it is gone. */
export function readCpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may contain spaces): utime is 14th, stime 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
  } catch {
    return 0;
  }
}

async function waitReady(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not ready after ${timeoutMs} ms`);
}

export async function startServerProcess(start: ServerStart): Promise<ServerHandle> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = start.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), `bench-${start.label}-`));
  const logDir = projectPath('bench', 'results', 'tmp');
  fs.mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, `server-${start.label}.log`);
  const out = fs.openSync(logFile, 'w');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SEED_DEMO: String(start.seedDemo),
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    AUTH_SECRET,
    // The load comes from one machine; each simulated patient sends its own X-Forwarded-For so
    // the per-IP rate limits count per patient, as they would in production behind a proxy.
    TRUST_PROXY: 'true',
    ...(start.databaseUrl ? { DATABASE_URL: start.databaseUrl } : {}),
    ...start.env,
  };
  const script = projectPath('dist', 'server', 'index.js');
  const child = spawn(process.execPath, [...(start.nodeArgs ?? []), script], {
    env,
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  try {
    await waitReady(url, child, 180_000);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${(err as Error).message}; see ${logFile}`);
  }
  const pid = child.pid ?? 0;
  const databaseCpu = start.databaseUrl ? backendsCpuCounter(start.databaseUrl) : async () => 0;
  return {
    url,
    pid,
    dataDir,
    logFile,
    rssMb: () => readRssMb(pid),
    cpuMs: async () => ({
      server: readCpuMs(pid),
      database: await databaseCpu(),
    }),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
      if (!start.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
