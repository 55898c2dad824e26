import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import '../../i18n/features/auth';

/*
 * Form error messages are stored as i18n keys (plus numeric parameters), not as text: react-hook-form
 * keeps them in its state, and a key is translated at render time, so a message shown before a
 * language switch follows the switch. Encoded as 'key' or 'key|name=value,name=value'.
 */
const KEY_PREFIX = 'auth.validation.';

export function formMessage(key: string, params?: Record<string, number>): string {
  const encoded = Object.entries(params ?? {})
    .map(([name, value]) => `${name}=${value}`)
    .join(',');
  return encoded ? `${KEY_PREFIX}${key}|${encoded}` : `${KEY_PREFIX}${key}`;
}

function decode(message: string): { key: string; params: Record<string, number> } {
  const [key = '', encoded] = message.split('|');
  const params: Record<string, number> = {};
  for (const pair of encoded?.split(',') ?? []) {
    const [name, value] = pair.split('=');
    if (name && value !== undefined) params[name] = Number(value);
  }
  return { key, params };
}

/** Translates a stored form message; returns undefined when there is none. */
export function useFormMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      if (!message.startsWith(KEY_PREFIX)) return message;
      const { key, params } = decode(message);
      return t(key, params);
    },
    [t],
  );
}

/**
 * Zod error map for the shared schemas: the same rules as the server, with our own messages.
 * Pass it to zodResolver as `{ error: formErrorMap }`.
 */
export const formErrorMap: z.core.$ZodErrorMap = (issue) => {
  const empty = typeof issue.input === 'string' && issue.input.trim() === '';
  if (issue.code === 'too_small') {
    // Every text field here is required, so an empty one is "required", not "too short".
    if (empty || issue.minimum === 1) return formMessage('required');
    return formMessage('tooShort', { min: Number(issue.minimum) });
  }
  if (issue.code === 'too_big') return formMessage('tooLong', { max: Number(issue.maximum) });
  if (issue.code === 'invalid_format') {
    if (empty) return formMessage('required');
    return issue.format === 'email' ? formMessage('emailInvalid') : formMessage('invalid');
  }
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) {
    return formMessage('required');
  }
  return formMessage('invalid');
};
