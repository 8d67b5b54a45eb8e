import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The project root, found from this file so that `dist/` and `src/` builds agree. */
export const PROJECT_ROOT = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i += 1) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
})();

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const urlWithScheme = (schemes: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return schemes.includes(new URL(v).protocol.replace(':', ''));
      } catch {
        return false;
      }
    },
    { error: `must be a URL starting with ${schemes.map((s) => `${s}://`).join(' or ')}` },
  );

/** Every setting the server reads, with its default. README "Configuration" mirrors this list. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: urlWithScheme(['http', 'https']).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: urlWithScheme(['postgres', 'postgresql']).optional(),
  AUTH_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  SMTP_URL: urlWithScheme(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().min(3).default('Tibeb <no-reply@tibeb.local>'),
  REDIS_URL: urlWithScheme(['redis', 'rediss']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: bool.default(true),
  SEED_PRODUCTS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(100_000).default(144),
  TRUST_PROXY: bool.default(false),
  WEB_DIST_DIR: z.string().min(1).optional(),
  CHAPA_SECRET_KEY: z.string().min(8).optional(),
  CHAPA_WEBHOOK_SECRET: z.string().min(8).optional(),
  CHAPA_API_URL: urlWithScheme(['http', 'https']).default('https://api.chapa.co'),
  STRIPE_SECRET_KEY: z.string().min(8).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(8).optional(),
  STRIPE_API_URL: urlWithScheme(['http', 'https']).default('https://api.stripe.com'),
  RATES_API_URL: urlWithScheme(['http', 'https']).optional(),
  RATES_API_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int().min(100).max(60_000).default(5_000),
  CRON_SECRET: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  SCHEDULER: bool.optional(),
  S3_ENDPOINT: urlWithScheme(['http', 'https']).optional(),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'must be a bucket name (3–63 lowercase letters, digits, dots, hyphens)' }).optional(),
  S3_REGION: z.string().min(1).max(64).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  IMAGE_API_URL: urlWithScheme(['http', 'https']).optional(),
  IMAGE_API_KEY: z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
  IMAGE_API_MODEL: z.string().min(1).max(100).regex(/^[\w.:/-]+$/, { error: 'must be a model name (letters, digits, . : / - _)' }).optional(),
  IMAGE_API_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int().min(1_000).max(300_000).default(60_000),
  IMAGE_API_DAILY_QUOTA: z.coerce.number({ error: 'must be a number' }).int().min(0).max(10_000).default(20),
  BACKUP_SCHEDULE: bool.default(false),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_BEFORE_MIGRATE: bool.default(false),
  TELEGRAM_BOT_TOKEN: z.string().regex(/^\d+:[\w-]{20,}$/, { error: 'must be a bot token from @BotFather (123456:ABC…)' }).optional(),
  TELEGRAM_BOT_USERNAME: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, { error: 'must be the bot\'s username without @' }).optional(),
  TELEGRAM_WEBHOOK_SECRET: z.string().regex(/^[A-Za-z0-9_-]{16,256}$/, { error: 'must be 16–256 letters, digits, _ or -' }).optional(),
  TELEGRAM_API_URL: urlWithScheme(['http', 'https']).default('https://api.telegram.org'),
  SMS_PROVIDER: z.enum(['afromessage', 'geezsms']).optional(),
  SMS_API_KEY: z.string().min(8).optional(),
  SMS_SENDER_ID: z.string().min(1).max(64).optional(),
  SMS_SENDER_NAME: z.string().min(1).max(11).optional(),
  SMS_API_URL: urlWithScheme(['http', 'https']).optional(),
  NOTIFICATIONS_QUIET_HOURS: bool.default(true),
  NOTIFICATIONS_SEND_EVERY_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(3_600).default(60),
});

export interface ProviderConfig {
  secretKey: string;
  webhookSecret: string;
  apiUrl: string;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  storageDir: string;
  outboxDir: string;
  webDistDir: string;
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };
  authSecret: string;
  smtpUrl: string | null;
  mailFrom: string;
  redisUrl: string | null;
  logLevel: string;
  seedDemoData: boolean;
  seedProducts: number;
  trustProxy: boolean;
  version: string;
  /** Online payment providers; each is offered only when its keys are set. */
  payments: { chapa: ProviderConfig | null; stripe: ProviderConfig | null };
  /** Where exchange rates come from; without a URL the built-in table is kept (marked 'fallback'). */
  rates: { apiUrl: string | null; timeoutMs: number };
  /** The bearer secret an outside scheduler sends to POST /api/functions/update-exchange-rates. */
  cronSecret: string | null;
  /** Whether this process runs the hourly jobs itself (off in tests, where they are called directly). */
  schedulerEnabled: boolean;
  /** Files in an S3-compatible bucket instead of `storageDir` (null: local disk). */
  s3: S3Config | null;
  /**
   * The OpenAI-compatible images API designers and admins may use; null: everyone gets the
   * built-in illustrator. `dailyQuota` is per user per UTC day.
   */
  imageApi: ImageApiConfig | null;
  imageApiDailyQuota: number;
  /** Backups (docs/operations.md#backups): a daily archive kept 7 days and 4 weeks when `scheduled`, in `dir`. */
  backups: { scheduled: boolean; dir: string; beforeMigrate: boolean };
  /** Notifications by Telegram (docs/features/notifications.md); null: the option is not offered. */
  telegram: TelegramConfig | null;
  /** Notifications by SMS through one Ethiopian gateway; null: the option is not offered. */
  sms: SmsConfig | null;
  /** How often the send-notifications job delivers the outbox (a minute; the journeys use seconds). */
  notificationsSendEveryMs: number;
  /** Whether 22:00–07:00 Addis Ababa holds notifications until the morning (off only for the journeys, which run at any hour). */
  notificationsQuietHours: boolean;
}

