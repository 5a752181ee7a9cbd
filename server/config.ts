import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { loadMapConfig, type MapConfig } from './map-config';
import { loadMoneyConfig, type MoneyConfig } from './money-config';
import { instrumentOf } from '@core/market/instruments';
import { defaultQueueBound, type QueueBound } from './db/queue';
import { loadMarketConfig, type MarketConfig } from './market-config';
import { loadFundConfig, type FundConfig } from './fund-config';

export interface Limits {
  /**
   * Failed sign-ins of one account from one client address before that address is refused for
   * loginLockMinutes (other addresses are not affected).
   */
  loginFailuresPerClient: number;
  /**
   * Failed sign-ins of one account from all addresses (within loginLockMinutes) after which the
   * account is guarded: every address that has failed on it is refused after a single failure. The
   * right password from an address that has not been failing still signs in.
   */
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
  /** Minutes a confirmed payment password unlocks trading on its session (sliding; TRADE_UNLOCK_MINUTES). */
  tradeUnlockMinutes: number;
  /** Every API call per client address per minute (the coarse shield in front of everything). */
  requestsPerMinute: number;
}

/**
 * How long the server waits for a client, and how many it holds at once. A phone on a poor network
 * still sends a request's headers in seconds and a 5 MB photo within a minute; a client slower than
 * that is holding a connection open, not using the app.
 */
export interface HttpLimits {
  /** The request line and headers must have arrived within this many ms of the first byte. */
  headersTimeoutMs: number;
  /** The whole request, body included, within this many ms (a slow body is cut with a 408). */
  requestTimeoutMs: number;
  /** A kept-alive connection with no request in flight is closed after this many idle ms. */
  keepAliveTimeoutMs: number;
  /** A connection on which no byte moves either way for this many ms is closed (WebSockets ping every 25 s). */
  idleTimeoutMs: number;
  /** How often Node looks for requests past headersTimeoutMs or requestTimeoutMs. */
  checkIntervalMs: number;
  /** Open connections (WebSockets included) beyond this are closed as they arrive. */
  maxConnections: number;
  /**
   * Requests one kept-alive connection may carry (0: no limit). Unlimited by default: past the limit
   * Node itself answers a pipelined request with a bare 503 that is not our envelope, and the idle
   * and request timeouts already bound what one connection can hold.
   */
  maxRequestsPerSocket: number;
  /**
   * API requests being served at once (MAX_IN_FLIGHT). One more is refused at the door with a fast
   * 503 and Retry-After, before any work; an admitted one is served (server/http/admission.ts).
   */
  maxInFlight: number;
  /** Writes one caller (one session token) may have in flight at once (CALLER_WRITES_IN_FLIGHT); more answer 429. */
  callerWritesInFlight: number;
}

export interface Config {
  port: number;
  /** The listening address: loopback unless HOST says otherwise. */
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** The line in front of the database connection(s): beyond it requests get 503 "busy" (db/queue.ts). */
  dbQueue: QueueBound;
  production: boolean;
  devOutbox: boolean;
  /** DEV_OUTBOX_PUBLIC=1: the outbox may be served on a non-loopback address and to remote clients. */
  devOutboxPublic: boolean;
  /**
   * DEV_CLOCK=1: the server's clock can be moved forward through POST /api/dev/clock (loopback
   * only, with the dev outbox), so a journey can reach a fund's settlement day. Never in production.
   */
  devClock: boolean;
  /** DEV_CLOCK_START (an ISO instant): where a dev clock starts when the caller gives no clock of its own. */
  devClockStart?: Date;
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
  /** REDIS_URL: realtime events (ticks, ...) fan out through Redis pub/sub to every instance. */
  redisUrl?: string;
  /** REDIS_PREFIX: the channel and key prefix, so deployments (or test runs) sharing a Redis stay apart. */
  redisPrefix: string;
  smtp?: { url: string; from: string };
  sms?: { url: string; token: string; from: string };
  limits: Limits;
  http: HttpLimits;
  money: MoneyConfig;
  market: MarketConfig;
  trading: TradingConfig;
  follow: FollowConfig;
  /** The Top 10 fund's settings (server/fund/config.ts). */
  fund: FundConfig;
  /** How often this instance runs due durable jobs (JOBS_INTERVAL_MS; 0: never, tests call runDue). */
  jobs: { intervalMs: number };
  /**
   * STUDIO_HANDOFF_HOURS: a studio change approved and not published for longer than this is listed
   * on the studio home (ops/studio/handoffs), so an approval does not wait unseen.
   */
  studio: { handoffHours: number };
  /**
   * DEMO_FUND=0: an empty database gets no demo Top 10 products and no reserve (suites about the
   * reserve start from nothing); otherwise the demo seed creates them beside the demo member.
   */
  demoFund: boolean;
  /**
   * DEMO_CONTENT=0: an empty database gets no demo news, announcements, banners, popups or help
   * articles (suites about content count their own); otherwise the demo seed publishes them.
   */
  demoContent: boolean;
  /** The operator facts the legal documents state (OPERATOR_*, OPERATOR_FACTS_FILE; docs/documents.md). */
  operator: OperatorFacts;
  /** Web Push (server/push): the signing keys and who is behind them. */
  push: PushConfig;
  /** The location pickers' map tiles and place search (server/map-config.ts). */
  map: MapConfig;
}

