import pino, { type Logger } from 'pino';

export type { Logger };

/** JSON logs; secrets are redacted wherever they might appear. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: [
        'password',
        '*.password',
        'token',
        '*.token',
        'req.headers.cookie',
        'req.headers.authorization',
        'headers.cookie',
        'headers.authorization',
      ],
      censor: '[redacted]',
    },
  });
}