export interface TelegramConfig {
  botToken: string;
  botUsername: string;
  webhookSecret: string;
  apiUrl: string;
}

export interface SmsConfig {
  provider: 'afromessage' | 'geezsms';
  apiKey: string;
  /** AfroMessage's identifier id / GeezSMS's shortcode id; null: the account's default. */
  senderId: string | null;
  /** AfroMessage's sender name; null: the account's default. */
  senderName: string | null;
  apiUrl: string;
}

const SMS_API_URLS: Record<SmsConfig['provider'], string> = { afromessage: 'https://api.afromessage.com', geezsms: 'https://api.geezsms.com' };

/** The bot needs its token, its username (for the t.me link) and the webhook secret together. */
function telegramConfig(e: { TELEGRAM_BOT_TOKEN?: string; TELEGRAM_BOT_USERNAME?: string; TELEGRAM_WEBHOOK_SECRET?: string; TELEGRAM_API_URL: string }): TelegramConfig | null {
  const set = [e.TELEGRAM_BOT_TOKEN, e.TELEGRAM_BOT_USERNAME, e.TELEGRAM_WEBHOOK_SECRET].filter(Boolean).length;
  if (set === 0) return null;
  if (set < 3) throw new ConfigError('TELEGRAM_BOT_TOKEN, TELEGRAM_BOT_USERNAME and TELEGRAM_WEBHOOK_SECRET must be set together.');
  return { botToken: e.TELEGRAM_BOT_TOKEN as string, botUsername: e.TELEGRAM_BOT_USERNAME as string, webhookSecret: e.TELEGRAM_WEBHOOK_SECRET as string, apiUrl: e.TELEGRAM_API_URL.replace(/\/+$/, '') };
}

function smsConfig(e: { SMS_PROVIDER?: 'afromessage' | 'geezsms'; SMS_API_KEY?: string; SMS_SENDER_ID?: string; SMS_SENDER_NAME?: string; SMS_API_URL?: string }): SmsConfig | null {
  if (!e.SMS_PROVIDER) {
    if (e.SMS_API_KEY || e.SMS_SENDER_ID || e.SMS_API_URL) throw new ConfigError('SMS_PROVIDER is required when SMS_API_KEY, SMS_SENDER_ID or SMS_API_URL is set.');
    return null;
  }
  if (!e.SMS_API_KEY) throw new ConfigError('SMS_API_KEY is required with SMS_PROVIDER.');
  return { provider: e.SMS_PROVIDER, apiKey: e.SMS_API_KEY, senderId: e.SMS_SENDER_ID ?? null, senderName: e.SMS_SENDER_NAME ?? null, apiUrl: (e.SMS_API_URL ?? SMS_API_URLS[e.SMS_PROVIDER]).replace(/\/+$/, '') };
}

/** An S3-compatible bucket for every stored file (storage-s3.ts). */
export interface S3Config {
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
}

