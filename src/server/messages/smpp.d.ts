/** The parts of the `smpp` package (no published types) this server uses. */
declare module 'smpp' {
  import type { EventEmitter } from 'node:events';
  import type { Server as NetServer } from 'node:net';

  export interface PDU {
    command: string;
    command_status: number;
    sequence_number: number;
    [field: string]: unknown;
    response(options?: Record<string, unknown>): PDU;
  }

  export interface Session extends EventEmitter {
    send(pdu: PDU, callback?: (response: PDU) => void): boolean;
    bind_transceiver(options: Record<string, unknown>, callback?: (response: PDU) => void): boolean;
    submit_sm(options: Record<string, unknown>, callback?: (response: PDU) => void): boolean;
    deliver_sm(options: Record<string, unknown>, callback?: (response: PDU) => void): boolean;
    unbind(callback?: (response: PDU) => void): boolean;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
  }

  export interface Server extends NetServer {
    on(event: 'session', listener: (session: Session) => void): this;
  }

  export function connect(
    options: { url: string; auto_enquire_link_period?: number },
    listener?: () => void,
  ): Session;
  export function createServer(
    options: Record<string, unknown>,
    listener: (session: Session) => void,
  ): Server;

  export const ESM_CLASS: { MC_DELIVERY_RECEIPT: number };
  export const MESSAGE_STATE: { DELIVERED: number };
}
