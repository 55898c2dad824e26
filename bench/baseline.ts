/**
 * Starts bench/baseline-server.mjs (raw node:http and bare Hono) once per bench run. Every
 * scenario is compared with short runs of the raw server made just before and just after it, and
 * bare Hono is measured the same way, so each ratio is "of raw" in the conditions of that minute.
 */
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { projectPath } from '../src/server/lib/paths';
import { readCpuMs, readRssMb } from './server';

export interface Baseline {
  rawUrl: string;
  honoUrl: string;
  pid: number;
  rssMb(): number;
  /** CPU ms of the baseline process (no database: always 0). */
  cpuMs(): Promise<{ server: number; database: number }>;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 15_000;

export async function startBaseline(): Promise<Baseline> {
  const child = spawn(process.execPath, [projectPath('bench', 'baseline-server.mjs')], {
    cwd: projectPath(),
    env: { PATH: process.env.PATH, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // However the bench ends, the baseline process ends with it.
  const stopWithBench = () => child.kill('SIGTERM');
  process.once('exit', stopWithBench);
  const lines = readline.createInterface({ input: child.stdout });
  let timer: NodeJS.Timeout | undefined;
  const first = await Promise.race([
    new Promise<string>((resolve) => lines.once('line', resolve)),
    exited.then(() => {
      throw new Error(`baseline server exited with code ${child.exitCode}`);
    }),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`baseline server gave no ports in ${READY_TIMEOUT_MS} ms`));
      }, READY_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
  lines.close();
  const ports = JSON.parse(first) as { raw: number; hono: number };
  const pid = child.pid ?? 0;
  return {
    rawUrl: `http://127.0.0.1:${ports.raw}`,
    honoUrl: `http://127.0.0.1:${ports.hono}`,
    pid,
    rssMb: () => readRssMb(pid),
    cpuMs: async () => ({ server: readCpuMs(pid), database: 0 }),
    stop: async () => {
      process.off('exit', stopWithBench);
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
