/**
 * The bench's reference servers, in a process of their own so the product's server, the load
 * generator and these share nothing but the machine:
 *   - raw: node:http answering `{"status":"ok"}` with Content-Length (the most a Node server
 *     can do here, the "raw" every ratio in the report is relative to);
 *   - hono: a bare Hono app on @hono/node-server with the same answer (what the framework
 *     alone costs, before any of the product's middleware).
 * Both listen on a free port of 127.0.0.1; the ports are printed as one JSON line on stdout.
 * Plain JavaScript run with node (no tsx), so it starts in well under a second.
 */
import http from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const BODY = JSON.stringify({ status: 'ok' });

const raw = http.createServer((_req, res) => {
  res.writeHead(200, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(BODY),
  });
  res.end(BODY);
});

const app = new Hono();
const health = (c) => c.json({ status: 'ok' });
app.get('/api/health', health);
// The bench polls /api/ready after each load run until the server answers promptly again.
app.get('/api/ready', health);

const listening = (server) =>
  new Promise((resolve) => server.once('listening', () => resolve(server.address().port)));

// Both waits start before either is awaited: the second 'listening' may come first.
const rawPort = listening(raw);
raw.listen(0, '127.0.0.1');
const hono = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
const honoPort = listening(hono);
const ports = { raw: await rawPort, hono: await honoPort };
console.log(JSON.stringify(ports));

const stop = () => {
  raw.close();
  hono.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
