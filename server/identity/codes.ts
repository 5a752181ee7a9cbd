import crypto from 'node:crypto';
import type { Queryable } from '../db/types';
import type { Services } from '../services';
import { AppError, Codes } from '../errors';
import { hitWindow } from '../security/rate-window';
import { sameHash, sha256 } from '../security/tokens';

export type Purpose =
  'register' | 'login' | 'forget_pwd' | 'pay_password' | 'change_phone' | 'change_email' | 'bind_email' | 'security' | 'staff_login';

interface CodeRow {
  id: string;
  salt: string;
  code_hash: string;
  attempts: number;
  created_at: Date;
  expires_at: Date;
  consumed_at: Date | null;
}

/**
 * Sends a 6-digit code. The server enforces the resend countdown (the client's countdown is only a
 * courtesy), an hourly cap per address and per client; a new code replaces the previous one.
 * `deliver: false` does everything but the sending: a sign-in code asked for an unknown address
 * answers and counts exactly like one for a known address (no enumeration), and reaches nobody.
 */
export async function sendCode(
  services: Services,
  req: { target: string; channel: 'sms' | 'email'; purpose: Purpose; ip: string; lan: string | undefined; deliver?: boolean },
): Promise<{ resend_seconds: number; expires_seconds: number }> {
  const { db, clock, config } = services;
  const now = clock.now();
  const latest = await latestCode(db, req.target, req.purpose);
  if (latest) {
    const wait = Math.ceil((new Date(latest.created_at).getTime() + config.codeResendSeconds * 1000 - now.getTime()) / 1000);
    if (wait > 0) throw new AppError(Codes.RATE_LIMITED, 'server.codeWait', { seconds: wait });
  }
  const perTarget = await hitWindow(db, `code:to:${req.target}`, 3600, now);
  if (perTarget.hits > config.limits.codesPerTargetHour) throw new AppError(Codes.RATE_LIMITED, 'server.codeHourly');
  const perClient = await hitWindow(db, `code:ip:${req.ip}`, 3600, now);
  if (perClient.hits > config.limits.codesPerAddressHour) throw new AppError(Codes.RATE_LIMITED, 'server.codeHourly');

  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = crypto.randomBytes(16).toString('hex');
  await db.query(
    `INSERT INTO verification_codes (target, purpose, salt, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [req.target, req.purpose, salt, sha256(salt + code), now, new Date(now.getTime() + config.codeTtlSeconds * 1000)],
  );
  if (req.deliver === false) return { resend_seconds: config.codeResendSeconds, expires_seconds: config.codeTtlSeconds };
  await services.notifier.send({
    channel: req.channel,
    to: req.target,
    subject: services.messages(req.lan, 'server.codeSmsSubject'),
    body: services.messages(req.lan, 'server.codeMessage', { code }),
  });
  return { resend_seconds: config.codeResendSeconds, expires_seconds: config.codeTtlSeconds };
}

/**
 * Checks the newest code for (target, purpose). Each comparison first reserves one of the allowed
 * tries in a single UPDATE, so parallel guesses cannot exceed the limit; a right answer gives the
 * try back. Runs outside the caller's transaction so a wrong guess is counted even when the
 * request then fails. Returns the code's id for consumeCode.
 */
export async function checkCode(services: Services, target: string, purpose: Purpose, code: string): Promise<string> {
  const { db, clock, config } = services;
  const row = await latestCode(db, target, purpose);
  if (!row || row.consumed_at) throw new AppError(Codes.RULE, 'server.codeInvalid');
  if (new Date(row.expires_at).getTime() <= clock.now().getTime()) throw new AppError(Codes.RULE, 'server.codeExpired');
  const reserved = await db.query('UPDATE verification_codes SET attempts = attempts + 1 WHERE id = $1 AND attempts < $2 RETURNING id', [
    row.id,
    config.codeMaxTries,
  ]);
  if (reserved.rows.length === 0) throw new AppError(Codes.RULE, 'server.codeTooManyTries');
  if (!sameHash(sha256(row.salt + code), row.code_hash)) {
    throw new AppError(Codes.RULE, row.attempts + 1 >= config.codeMaxTries ? 'server.codeTooManyTries' : 'server.codeInvalid');
  }
  await db.query('UPDATE verification_codes SET attempts = attempts - 1 WHERE id = $1', [row.id]);
  return row.id;
}

/** Marks a checked code used, inside the transaction that relies on it; a code works once. */
export async function consumeCode(q: Queryable, codeId: string, now: Date): Promise<void> {
  const { rows } = await q.query('UPDATE verification_codes SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL RETURNING id', [
    codeId,
    now,
  ]);
  if (rows.length === 0) throw new AppError(Codes.RULE, 'server.codeInvalid');
}

async function latestCode(q: Queryable, target: string, purpose: Purpose): Promise<CodeRow | undefined> {
  const { rows } = await q.query<CodeRow>(
    `SELECT id::text AS id, salt, code_hash, attempts, created_at, expires_at, consumed_at
       FROM verification_codes WHERE target = $1 AND purpose = $2 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [target, purpose],
  );
  return rows[0];
}

/** Of several addresses, the one whose newest code for this purpose was sent last (none: undefined). */
export async function newestCodeTarget(q: Queryable, targets: string[], purpose: Purpose): Promise<string | undefined> {
  const { rows } = await q.query<{ target: string }>(
    'SELECT target FROM verification_codes WHERE target = ANY($1) AND purpose = $2 ORDER BY created_at DESC, id DESC LIMIT 1',
    [targets, purpose],
  );
  return rows[0]?.target;
}
