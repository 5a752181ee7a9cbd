import crypto from 'node:crypto';
import type { Queryable } from '../db/types';
import type { Login } from './addresses';
import { AppError, Codes } from '../errors';

export interface MemberRow {
  id: string;
  uid: string;
  email: string | null;
  area_code: string | null;
  mobile: string | null;
  password_hash: string;
  pay_password_hash: string | null;
  nickname: string;
  introduction: string;
  nickname_changed: boolean;
  introduction_changed: boolean;
  head_img: string;
  invite_code: string;
  vip_level: number;
  stars: number;
  realname_status: 'none' | 'review' | 'passed' | 'failed';
  created_at: Date;
}

const columns = `id::text AS id, uid, email, area_code, mobile, password_hash, pay_password_hash, nickname, introduction,
  nickname_changed, introduction_changed, head_img, invite_code, vip_level, stars, realname_status, created_at`;

export async function findByLogin(q: Queryable, login: Login): Promise<MemberRow | undefined> {
  const { rows } =
    login.kind === 'email'
      ? await q.query<MemberRow>(`SELECT ${columns} FROM members WHERE email = $1`, [login.email])
      : await q.query<MemberRow>(`SELECT ${columns} FROM members WHERE area_code = $1 AND mobile = $2`, [login.areaCode, login.mobile]);
  return rows[0];
}

export async function findById(q: Queryable, id: string): Promise<MemberRow | undefined> {
  const { rows } = await q.query<MemberRow>(`SELECT ${columns} FROM members WHERE id = $1`, [id]);
  return rows[0];
}

/** A member's id by the UID staff type in; undefined when no member has it. */
export async function findIdByUid(q: Queryable, uid: string): Promise<string | undefined> {
  const { rows } = await q.query<{ id: string }>('SELECT id::text AS id FROM members WHERE uid = $1', [uid]);
  return rows[0]?.id;
}

/**
 * Locks the member's row for the rest of the transaction: it serialises what a member does that a
 * limit or a check counts (binding payout destinations), so two parallel requests cannot pass together.
 */
export async function lockMemberRow(q: Queryable, id: string): Promise<void> {
  await q.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [id]);
}

/** Whether the member has set a payment password (withdrawals need one). */
export async function hasPayPassword(q: Queryable, id: string): Promise<boolean> {
  const { rows } = await q.query<{ set: boolean }>('SELECT pay_password_hash IS NOT NULL AS set FROM members WHERE id = $1', [id]);
  return Boolean(rows[0]?.set);
}

/**
 * Sets the nickname if it was never changed: the flag flips in the same statement that writes, so two
 * parallel requests cannot both change it. False when it was changed before.
 */
export async function setNicknameOnce(q: Queryable, id: string, nickname: string): Promise<boolean> {
  const { rows } = await q.query(
    'UPDATE members SET nickname = $2, nickname_changed = true WHERE id = $1 AND NOT nickname_changed RETURNING id',
    [id, nickname],
  );
  return rows.length > 0;
}

/** Sets the introduction if it was never changed, as setNicknameOnce. False when it was changed before. */
export async function setIntroductionOnce(q: Queryable, id: string, introduction: string): Promise<boolean> {
  const { rows } = await q.query(
    'UPDATE members SET introduction = $2, introduction_changed = true WHERE id = $1 AND NOT introduction_changed RETURNING id',
    [id, introduction],
  );
  return rows.length > 0;
}

/** A new phone number; it starts the withdrawal cooling-off period (security_changed_at). */
export async function setPhone(q: Queryable, id: string, areaCode: string, mobile: string, at: Date): Promise<void> {
  await q.query('UPDATE members SET area_code = $2, mobile = $3, security_changed_at = $4 WHERE id = $1', [id, areaCode, mobile, at]);
}

/** A new email; it starts the withdrawal cooling-off period (security_changed_at). */
export async function setEmail(q: Queryable, id: string, email: string, at: Date): Promise<void> {
  await q.query('UPDATE members SET email = $2, security_changed_at = $3 WHERE id = $1', [id, email, at]);
}

