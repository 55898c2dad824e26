import type { AddressInfo } from 'node:net';
import smpp, { type PDU, type Session } from 'smpp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { smppTransport } from './smpp-transport';
import type { DeliveryReceipt } from './sms';

/**
 * The SMPP adapter against a real SMPP server started here, which binds only with the right
 * credentials, answers each submit_sm with an id, refuses one number as a gateway does, and sends
 * a delivery receipt for each accepted message.
 */
const submitted: PDU[] = [];
let server: ReturnType<typeof smpp.createServer>;
let port = 0;
let sequence = 0;
const REFUSED = '84900000000';
/** ESME_RINVDSTADR: invalid destination address. */
const INVALID_DESTINATION = 0x0b;

beforeAll(async () => {
  server = smpp.createServer({}, (session: Session) => {
    session.on('bind_transceiver', (pdu: PDU) => {
      const ok = pdu.system_id === 'clinic' && pdu.password === 's3cret';
      session.send(pdu.response(ok ? {} : { command_status: 0x0e }));
    });
    session.on('enquire_link', (pdu: PDU) => session.send(pdu.response()));
    session.on('unbind', (pdu: PDU) => session.send(pdu.response()));
    session.on('submit_sm', (pdu: PDU) => {
      submitted.push(pdu);
      if (pdu.destination_addr === REFUSED) {
        session.send(pdu.response({ command_status: INVALID_DESTINATION }));
        return;
      }
      const id = `m${++sequence}`;
      session.send(pdu.response({ message_id: id }));
      setTimeout(
        () =>
          session.deliver_sm({
            esm_class: smpp.ESM_CLASS.MC_DELIVERY_RECEIPT,
            short_message: `id:${id} sub:001 dlvrd:001 submit date:2611281200 done date:2611281200 stat:DELIVRD err:000 text:`,
          }),
        20,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const log = createLogger('silent');

describe('SMS over SMPP', () => {
  it('binds, sends from the brand name to the international number, and hears the receipt', async () => {
    const receipts: DeliveryReceipt[] = [];
    const transport = smppTransport({
      url: `smpp://clinic:s3cret@127.0.0.1:${port}`,
      sender: 'PHONGKHAM',
      log,
      onReceipt: async (r) => {
        receipts.push(r);
      },
    });
    const first = await transport.send({ to: '+84901234567', text: 'Moi ban danh gia bac si' });
    const second = await transport.send({ to: '+84912345678', text: 'Lan hai' });
    expect(first.messageId).toMatch(/^m\d+$/);
    expect(second.messageId).not.toBe(first.messageId);
    const pdu = submitted.at(-2)!;
    expect(pdu).toMatchObject({
      source_addr: 'PHONGKHAM',
      source_addr_ton: 5,
      destination_addr: '84901234567',
      dest_addr_ton: 1,
      registered_delivery: 1,
    });
    expect((pdu.short_message as { message: string }).message).toBe('Moi ban danh gia bac si');
    await expect.poll(() => receipts.length).toBe(2);
    expect(receipts).toContainEqual({ messageId: first.messageId, delivered: true });

    await expect(transport.send({ to: `+${REFUSED}`, text: 'x' })).rejects.toThrow(
      /refused the message to \+84•+000 \(status 11\)/,
    );
    await transport.close();
  });

  it('fails to send with the wrong credentials, and says so', async () => {
    const transport = smppTransport({
      url: `smpp://clinic:wrong@127.0.0.1:${port}`,
      sender: 'PHONGKHAM',
      log,
      onReceipt: async () => {},
    });
    await expect(transport.send({ to: '+84901234567', text: 'x' })).rejects.toThrow(/bind refused/);
    await transport.close();
  });
});