export interface ImageApiConfig {
  /** The API's base, without `/v1/images/generations`. */
  url: string;
  key: string;
  model: string;
  timeoutMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function readVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/**
 * A development secret is generated once and kept in the data folder so sessions survive a
 * restart; production must set AUTH_SECRET explicitly.
 */
function resolveAuthSecret(explicit: string | undefined, env: string, dataDir: string): string {
  if (explicit) return explicit;
  if (env === 'production') throw new ConfigError('AUTH_SECRET is required when NODE_ENV=production (at least 32 characters).');
  if (env === 'test') return 'test-secret-test-secret-test-secret-0123456789';
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A provider needs both keys: taking payments without checking their webhooks' signatures is not allowed. */
function providerConfig(name: string, secretKey: string | undefined, webhookSecret: string | undefined, apiUrl: string): ProviderConfig | null {
  if (!secretKey && !webhookSecret) return null;
  if (!secretKey || !webhookSecret) throw new ConfigError(`${name}_SECRET_KEY and ${name}_WEBHOOK_SECRET must be set together.`);
  return { secretKey, webhookSecret, apiUrl: apiUrl.replace(/\/$/, '') };
}

function s3Config(e: { S3_ENDPOINT?: string; S3_BUCKET?: string; S3_REGION: string; S3_ACCESS_KEY_ID?: string; S3_SECRET_ACCESS_KEY?: string; S3_FORCE_PATH_STYLE: boolean }): S3Config | null {
  if (!e.S3_BUCKET) {
    if (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID || e.S3_SECRET_ACCESS_KEY) throw new ConfigError('S3_BUCKET is required when S3_ENDPOINT or S3 keys are set.');
    return null;
  }
  // Without keys the SDK's own chain applies (instance roles, AWS_* variables); half a pair is a mistake.
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together.');
  return {
    endpoint: e.S3_ENDPOINT ?? null,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID ?? null,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? null,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

/** All three or none: a half-configured images API would fail on every call instead of at start. */
function imageApiConfig(url: string | undefined, key: string | undefined, model: string | undefined, timeoutMs: number): ImageApiConfig | null {
  if (!url && !key && !model) return null;
  if (!url || !key || !model) throw new ConfigError('IMAGE_API_URL, IMAGE_API_KEY and IMAGE_API_MODEL must be set together.');
  return { url: url.replace(/\/+$/, '').replace(/\/v1$/, ''), key, model, timeoutMs };
}

/** Reads and validates the environment; a bad value stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(PROJECT_ROOT, e.DATA_DIR);
  const config: AppConfig = {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    storageDir: path.join(dataDir, 'storage'),
    outboxDir: path.join(dataDir, 'outbox'),
    webDistDir: e.WEB_DIST_DIR ? path.resolve(PROJECT_ROOT, e.WEB_DIST_DIR) : path.join(PROJECT_ROOT, 'dist', 'web'),
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
    authSecret: '',
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL ?? null,
    logLevel: e.LOG_LEVEL,
    seedDemoData: e.SEED_DEMO_DATA,
    seedProducts: e.SEED_PRODUCTS,
    trustProxy: e.TRUST_PROXY,
    version: readVersion(),
    payments: {
      chapa: providerConfig('CHAPA', e.CHAPA_SECRET_KEY, e.CHAPA_WEBHOOK_SECRET, e.CHAPA_API_URL),
      stripe: providerConfig('STRIPE', e.STRIPE_SECRET_KEY, e.STRIPE_WEBHOOK_SECRET, e.STRIPE_API_URL),
    },
    rates: { apiUrl: e.RATES_API_URL ?? null, timeoutMs: e.RATES_API_TIMEOUT_MS },
    cronSecret: e.CRON_SECRET ?? null,
    schedulerEnabled: e.SCHEDULER ?? e.NODE_ENV !== 'test',
    s3: s3Config(e),
    imageApi: imageApiConfig(e.IMAGE_API_URL, e.IMAGE_API_KEY, e.IMAGE_API_MODEL, e.IMAGE_API_TIMEOUT_MS),
    imageApiDailyQuota: e.IMAGE_API_DAILY_QUOTA,
    backups: { scheduled: e.BACKUP_SCHEDULE, dir: e.BACKUP_DIR ? path.resolve(PROJECT_ROOT, e.BACKUP_DIR) : path.join(dataDir, 'backups'), beforeMigrate: e.BACKUP_BEFORE_MIGRATE },
    telegram: telegramConfig(e),
    sms: smsConfig(e),
    notificationsSendEveryMs: e.NOTIFICATIONS_SEND_EVERY_SECONDS * 1_000,
    notificationsQuietHours: e.NOTIFICATIONS_QUIET_HOURS,
    ...overrides,
  };
  if (!config.authSecret) config.authSecret = resolveAuthSecret(e.AUTH_SECRET, config.env, config.dataDir);
  return config;
}