export async function setPasswordHash(q: Queryable, id: string, hash: string): Promise<void> {
  await q.query('UPDATE members SET password_hash = $2 WHERE id = $1', [id, hash]);
}

/** A new payment password starts the withdrawal cooling-off period (server/security/payout-hold.ts). */
export async function setPayPasswordHash(q: Queryable, id: string, hash: string, at: Date): Promise<void> {
  await q.query('UPDATE members SET pay_password_hash = $2, security_changed_at = $3 WHERE id = $1', [id, hash, at]);
}

/** A member's id and nickname by UID (a transfer's recipient); undefined when no member has it. */
export async function memberByUid(q: Queryable, uid: string): Promise<{ id: string; nickname: string } | undefined> {
  const { rows } = await q.query<{ id: string; nickname: string }>('SELECT id::text AS id, nickname FROM members WHERE uid = $1', [uid]);
  return rows[0];
}

/** A member's UID and nickname (a statement's heading). */
export async function uidAndNickname(q: Queryable, id: string): Promise<{ uid: string; nickname: string } | undefined> {
  const { rows } = await q.query<{ uid: string; nickname: string }>('SELECT uid, nickname FROM members WHERE id = $1', [id]);
  return rows[0];
}

/** The caller's own row; a session whose member is gone has ended. */
export async function requireMember(q: Queryable, id: string): Promise<MemberRow> {
  const member = await findById(q, id);
  if (!member) throw new AppError(Codes.SESSION_ENDED, 'server.sessionEnded');
  return member;
}

export async function findByInviteCode(q: Queryable, code: string): Promise<MemberRow | undefined> {
  const { rows } = await q.query<MemberRow>(`SELECT ${columns} FROM members WHERE invite_code = $1`, [code.toUpperCase()]);
  return rows[0];
}

// No 0/O or 1/I: invitation codes get read aloud and typed from screenshots.
const inviteAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newInviteCode(): string {
  return Array.from(crypto.randomBytes(8), (b) => inviteAlphabet[b % inviteAlphabet.length]).join('');
}

export function newUid(): string {
  return String(crypto.randomInt(10_000_000, 100_000_000));
}

/** Inserts a member, retrying on the rare UID or invitation-code collision. */
export async function insertMember(
  q: Queryable,
  m: { login: Login; passwordHash: string; inviterId: string | null; now: Date },
): Promise<MemberRow> {
  for (let attempt = 0; ; attempt++) {
    const uid = newUid();
    // A savepoint, because on PostgreSQL a failed statement would otherwise abort the whole transaction.
    await q.query('SAVEPOINT insert_member');
    try {
      const { rows } = await q.query<MemberRow>(
        `INSERT INTO members (uid, email, area_code, mobile, password_hash, nickname, invite_code, inviter_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${columns}`,
        [
          uid,
          m.login.kind === 'email' ? m.login.email : null,
          m.login.kind === 'phone' ? m.login.areaCode : null,
          m.login.kind === 'phone' ? m.login.mobile : null,
          m.passwordHash,
          `user_${uid.slice(-4)}`,
          newInviteCode(),
          m.inviterId,
          m.now,
        ],
      );
      await q.query('RELEASE SAVEPOINT insert_member');
      return rows[0]!;
    } catch (err) {
      await q.query('ROLLBACK TO SAVEPOINT insert_member');
      const constraint = (err as { constraint?: string }).constraint ?? '';
      const retryable = /uid|invite_code/.test(constraint) || /members_(uid|invite_code)_key/.test(String((err as Error).message));
      if (!retryable || attempt >= 5) throw err;
    }
  }
}

/** A unique violation; with `index`, only one of that index (both drivers name it in `constraint`). */
export function isUniqueViolation(err: unknown, index?: string): boolean {
  const e = err as { code?: string; constraint?: string };
  return e.code === '23505' && (index === undefined || e.constraint === index);
}