export interface PushConfig {
  /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY; absent: a pair generated once and kept in the database (server/push/vapid.ts). */
  vapid?: { publicKey: string; privateKey: string };
  /** VAPID_SUBJECT: a mailto: or https: contact the push services may use to reach the operator. */
  subject: string;
  /**
   * Push endpoints on a loopback http address are accepted (the suites' stand-in push service);
   * never in production, where an endpoint must be https.
   */
  loopbackEndpoints: boolean;
}

/** The Web Push settings: both VAPID keys or neither; a subject that is a mailto: or https: URL. */
export function loadPushConfig(env: NodeJS.ProcessEnv, production: boolean, publicUrl: string): PushConfig {
  const pub = env.VAPID_PUBLIC_KEY || undefined;
  const priv = env.VAPID_PRIVATE_KEY || undefined;
  if (Boolean(pub) !== Boolean(priv))
    throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (a pair is then generated and kept).');
  const subject = env.VAPID_SUBJECT || (publicUrl.startsWith('https://') ? publicUrl : 'mailto:push@meridian.local');
  if (!/^(mailto:|https:\/\/)/.test(subject)) throw new Error(`VAPID_SUBJECT must be a mailto: or https: URL, got ${subject}`);
  return { ...(pub && priv ? { vapid: { publicKey: pub, privateKey: priv } } : {}), subject, loopbackEndpoints: !production };
}

/** The published trading terms (market/trade_conf shows them before a member confirms an order). */
export interface TradingConfig {
  /** The fee of one fill: feeRate of its USDT value (rounded up to the cent), at least feeMin USDT. */
  feeRate: string;
  feeMin: string;
  /** The least USDT value of an order (at the ask, or the limit). */
  minOrderAmount: string;
  /** A limit price must lie within this fraction of the last price (0.1: ±10%). */
  priceBand: string;
  /** Days a GTC order lives at most. */
  gtcMaxDays: number;
  /**
   * Lines whose trading is halted (TRADE_SUSPENDED, codes separated by commas): their quotes still
   * show, marked not tradable, and an order or a close is refused with the reason, freezing nothing.
   */
  suspended: string[];
}

/** The published terms of copy trading (follow/conf) and how often its jobs run. */
export interface FollowConfig {
  /** The subscription fee as a share of the amount, charged on top at purchase. */
  feeRate: string;
  minAmount: string;
  maxAmount: string;
  minDays: number;
  maxDays: number;
  /** The day counts the subscribe screen offers (each within minDays..maxDays). */
  daysOptions: number[];
  /** The copy stop-loss a member may set: a fall of stopLossMin..stopLossMax of the amount. */
  stopLossMin: string;
  stopLossMax: string;
  /** Minutes between two NAV snapshots of a provider (FOLLOW_NAV_MINUTES): the time bucket of the 'follow.nav' job. */
  navMinutes: number;
  /** Minutes between two decisions of a demo provider's strategy (FOLLOW_STRATEGY_MINUTES). */
  strategyMinutes: number;
  /** Whether a fresh database gets the demo providers (FOLLOW_DEMO=0: none; the test suites make their own). */
  demoProviders: boolean;
  /** The stated amount the leaderboard's "copier result" is worked out for (FOLLOW_EXAMPLE_AMOUNT, USDT). */
  exampleAmount: string;
  /** New subscriptions are refused to a provider whose risk score (1-7) is above this (FOLLOW_MAX_RISK_SCORE; 7: none refused). */
  maxRiskScore: number;
  /** The yearly risk-free rate the Sharpe ratio subtracts (FOLLOW_RISK_FREE_RATE). */
  riskFreeRate: string;
}

