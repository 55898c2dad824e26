/**
 * SMS over SMPP 3.4, the protocol of carriers' and brand-name SMS gateways: one transceiver
 * session, bound on first use and again after the gateway drops it; each message asks for a
 * delivery receipt, which the gateway sends back on the same session as a deliver_sm.
 */
import smpp, { type PDU, type Session } from 'smpp';
import type { Logger } from '../lib/logger';
import { type DeliveryReceipt, maskPhone, type SmsTransport } from './sms';

export interface SmppOptions {
  /** smpp://system_id:password@host:port (ssmpp:// for TLS). */
  url: string;
  /** The brand name (alphanumeric sender id) or number the messages come from. */
  sender: string;
  onReceipt: (receipt: DeliveryReceipt) => Promise<void>;
  log: Logger;
}

/** SMPP's type of number: 5 for an alphanumeric sender, 1 for an international number. */
const TON = { alphanumeric: 5, international: 1 } as const;
const ENQUIRE_LINK_MS = 30_000;

/** The message id and final state of a receipt: in TLVs, or in its text (id:… stat:DELIVRD). */
function readReceipt(pdu: PDU): DeliveryReceipt | null {
  const text = (pdu.short_message as { message?: string } | undefined)?.message ?? '';
  const messageId =
    (pdu.receipted_message_id as string | undefined) ?? /\bid:(\S+)/i.exec(text)?.[1];
  if (!messageId) return null;
  const state = pdu.message_state as number | undefined;
  const delivered =
    state !== undefined ? state === smpp.MESSAGE_STATE.DELIVERED : /\bstat:DELIVRD\b/i.test(text);
  return { messageId, delivered };
}

export function smppTransport(options: SmppOptions): SmsTransport {
  const url = new URL(options.url);
  const credentials = {
    system_id: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
  };
  const address = `${url.protocol}//${url.host}`;
  let bound: Promise<Session> | undefined;

  const bind = () =>
    new Promise<Session>((resolve, reject) => {
      const session = smpp.connect(
        { url: address, auto_enquire_link_period: ENQUIRE_LINK_MS },
        () =>
          session.bind_transceiver(credentials, (pdu) => {
            if (pdu.command_status === 0) resolve(session);
            else {
              session.destroy();
              reject(new Error(`SMPP bind refused (status ${pdu.command_status})`));
            }
          }),
      );
      session.on('deliver_sm', (pdu: PDU) => {
        // Answered at once, whatever it holds: the gateway resends what is not acknowledged.
        session.send(pdu.response());
        if (!((pdu.esm_class as number) & smpp.ESM_CLASS.MC_DELIVERY_RECEIPT)) return;
        const receipt = readReceipt(pdu);
        if (receipt)
          options
            .onReceipt(receipt)
            .catch((err: unknown) =>
              options.log.error({ err }, 'An SMS delivery receipt could not be recorded'),
            );
      });
      const drop = (err?: unknown) => {
        if (err) options.log.warn({ err }, 'SMPP session lost; it binds again on the next message');
        bound = undefined;
        reject(err instanceof Error ? err : new Error('SMPP session closed'));
      };
      session.on('error', drop);
      session.on('close', () => drop());
    });

  return {
    async send(message) {
      bound ??= bind();
      const session = await bound;
      return new Promise((resolve, reject) => {
        session.submit_sm(
          {
            source_addr: options.sender,
            source_addr_ton: /^\d+$/.test(options.sender) ? TON.international : TON.alphanumeric,
            destination_addr: message.to.replace(/^\+/, ''),
            dest_addr_ton: TON.international,
            dest_addr_npi: 1,
            registered_delivery: 1,
            short_message: message.text,
          },
          (pdu) => {
            if (pdu.command_status === 0) resolve({ messageId: String(pdu.message_id) });
            else
              reject(
                new Error(
                  `SMPP gateway refused the message to ${maskPhone(message.to)} (status ${pdu.command_status})`,
                ),
              );
          },
        );
      });
    },
    async close() {
      const session = await bound?.catch(() => undefined);
      bound = undefined;
      if (!session) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => session.destroy(() => resolve()), 1000);
        session.unbind(() => {
          clearTimeout(timer);
          session.close(() => resolve());
        });
      });
    },
  };
}
