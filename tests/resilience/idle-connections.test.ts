/**
 * Keep-alive connections as a reverse proxy uses them: an idle one stays open longer than nginx
 * keeps its upstream connections (a proxy reusing one the server has just closed fails the
 * request), and stopping still closes each connection as soon as its last request is answered.
 */
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { openEventStream, Session, sleep } from './support/http';
import { DEMO_PASSWORD, disposeServer, type ServerProcess, startServer } from './support/server';

/** Longer than Node's own default (5 s, closed at 6 s), far shorter than the server's 65 s. */
const IDLE_MS = 7_000;

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
}

/** One connection, requests written by hand, so nothing can quietly open a new one. */
function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let buffer = '';
  let closed = false;
  let wake = () => {};
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    wake();
  });
  socket.on('close', () => {
    closed = true;
    wake();
  });
  socket.on('error', () => {});
  const nextAnswer = () =>
    new Promise<RawAnswer>((resolve, reject) => {
      const check = () => {
        const end = buffer.indexOf('\r\n\r\n');
        if (end >= 0) {
          const [statusLine = '', ...lines] = buffer.slice(0, end).split('\r\n');
          const headers: Record<string, string> = {};
          for (const line of lines) {
            const colon = line.indexOf(':');
            headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
          }
          const length = Number(headers['content-length']);
          if (buffer.length >= end + 4 + length) {
            buffer = buffer.slice(end + 4 + length);
            resolve({ status: Number(statusLine.split(' ')[1]), headers });
            return;
          }
        }
        if (closed) reject(new Error('the server closed the connection'));
      };
      wake = check;
      check();
    });
  return {
    get(path: string) {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
      return nextAnswer();
    },
    isClosed: () => closed,
    destroy: () => socket.destroy(),
  };
}

describe('idle connections', () => {
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) await disposeServer(server);
  });

  it('keeps an idle connection open longer than a proxy keeps it, and says for how long', async () => {
    const server = await startServer();
    servers.push(server);
    const connection = rawConnection(server.port);
    try {
      const first = await connection.get('/api/health');
      expect(first.status).toBe(200);
      expect(first.headers['keep-alive']).toBe('timeout=65');
      await sleep(IDLE_MS);
      expect(connection.isClosed()).toBe(false);
      expect((await connection.get('/api/health')).status).toBe(200);
    } finally {
      connection.destroy();
    }
  });

  it('stops at once with an event stream open, closing its connection instead of keeping it', async () => {
    const server = await startServer();
    servers.push(server);
    const patient = new Session(server.url);
    await patient.signIn('nhung.nguyen@example.com', DEMO_PASSWORD);
    const stream = await openEventStream(patient, '/api/notifications/stream');
    try {
      expect(stream.status).toBe(200);
      await stream.waitFor((e) => e.event === 'ping', 5_000);
      const started = performance.now();
      await server.kill('SIGTERM');
      const stopMs = Math.round(performance.now() - started);
      console.log(`stopped in ${stopMs} ms with an event stream open`);
      // The server ends the stream, then closes its connection about a second later rather than
      // keep it idle, which would hold the stop until the client let it go (fetch: after 4 s)
      // or it was forced (after 10 s).
      expect(stopMs).toBeLessThan(3_000);
      expect(server.output()).not.toMatch(/shutdown failed/);
    } finally {
      stream.close();
    }
  });
});
