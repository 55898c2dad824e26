/**
 * Typed configuration: every environment variable is parsed and validated once at start.
 * A bad value stops the process with a message naming the variable.
 */
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  ADMIN_EMAIL: z.email().default('admin@example.com'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: bool.optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: bool.default(false),
  AUTH_REQUIRE_EMAIL_VERIFICATION: bool.default(false),
  ADMIN_REQUIRE_2FA: bool.default(false),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Doctor Ratings <no-reply@localhost>'),
  /** SMS gateway (SMPP 3.4): smpp://system_id:password@host:port, or ssmpp:// for TLS. */
  SMPP_URL: z
    .string()
    .regex(/^s?smpp:\/\/[^:@/]+:[^@/]*@[^/]+$/, 'must be an smpp://user:password@host:port URL')
    .optional(),
  /** When invitations wait (the clinics' clock): 'HH:MM-HH:MM', or 'none'. */
  QUIET_HOURS: z
    .string()
    .regex(
      /^(none|([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d)$/,
      "must be 'HH:MM-HH:MM' or 'none'",
    )
    .default('21:00-08:00'),
  /** The SMS sender: a registered brand name (up to 11 letters and digits) or a number. */
  SMS_SENDER: z
    .string()
    .regex(
      /^([A-Za-z0-9]{1,11}|\+?\d{3,15})$/,
      'must be a brand name of up to 11 letters and digits, or a number',
    )
    .default('DanhGiaBS'),
  // Zalo ZNS (template messages to patients' phones) through the OA's business Open API.
  ZALO_APP_ID: z.string().regex(/^\d+$/, 'must be the numeric app id').optional(),
  ZALO_SECRET_KEY: z.string().min(8).optional(),
  /** The OA's first refresh token; the newest one is then kept in the database. */
  ZALO_REFRESH_TOKEN: z.string().min(8).optional(),
  /** The OA secret key that signs webhook calls (delivery receipts). */
  ZALO_OA_SECRET_KEY: z.string().min(8).optional(),
  /** The approved ZNS templates' ids: the invitation and the reminder. */
  ZALO_TEMPLATE_INVITATION: z.string().regex(/^\d+$/, 'must be a template id').optional(),
  ZALO_TEMPLATE_REMINDER: z.string().regex(/^\d+$/, 'must be a template id').optional(),
  ZALO_API_URL: z.url().default('https://business.openapi.zalo.me'),
  ZALO_OAUTH_URL: z.url().default('https://oauth.zaloapp.com'),
  DIRECTORY_CACHE_SIZE: z.coerce.number().int().min(0).max(100_000).default(1000),
  /** Turns on GET /api/metrics, for scrapers that send `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // Object storage: with S3_BUCKET, uploaded images go to an S3-compatible bucket (storage/s3.ts).
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3-63 lowercase characters)',
    )
    .optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_PUBLIC_URL: z.url().optional(),
});

export type RawConfig = z.infer<typeof configSchema>;

export interface Config extends Omit<RawConfig, 'PUBLIC_URL' | 'DATA_DIR'> {
  DATA_DIR: string;
  PUBLIC_URL: string;
  /** Demo data is loaded into an empty database unless production says otherwise. */
  seedDemo: boolean;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(stripEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  const problem = checkS3(raw) ?? checkZalo(raw);
  if (problem) throw new ConfigError(`Invalid configuration:\n  ${problem}`);
  const publicUrl = raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`;
  return {
    ...raw,
    DATA_DIR: path.resolve(raw.DATA_DIR),
    PUBLIC_URL: publicUrl.replace(/\/$/, ''),
    seedDemo: raw.SEED_DEMO ?? raw.NODE_ENV !== 'production',
  };
}

/** The S3 variables that only make sense together, or null when they fit. */
function checkS3(raw: RawConfig): string | null {
  // The key pair goes together; neither means the SDK's own chain (e.g. an instance role).
  if (Boolean(raw.S3_ACCESS_KEY_ID) !== Boolean(raw.S3_SECRET_ACCESS_KEY)) {
    const missing = raw.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    return `${missing}: must be set with the other S3 key`;
  }
  if (raw.S3_PUBLIC_URL && !raw.S3_BUCKET) return 'S3_PUBLIC_URL: needs S3_BUCKET';
  return null;
}

const ZALO_REQUIRED = [
  'ZALO_SECRET_KEY',
  'ZALO_REFRESH_TOKEN',
  'ZALO_OA_SECRET_KEY',
  'ZALO_TEMPLATE_INVITATION',
  'ZALO_TEMPLATE_REMINDER',
] as const;

/** With ZALO_APP_ID, everything Zalo needs to send and to verify its receipts. */
function checkZalo(raw: RawConfig): string | null {
  if (!raw.ZALO_APP_ID) return null;
  const missing = ZALO_REQUIRED.find((key) => !raw[key]);
  return missing ? `${missing}: must be set with ZALO_APP_ID` : null;
}

/** An empty variable (`PORT=`) means "not set", as shells and .env files usually intend. */
function stripEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && v !== '') out[k] = v;
  return out;
}
