/**
 * The deploy guide's nginx example (docs/nginx.conf.example), as written but for its ports, in
 * front of two built instances on one PostgreSQL database: readiness through nginx, sign-in
 * through nginx, and an event stream opened through nginx that receives, promptly, announcements
 * posted through each instance (so at least one crosses from the other instance).
 *
 * nginx runs as a child of the test (not a daemon), with its prefix, pid, logs and temp files in
 * a temp folder, listening on 127.0.0.1 only. Skipped, saying why, without /usr/sbin/nginx
 * (CI installs it from Debian's packages) or without PostgreSQL.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, onPostgres, type TestDatabase } from './support/db';
import { openEventStream, Session, sleep } from './support/http';
import {
  ADMIN,
  DEMO_PASSWORD,
  disposeServer,
  freePort,
  type ServerProcess,
  startServer,
  tempDir,
} from './support/server';

const NGINX = '/usr/sbin/nginx';
const hasNginx = fs.existsSync(NGINX);
const skipReason = !hasNginx
  ? `${NGINX} not found (apt-get install nginx; .ci/run does)`
  : !onPostgres
    ? 'needs PostgreSQL: set TEST_DATABASE_URL (CI does)'
    : undefined;
if (skipReason) console.warn(`nginx test skipped: ${skipReason}`);

/** The example with the instances' ports and a 127.0.0.1 listen address; nothing else changed. */
function renderExample(ports: { one: number; two: number; nginx: number }) {
  const example = fs.readFileSync(path.resolve('docs/nginx.conf.example'), 'utf8');
  const replacements: [string, string][] = [
    ['server 127.0.0.1:3001 ', `server 127.0.0.1:${ports.one} `],
    ['server 127.0.0.1:3002 ', `server 127.0.0.1:${ports.two} `],
    ['    listen 80;', `    listen 127.0.0.1:${ports.nginx};`],
  ];
  let rendered = example;
  for (const [from, to] of replacements) {
    expect(rendered.split(from).length - 1, `"${from}" once in the example`).toBe(1);
    rendered = rendered.replace(from, to);
  }
  return rendered;
}

describe.skipIf(skipReason !== undefined)(
  'two instances behind nginx (docs/nginx.conf.example)',
  () => {
    let database: TestDatabase;
    const servers: ServerProcess[] = [];
    let one: ServerProcess;
    let two: ServerProcess;
    let nginx: ChildProcess | undefined;
    let nginxLog = '';
    let dir: string;
    let url: string;

    beforeAll(async () => {
      database = await createDatabase();
      const nginxPort = await freePort();
      url = `http://127.0.0.1:${nginxPort}`;
      // Both start together on the empty database: one migrates (under the advisory lock) and
      // seeds, the other waits. PUBLIC_URL is the balancer's address, as in production.
      const started = await Promise.allSettled(
        [0, 1].map(() => startServer({ databaseUrl: database.url, env: { PUBLIC_URL: url } })),
      );
      for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
      for (const s of started) if (s.status === 'rejected') throw s.reason;
      [one, two] = servers as [ServerProcess, ServerProcess];

      dir = tempDir('dr-nginx-');
      fs.chmodSync(dir, 0o755);
      const site = path.join(dir, 'doctor-ratings.conf');
      fs.writeFileSync(site, renderExample({ one: one.port, two: two.port, nginx: nginxPort }));
      const main = path.join(dir, 'nginx.conf');
      fs.writeFileSync(
        main,
        [
          'daemon off;',
          'worker_processes 1;',
          `pid ${path.join(dir, 'nginx.pid')};`,
          `error_log ${path.join(dir, 'error.log')} warn;`,
          'events { worker_connections 256; }',
          'http {',
          `  access_log ${path.join(dir, 'access.log')};`,
          ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
            (name) => `  ${name}_temp_path ${path.join(dir, name)};`,
          ),
          `  include ${site};`,
          '}',
          '',
        ].join('\n'),
      );
      nginx = spawn(NGINX, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', main], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const keep = (d: Buffer) => {
        nginxLog += d.toString();
      };
      nginx.stdout?.on('data', keep);
      nginx.stderr?.on('data', keep);
      const deadline = Date.now() + 15_000;
      for (;;) {
        if (nginx.exitCode !== null) {
          const errors = fs.existsSync(path.join(dir, 'error.log'))
            ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8')
            : '';
          throw new Error(`nginx exited (${nginx.exitCode}): ${nginxLog}\n${errors}`);
        }
        try {
          if ((await fetch(`${url}/api/health`)).ok) break;
        } catch {
          // not listening yet
        }
        if (Date.now() > deadline) throw new Error(`nginx did not answer: ${nginxLog}`);
        await sleep(100);
      }
    });

    afterAll(async () => {
      if (nginx && nginx.exitCode === null) {
        const exited = new Promise((resolve) => nginx!.once('exit', resolve));
        nginx.kill('SIGQUIT');
        const timer = setTimeout(() => nginx!.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      await Promise.all(servers.map((s) => disposeServer(s)));
      await database?.drop();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    });

    it('answers the readiness and liveness checks through nginx', async () => {
      for (const check of ['/api/ready', '/api/health']) {
        const res = await fetch(url + check);
        expect(res.status, check).toBe(200);
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
      expect(await (await fetch(`${url}/api/ready`)).json()).toEqual({ status: 'ready' });
    });

    it('delivers announcements posted through either instance to a stream opened through nginx', async () => {
      const reader = new Session(url);
      // Signing in through nginx: its Host header keeps the port, so the Origin check passes.
      await reader.signIn('thao.le@example.com', DEMO_PASSWORD);
      const admin = new Session(one.url, '10.250.0.1');
      await admin.signIn(ADMIN.email, ADMIN.password);

      const stream = await openEventStream(reader, '/api/notifications/stream', url);
      try {
        expect(stream.status).toBe(200);
        expect(stream.contentType).toContain('text/event-stream');
        await stream.waitFor((e) => e.event === 'ping', 5_000);
        for (const [base, title] of [
          [one.url, 'Qua nginx, từ máy chủ 1'],
          [two.url, 'Qua nginx, từ máy chủ 2'],
        ] as const) {
          const started = performance.now();
          const posted = await admin.post(
            '/api/admin/announcements',
            { title, content: 'Một luồng sự kiện qua nginx.' },
            { base },
          );
          expect(posted.status).toBe(201);
          // Not held in a proxy buffer: it arrives within seconds, not at the next heartbeat.
          const event = await stream.waitFor(
            (e) => e.event === 'notification' && e.data.includes(title),
            5_000,
          );
          expect(JSON.parse(event.data)).toMatchObject({ type: 'system' });
          expect(performance.now() - started).toBeLessThan(5_000);
        }
      } finally {
        stream.close();
      }
    });
  },
);
