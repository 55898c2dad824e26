/**
 * Local stand-ins for the providers, so the bench measures our sending, not the Internet: an
 * SMPP 3.4 gateway (the `smpp` package's server: binds, answers each submit_sm with an id and
 * sends a delivery receipt), an HTTP server answering as Zalo's Open API does (token refresh and
 * ZNS sends), and an SMTP server that accepts every message (`smtp-server`).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import smpp, { type PDU, type Session } from 'smpp';
import { SMTPServer } from 'smtp-server';

export interface MessageServers {
  /** The bench server's environment that points every channel here. */
  env: Record<string, string>;
  received: { sms: number; zalo: number; email: number };
  close(): Promise<void>;
}

const listen = (server: { listen: (port: number, host: string, cb: () => void) => unknown }) =>
  new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

export async function startMessageServers(): Promise<MessageServers> {
  const received = { sms: 0, zalo: 0, email: 0 };
  let sequence = 0;

  const gateway = smpp.createServer({}, (session: Session) => {
    session.on('bind_transceiver', (pdu: PDU) => session.send(pdu.response()));
    session.on('enquire_link', (pdu: PDU) => session.send(pdu.response()));
    session.on('unbind', (pdu: PDU) => session.send(pdu.response()));
    session.on('submit_sm', (pdu: PDU) => {
      received.sms += 1;
      const id = `b${++sequence}`;
      session.send(pdu.response({ message_id: id }));
      session.deliver_sm({
        esm_class: smpp.ESM_CLASS.MC_DELIVERY_RECEIPT,
        short_message: `id:${id} sub:001 dlvrd:001 stat:DELIVRD err:000`,
      });
    });
    session.on('error', () => {});
  });
  await listen(gateway as unknown as Parameters<typeof listen>[0]);

  const zalo = http.createServer(async (req, res) => {
    for await (const _ of req) {
      // The body is not needed: every send is accepted.
    }
    const refresh = req.url === '/v4/oa/access_token';
    if (!refresh) received.zalo += 1;
    const answer = refresh
      ? { access_token: 'bench-token', refresh_token: `r${++sequence}`, expires_in: '90000' }
      : { error: 0, message: 'Success', data: { msg_id: `z${++sequence}` } };
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(answer));
  });
  await listen(zalo);

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received.email += 1;
        done();
      });
    },
  });
  await listen(smtp as unknown as Parameters<typeof listen>[0]);

  const port = (server: { address(): AddressInfo | string | null }) =>
    (server.address() as AddressInfo).port;
  const zaloUrl = `http://127.0.0.1:${port(zalo)}`;
  return {
    env: {
      QUIET_HOURS: 'none',
      SMPP_URL: `smpp://bench:secret@127.0.0.1:${port(gateway as unknown as http.Server)}`,
      SMTP_URL: `smtp://127.0.0.1:${port(smtp.server)}`,
      ZALO_APP_ID: '1234567890',
      ZALO_SECRET_KEY: 'bench-app-secret',
      ZALO_REFRESH_TOKEN: 'bench-refresh-token',
      ZALO_OA_SECRET_KEY: 'bench-oa-secret',
      ZALO_TEMPLATE_INVITATION: '301001',
      ZALO_TEMPLATE_REMINDER: '301002',
      ZALO_API_URL: zaloUrl,
      ZALO_OAUTH_URL: zaloUrl,
    },
    received,
    async close() {
      await Promise.all([
        new Promise<void>((resolve) => zalo.close(() => resolve())),
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => gateway.close(() => resolve())),
      ]);
    },
  };
}
