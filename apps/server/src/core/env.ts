import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_PUSH_SERVICE_HOSTS } from './push/web-push.js';

// Every setting has a default that gives a working embedded install (SQLite + media under data/),
// so `npm start` needs no configuration. Invalid values stop the process at boot.
const flag = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['1', 'true', 'yes'].includes(v)));

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default(path.resolve(process.cwd(), 'data')),
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL (leave it unset for SQLite)')
      .optional(),
  ),
  DATABASE_SCHEMA: optionalString,
  // SQLite (ADR 011): worker threads with read-only connections for heavy search reads; 0 reads on the main connection
  SQLITE_READ_WORKERS: z.coerce.number().int().min(0).max(16).default(2),
  REDIS_URL: optionalString,
  CORS_ORIGINS: z.string().default('*'),
  TRUST_PROXY: flag(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  SEED_DEMO: flag(true),
  ADMIN_EMAIL: z.email().default('admin@abode.local'),
  ADMIN_PASSWORD: optionalString,
  WEB_BUILD_DIR: z.string().default(path.resolve(process.cwd(), 'apps/web/build')),
  S3_ENDPOINT: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: optionalString,
  // private files (ADR 014): a bucket of their own, else `private/` in S3_BUCKET
  S3_PRIVATE_BUCKET: optionalString,
  // image encoding (ADR 008, 017): worker processes at a plain nice value; 0 encodes in the API process
  IMAGE_WORKERS: z.coerce.number().int().min(0).max(32).default(1),
  IMAGE_QUEUE_LIMIT: z.coerce.number().int().min(0).max(1000).default(8),
  IMAGE_WORKER_THREADS: z.coerce.number().int().min(0).max(64).default(1),
  IMAGE_WORKER_NICE: z.coerce.number().int().min(0).max(19).default(5),
  // how often listings whose package or listing period ended are expired (ADR 009); 0 turns the sweep off
  LISTING_SWEEP_SECONDS: z.coerce.number().int().min(0).default(300),
  // Web Push: the push services browsers' subscriptions may point at (hosts, `*.` for subdomains)
  PUSH_SERVICE_HOSTS: z
    .string()
    .default(DEFAULT_PUSH_SERVICE_HOSTS.join(','))
    .transform((v) => v.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean)),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Abode <no-reply@abode.local>'),
  SMS_PROVIDER: z.enum(['log', 'twilio']).default('log'),
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_FROM: optionalString,
  TWILIO_API_URL: z.url().default('https://api.twilio.com'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  // reverse geocoding: the bundled offline cities list, or a Nominatim server
  GEOCODER: z.enum(['offline', 'nominatim']).default('offline'),
  NOMINATIM_URL: z.url().default('https://nominatim.openstreetmap.org'),
  // map tiles for the web app's maps ({z}/{x}/{y} template); empty: maps without tiles (offline)
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  // payment providers' API origins (keys and switches are admin settings); tests point them at local servers
  STRIPE_API_URL: z.url().default('https://api.stripe.com'),
  // empty: live or sandbox by the admin's sandbox_mode setting
  PAYPAL_API_URL: optionalString.pipe(z.url().optional()),
  FLUTTERWAVE_API_URL: z.url().default('https://api.flutterwave.com'),
  // seals payment gateway secrets in the settings table (ADR 033); unset: a key file in DATA_DIR
  SETTINGS_ENCRYPTION_KEY: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
});

export type Env = z.infer<typeof envSchema> & { PUBLIC_URL: string };

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return { ...env, PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '') };
}
