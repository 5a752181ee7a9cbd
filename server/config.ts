import path from 'node:path';
import { loadMoneyConfig, type MoneyConfig } from './money-config';
import { defaultQueueBound, type QueueBound } from './db/queue';

export interface Limits {
  /** Failed logins per account before it is locked for loginLockMinutes. */
  loginFailuresPerAccount: number;
  loginLockMinutes: number;
  /** Login attempts per client address per 15 minutes. */
  loginPerAddress: number;
  /** Codes sent per target address per hour, and per client address per hour. */
  codesPerTargetHour: number;
  codesPerAddressHour: number;
  /** Wrong payment passwords in a row before payment locks for payLockMinutes. */
  payFailuresPerMember: number;
  payLockMinutes: number;
  /** Every API call per client address per minute (the coarse shield in front of everything). */
  requestsPerMinute: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** The line in front of the database connection(s): beyond it requests get 503 "busy" (db/queue.ts). */
  dbQueue: QueueBound;
  production: boolean;
  devOutbox: boolean;
  staticDir: string;
  /** The folder holding screens/, locales/ and schemas/: the built-in bundle and the studio's seed. */
  bundleRoot: string;
  /** Where members reach the app: invitation links point here. */
  publicUrl: string;
  /** Check every reply against the catalogue's response schema (tests and development). */
  checkResponses: boolean;
  codeTtlSeconds: number;
  codeResendSeconds: number;
  codeMaxTries: number;
  sessionDays: number;
  inviteRequired: boolean;
  /** How many bank cards and USDT wallets one member may bind at a time. */
  maxBankCards: number;
  maxWallets: number;
  trustProxy: boolean;
  smtp?: { url: string; from: string };
  sms?: { url: string; token: string; from: string };
  limits: Limits;
  money: MoneyConfig;
}

export const defaultLimits: Limits = {
  loginFailuresPerAccount: 5,
  loginLockMinutes: 15,
  loginPerAddress: 30,
  codesPerTargetHour: 10,
  codesPerAddressHour: 30,
  payFailuresPerMember: 5,
  payLockMinutes: 30,
  requestsPerMinute: 600,
};

/** Reads the environment; refuses combinations that would be unsafe in production. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const devOutbox = env.DEV_OUTBOX === undefined ? !production : env.DEV_OUTBOX === '1';
  if (production && devOutbox) throw new Error('DEV_OUTBOX=1 is refused when NODE_ENV=production: codes would never reach members.');
  const smtp = env.SMTP_URL ? { url: env.SMTP_URL, from: env.MAIL_FROM ?? 'Meridian <no-reply@meridian.local>' } : undefined;
  const sms = env.SMS_URL ? { url: env.SMS_URL, token: env.SMS_TOKEN ?? '', from: env.SMS_FROM ?? 'Meridian' } : undefined;
  if (production && (!smtp || !sms)) {
    throw new Error('NODE_ENV=production needs a mail and an SMS provider: set SMTP_URL (and MAIL_FROM) and SMS_URL (and SMS_TOKEN).');
  }
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    dbQueue: {
      maxWaiting: wholeSetting(env.DB_QUEUE_MAX, 'DB_QUEUE_MAX', defaultQueueBound.maxWaiting, 1, 100_000),
      maxWaitMs: wholeSetting(env.DB_QUEUE_WAIT_MS, 'DB_QUEUE_WAIT_MS', defaultQueueBound.maxWaitMs, 1, 600_000),
    },
    production,
    devOutbox,
    staticDir: path.resolve(env.STATIC_DIR ?? './dist'),
    bundleRoot: path.resolve(env.BUNDLE_ROOT ?? '.'),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    checkResponses: !production,
    codeTtlSeconds: 600,
    codeResendSeconds: 60,
    codeMaxTries: 5,
    sessionDays: 30,
    inviteRequired: env.INVITE_REQUIRED === '1',
    maxBankCards: countSetting(env.MAX_BANK_CARDS, 'MAX_BANK_CARDS', 3),
    maxWallets: countSetting(env.MAX_WALLETS, 'MAX_WALLETS', 3),
    trustProxy: env.TRUST_PROXY === '1',
    smtp,
    sms,
    limits: { ...defaultLimits },
    money: loadMoneyConfig(env),
  };
}

/** A whole number from the environment within [min, max], else start-up fails. */
function wholeSetting(raw: string | undefined, name: string, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, got ${raw}`);
  return n;
}

/** A small count from the environment (the maximum cards or wallets): 1 to 20, else start-up fails. */
function countSetting(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 20) throw new Error(`${name} must be a whole number from 1 to 20, got ${raw}`);
  return n;
}