/** Copy trading's terms from the environment (FOLLOW_*). */
export function loadFollowConfig(env: NodeJS.ProcessEnv): FollowConfig {
  const minDays = wholeSetting(env.FOLLOW_MIN_DAYS, 'FOLLOW_MIN_DAYS', 7, 1, 3650);
  const maxDays = wholeSetting(env.FOLLOW_MAX_DAYS, 'FOLLOW_MAX_DAYS', 365, minDays, 3650);
  const config: FollowConfig = {
    feeRate: fractionSetting(env.FOLLOW_FEE_RATE, 'FOLLOW_FEE_RATE', '0.05'),
    minAmount: decimalSetting(env.FOLLOW_MIN_AMOUNT, 'FOLLOW_MIN_AMOUNT', '100'),
    maxAmount: decimalSetting(env.FOLLOW_MAX_AMOUNT, 'FOLLOW_MAX_AMOUNT', '100000'),
    minDays,
    maxDays,
    daysOptions: [7, 14, 30, 90, 180, 365].filter((d) => d >= minDays && d <= maxDays),
    stopLossMin: fractionSetting(env.FOLLOW_STOP_LOSS_MIN, 'FOLLOW_STOP_LOSS_MIN', '0.05'),
    stopLossMax: fractionSetting(env.FOLLOW_STOP_LOSS_MAX, 'FOLLOW_STOP_LOSS_MAX', '0.9'),
    navMinutes: wholeSetting(env.FOLLOW_NAV_MINUTES, 'FOLLOW_NAV_MINUTES', 5, 1, 1440),
    strategyMinutes: wholeSetting(env.FOLLOW_STRATEGY_MINUTES, 'FOLLOW_STRATEGY_MINUTES', 10, 1, 1440),
    demoProviders: env.FOLLOW_DEMO !== '0',
    exampleAmount: decimalSetting(env.FOLLOW_EXAMPLE_AMOUNT, 'FOLLOW_EXAMPLE_AMOUNT', '1000'),
    maxRiskScore: wholeSetting(env.FOLLOW_MAX_RISK_SCORE, 'FOLLOW_MAX_RISK_SCORE', 6, 1, 7),
    // About the yield of 3-month US Treasury bills in 2025-2026: what a dollar earns without risk.
    riskFreeRate: fractionSetting(env.FOLLOW_RISK_FREE_RATE, 'FOLLOW_RISK_FREE_RATE', '0.04'),
  };
  if (Number(config.minAmount) > Number(config.maxAmount)) throw new Error('FOLLOW_MIN_AMOUNT must not exceed FOLLOW_MAX_AMOUNT');
  if (config.daysOptions.length === 0) config.daysOptions = [minDays];
  return config;
}

/** The trading terms from the environment (TRADE_*, GTC_MAX_DAYS). */
export function loadTradingConfig(env: NodeJS.ProcessEnv): TradingConfig {
  const suspended = (env.TRADE_SUSPENDED ?? '')
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
  const unknown = suspended.filter((code) => !instrumentOf(code));
  if (unknown.length > 0) throw new Error(`TRADE_SUSPENDED names codes we do not list: ${unknown.join(', ')}`);
  return {
    feeRate: fractionSetting(env.TRADE_FEE_RATE, 'TRADE_FEE_RATE', '0.001'),
    feeMin: decimalSetting(env.TRADE_FEE_MIN, 'TRADE_FEE_MIN', '1'),
    minOrderAmount: decimalSetting(env.TRADE_MIN_AMOUNT, 'TRADE_MIN_AMOUNT', '5'),
    priceBand: fractionSetting(env.TRADE_PRICE_BAND, 'TRADE_PRICE_BAND', '0.1'),
    gtcMaxDays: wholeSetting(env.GTC_MAX_DAYS, 'GTC_MAX_DAYS', 90, 1, 365),
    suspended,
  };
}

export const defaultLimits: Limits = {
  loginFailuresPerClient: 5,
  loginFailuresPerAccount: 20,
  loginLockMinutes: 15,
  loginPerAddress: 30,
  codesPerTargetHour: 10,
  codesPerAddressHour: 30,
  payFailuresPerMember: 5,
  payLockMinutes: 30,
  tradeUnlockMinutes: 15,
  requestsPerMinute: 600,
};

