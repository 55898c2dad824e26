/**
 * Starts the real built product (`node dist/server/index.js`) on a free port and a data folder,
 * with an embedded database; without the test runner, so the globalSetup can use it too.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const ADMIN = { email: 'admin@example.com', password: 'e2e-admin-password-123' };

export interface RunningApp {
  url: string;
  dataDir: string;
  stop(options?: { keepData?: boolean }): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Starts the built server on `dataDir`; `stop()` removes the folder unless told to keep it. */
export async function startServerOn(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<RunningApp> {
  const entry = path.resolve('dist/server/index.js');
  if (!fs.existsSync(entry))
    throw new Error('dist/server/index.js missing: run `npm run build` first');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      // Invitations are sent whatever the hour the tests run at.
      QUIET_HOURS: 'none',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  let stopping = false;
  // A server that dies mid-suite fails the next requests with ECONNREFUSED: say why it died.
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`server exited unexpectedly (${code ?? signal}):\n${output}`);
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/api/ready`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      stopping = true;
      child.kill('SIGKILL');
      throw new Error(`server did not become ready:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    stop: async ({ keepData = false } = {}) => {
      stopping = true;
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
