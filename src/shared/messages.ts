/**
 * The channels messages reach patients by. A clinic orders them for its invitations: the first a
 * visit can use is tried, and a channel that cannot reach the phone hands over to the next.
 */
import { z } from 'zod';

export const MESSAGE_CHANNELS = ['zalo', 'sms', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** Zalo first (most patients have it), then SMS (every phone), then e-mail (few visits carry one). */
export const DEFAULT_CHANNEL_ORDER: MessageChannel[] = ['zalo', 'sms', 'email'];

/** A clinic's channel order: each channel at most once, at least one. */
export const channelOrderSchema = z
  .array(z.enum(MESSAGE_CHANNELS, 'validation.clinic.channelInvalid'))
  .min(1, 'validation.clinic.channelsRequired')
  .refine((list) => new Set(list).size === list.length, 'validation.clinic.channelRepeated');