export const defaultHttpLimits: HttpLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 10_000,
  idleTimeoutMs: 30_000,
  checkIntervalMs: 1_000,
  maxConnections: 1_000,
  maxRequestsPerSocket: 0,
  maxInFlight: 64,
  callerWritesInFlight: 4,
};

/** Loopback addresses: the dev outbox is served only there unless DEV_OUTBOX_PUBLIC=1. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.replace(/^::ffff:/i, '');
  if (a === 'localhost' || a === '::1') return true;
  return net.isIPv4(a) && a.startsWith('127.');
}

/** Reads the environment; refuses combinations that would be unsafe in production. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const devOutbox = env.DEV_OUTBOX === undefined ? !production : env.DEV_OUTBOX === '1';
  if (production && devOutbox) throw new Error('DEV_OUTBOX=1 is refused when NODE_ENV=production: codes would never reach members.');
  if (production && env.PASSWORD_HASH !== undefined)
    throw new Error(
      'PASSWORD_HASH is for the test suites and is refused when NODE_ENV=production: passwords are hashed with the OWASP parameters.',
    );
  const smtp = env.SMTP_URL ? { url: env.SMTP_URL, from: env.MAIL_FROM ?? 'Meridian <no-reply@meridian.local>' } : undefined;
  const sms = env.SMS_URL ? { url: env.SMS_URL, token: env.SMS_TOKEN ?? '', from: env.SMS_FROM ?? 'Meridian' } : undefined;
  if (production && (!smtp || !sms)) {
    throw new Error('NODE_ENV=production needs a mail and an SMS provider: set SMTP_URL (and MAIL_FROM) and SMS_URL (and SMS_TOKEN).');
  }
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const host = env.HOST || '127.0.0.1';
  const devOutboxPublic = env.DEV_OUTBOX_PUBLIC === '1';
  // The outbox shows every sign-in code: on an address others can reach, anyone could enter any account.
  if (devOutbox && !devOutboxPublic && !isLoopback(host)) {
    throw new Error(
      `HOST=${host} with the dev outbox on would show sign-in codes to anyone who reaches the port: set DEV_OUTBOX=0 with SMTP_URL and SMS_URL, or DEV_OUTBOX_PUBLIC=1 if this network is yours alone.`,
    );
  }
  const devClock = env.DEV_CLOCK === '1';
  // Moving time runs members' settlements and expiries early: a test tool, never a live server's.
  if (production && devClock) throw new Error("DEV_CLOCK=1 is refused when NODE_ENV=production: it lets a request move the server's time.");
  if (devClock && !devOutbox)
    throw new Error('DEV_CLOCK=1 needs the dev outbox (DEV_OUTBOX=1): the clock route is a development tool beside it.');
  const devClockStart = env.DEV_CLOCK_START ? new Date(env.DEV_CLOCK_START) : undefined;
  if (devClockStart && Number.isNaN(devClockStart.getTime())) {
    throw new Error(`DEV_CLOCK_START must be an ISO instant (e.g. 2026-11-24T15:00:00Z), got ${env.DEV_CLOCK_START}`);
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    dbQueue: {
      maxWaiting: wholeSetting(env.DB_QUEUE_MAX, 'DB_QUEUE_MAX', defaultQueueBound.maxWaiting, 1, 100_000),
      maxWaitMs: wholeSetting(env.DB_QUEUE_WAIT_MS, 'DB_QUEUE_WAIT_MS', defaultQueueBound.maxWaitMs, 1, 600_000),
    },
    production,
    devOutbox,
    devOutboxPublic,
    devClock,
    devClockStart,
    staticDir: path.resolve(env.STATIC_DIR ?? './dist'),
    bundleRoot: path.resolve(env.BUNDLE_ROOT ?? '.'),
    publicUrl,
    checkResponses: !production,
    codeTtlSeconds: 600,
    codeResendSeconds: 60,
    codeMaxTries: 5,
    sessionDays: 30,
    inviteRequired: env.INVITE_REQUIRED === '1',
    maxBankCards: countSetting(env.MAX_BANK_CARDS, 'MAX_BANK_CARDS', 3),
    maxWallets: countSetting(env.MAX_WALLETS, 'MAX_WALLETS', 3),
    trustProxy: env.TRUST_PROXY === '1',
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'meridian',
    smtp,
    sms,
    limits: {
      ...defaultLimits,
      tradeUnlockMinutes: wholeSetting(env.TRADE_UNLOCK_MINUTES, 'TRADE_UNLOCK_MINUTES', defaultLimits.tradeUnlockMinutes, 1, 24 * 60),
    },
    http: {
      ...defaultHttpLimits,
      maxConnections: countSetting(env.MAX_CONNECTIONS, 'MAX_CONNECTIONS', defaultHttpLimits.maxConnections, 100_000),
      maxInFlight: countSetting(env.MAX_IN_FLIGHT, 'MAX_IN_FLIGHT', defaultHttpLimits.maxInFlight, 100_000),
      callerWritesInFlight: countSetting(
        env.CALLER_WRITES_IN_FLIGHT,
        'CALLER_WRITES_IN_FLIGHT',
        defaultHttpLimits.callerWritesInFlight,
        1_000,
      ),
    },
    money: loadMoneyConfig(env),
    market: loadMarketConfig(env),
    trading: loadTradingConfig(env),
    follow: loadFollowConfig(env),
    fund: loadFundConfig(env),
    jobs: { intervalMs: wholeSetting(env.JOBS_INTERVAL_MS, 'JOBS_INTERVAL_MS', 5_000, 0, 3_600_000) },
    studio: { handoffHours: wholeSetting(env.STUDIO_HANDOFF_HOURS, 'STUDIO_HANDOFF_HOURS', 4, 1, 720) },
    demoFund: env.DEMO_FUND !== '0',
    demoContent: env.DEMO_CONTENT !== '0',
    operator: loadOperatorFacts(env, production),
    push: loadPushConfig(env, production, publicUrl),
    map: loadMapConfig(env, production, publicUrl),
  };
}

/** What `npm start` must warn about before serving: settings that are allowed but dangerous. */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.devOutbox && config.devOutboxPublic) {
    warnings.push(
      `DEV_OUTBOX_PUBLIC=1: the dev outbox is served to any client${isLoopback(config.host) ? '' : ` on ${config.host}`}; anyone who reaches this server can read sign-in codes and enter any account. Never use it on a shared network.`,
    );
  }
  return warnings;
}

/** A whole number from the environment within [min, max], else start-up fails. */
function wholeSetting(raw: string | undefined, name: string, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, got ${raw}`);
  return n;
}

/** A count from the environment (the maximum cards, wallets or connections): 1 to max, else start-up fails. */
function countSetting(raw: string | undefined, name: string, fallback: number, max = 20): number {
  return wholeSetting(raw, name, fallback, 1, max);
}

/** A fraction from the environment: 0 up to (not including) 1, at most 6 decimals. */
function fractionSetting(raw: string | undefined, name: string, fallback: string): string {
  const value = raw === undefined || raw === '' ? fallback : raw;
  if (!/^0(\.[0-9]{1,6})?$/.test(value)) throw new Error(`${name} must be a fraction from 0 to below 1 (at most 6 decimals), got ${value}`);
  return value;
}

/** A USDT amount from the environment, at most 2 decimals. */
function decimalSetting(raw: string | undefined, name: string, fallback: string): string {
  const value = raw === undefined || raw === '' ? fallback : raw;
  if (!/^(0|[1-9][0-9]{0,9})(\.[0-9]{1,2})?$/.test(value))
    throw new Error(`${name} must be an amount with at most 2 decimals, got ${value}`);
  return value;
}

// ---- Operator facts -------------------------------------------------------------------------

/**
 * The facts about the operator that the agreement, the privacy policy and the risk disclosures
 * state, by the name a document's placeholder uses ({{operator.legal_name}}) and the variable that
 * sets it. They are the operator's to declare, never the code's to invent.
 */
export const OPERATOR_FACT_VARS = {
  legal_name: 'OPERATOR_LEGAL_NAME',
  registered_address: 'OPERATOR_REGISTERED_ADDRESS',
  registration_number: 'OPERATOR_REGISTRATION_NUMBER',
  regulator: 'OPERATOR_REGULATOR',
  governing_law: 'OPERATOR_GOVERNING_LAW',
  retention_years: 'OPERATOR_RETENTION_YEARS',
  support_contact: 'OPERATOR_SUPPORT_CONTACT',
  investor_protection: 'OPERATOR_INVESTOR_PROTECTION',
} as const;
export type OperatorFactKey = keyof typeof OPERATOR_FACT_VARS;
export const OPERATOR_FACT_KEYS = Object.keys(OPERATOR_FACT_VARS) as OperatorFactKey[];

/** One text for every language, or texts per locale (a facts file may translate the regulator's name; "en" is required). */
export type OperatorFactValue = string | Record<string, string>;

export interface OperatorFacts {
  values: Partial<Record<OperatorFactKey, OperatorFactValue>>;
  /** Facts nobody configured: production refuses to start (server/start.ts), elsewhere they read as demo values. */
  missing: OperatorFactKey[];
  /** Facts filled with demo values: the documents mark each "(demo)", so nobody mistakes them for the operator's. */
  demo: OperatorFactKey[];
}

/** What development and tests show for a fact nobody set; every one is marked "(demo)" where it is filled in. */
export const DEMO_OPERATOR_FACTS: Record<OperatorFactKey, string> = {
  legal_name: 'Meridian Demo Operator Ltd',
  registered_address: '1 Example Street, Demo City',
  registration_number: 'DEMO-000000',
  regulator: 'Demo Financial Authority',
  governing_law: 'Demoland',
  retention_years: '5',
  support_contact: 'support@meridian.example',
  investor_protection: 'none',
};

/**
 * The operator facts from OPERATOR_FACTS_FILE (a JSON object keyed by fact) and the OPERATOR_*
 * variables, a variable winning over the file. A fact set nowhere is missing: outside production
 * it takes its demo value.
 */
export function loadOperatorFacts(env: NodeJS.ProcessEnv, production: boolean): OperatorFacts {
  const fromFile: Partial<Record<OperatorFactKey, OperatorFactValue>> = {};
  if (env.OPERATOR_FACTS_FILE) {
    const raw = JSON.parse(fs.readFileSync(env.OPERATOR_FACTS_FILE, 'utf8')) as unknown;
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error('OPERATOR_FACTS_FILE must hold a JSON object keyed by fact');
    for (const [key, value] of Object.entries(raw)) {
      // A misspelt key would silently leave its fact missing: refuse it by name.
      if (!(key in OPERATOR_FACT_VARS))
        throw new Error(`OPERATOR_FACTS_FILE: unknown fact "${key}" (known: ${OPERATOR_FACT_KEYS.join(', ')})`);
      fromFile[key as OperatorFactKey] = factValue(value, `OPERATOR_FACTS_FILE ${key}`);
    }
  }
  const facts: OperatorFacts = { values: {}, missing: [], demo: [] };
  for (const key of OPERATOR_FACT_KEYS) {
    const fromEnv = env[OPERATOR_FACT_VARS[key]]?.trim();
    const value = fromEnv ? fromEnv : fromFile[key];
    if (value !== undefined) facts.values[key] = value;
    else {
      facts.missing.push(key);
      if (!production) {
        facts.values[key] = DEMO_OPERATOR_FACTS[key];
        facts.demo.push(key);
      }
    }
  }
  const years = facts.values.retention_years;
  if (years !== undefined && (typeof years !== 'string' || !/^[1-9][0-9]?$/.test(years)))
    throw new Error(`OPERATOR_RETENTION_YEARS must be a whole number of years from 1 to 99, got ${JSON.stringify(years)}`);
  return facts;
}

/** A fact's value from the facts file: a non-empty string, or an object of locale -> non-empty string with "en". */
function factValue(value: unknown, name: string): OperatorFactValue {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value);
    if (entries.every(([, v]) => typeof v === 'string' && v.trim() !== '') && typeof (value as Record<string, unknown>).en === 'string')
      return Object.fromEntries(entries.map(([k, v]) => [k, (v as string).trim()]));
  }
  throw new Error(`${name} must be a non-empty text, or texts by locale with "en"`);
}

/** The start check: production serves no document with a fact missing. Names each missing fact and its variable. */
export function operatorFactsProblem(config: Pick<Config, 'production' | 'operator'>): string | undefined {
  if (!config.production || config.operator.missing.length === 0) return undefined;
  const list = config.operator.missing.map((k) => `${OPERATOR_FACT_VARS[k]} (${k})`).join(', ');
  return `NODE_ENV=production needs the operator facts the legal documents state; missing: ${list}. Set them as variables or in OPERATOR_FACTS_FILE (README.md, docs/documents.md).`;
}
