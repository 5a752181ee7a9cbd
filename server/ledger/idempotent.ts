import { createHash } from 'node:crypto';
import type { Queryable } from '../db/types';
import type { Services } from '../services';
import { AppError, Codes } from '../errors';
import { lockMember } from './member-lock';

export interface IdempotencyScope {
  /** Who asked: "m:<memberId>" or "s:<staffId>"; one caller's keys never meet another's. */
  owner: string;
  endpoint: string;
  key: string;
  request: unknown;
}

/**
 * Runs a money write once per key. The key row is inserted in the write's own transaction: a
 * repeat arriving meanwhile waits on the row, then reads the first answer; a write that failed
 * leaves no row, so its retry runs again. The same key with a different request is refused.
 */
export async function idempotent<T>(services: Services, scope: IdempotencyScope, write: (q: Queryable) => Promise<T>): Promise<T> {
  const hash = hashOf(scope);
  return services.db.tx(async (q) => {
    const claimed = await q.query(
      `INSERT INTO idempotency_keys (owner, endpoint, key, request_hash, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (owner, endpoint, key) DO NOTHING RETURNING key`,
      [scope.owner, scope.endpoint, scope.key, hash, services.clock.now()],
    );
    if (claimed.rows.length === 0) {
      const { rows } = await q.query<{ request_hash: string; response: string }>(
        'SELECT request_hash, response FROM idempotency_keys WHERE owner = $1 AND endpoint = $2 AND key = $3',
        [scope.owner, scope.endpoint, scope.key],
      );
      if (rows[0]!.request_hash !== hash) throw new AppError(Codes.CONFLICT, 'server.idempotencyReused');
      return JSON.parse(rows[0]!.response) as T;
    }
    // A member's writes take turns: the member's row is their first lock (ledger/member-lock.ts).
    if (scope.owner.startsWith('m:')) await lockMember(q, scope.owner.slice(2));
    const result = await write(q);
    await q.query('UPDATE idempotency_keys SET response = $4 WHERE owner = $1 AND endpoint = $2 AND key = $3', [
      scope.owner,
      scope.endpoint,
      scope.key,
      JSON.stringify(result ?? null),
    ]);
    return result;
  });
}

/**
 * The stored answer of a write that already happened under this key, if any. The dispatcher asks
 * first for handlers declared `replay: 'first'`: the checks in front of a write (payment password,
 * review hours, a recipient) may say otherwise by now, and a member retrying after a lost reply
 * must hear what actually happened.
 */
export async function storedAnswer<T>(services: Services, scope: IdempotencyScope): Promise<{ answer: T } | undefined> {
  const { rows } = await services.db.query<{ request_hash: string; response: string | null }>(
    'SELECT request_hash, response FROM idempotency_keys WHERE owner = $1 AND endpoint = $2 AND key = $3',
    [scope.owner, scope.endpoint, scope.key],
  );
  const stored = rows[0];
  if (stored?.response === undefined || stored.response === null) return undefined;
  if (stored.request_hash !== hashOf(scope)) throw new AppError(Codes.CONFLICT, 'server.idempotencyReused');
  return { answer: JSON.parse(stored.response) as T };
}

function hashOf(scope: IdempotencyScope): string {
  return createHash('sha256').update(stableJson(scope.request)).digest('hex');
}

/** JSON with sorted keys, so the same request hashes the same whatever order its fields came in. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The scope of a call (the dispatcher's): its caller, the endpoint, the key and the request without secrets. */
export function scopeOf(
  ctx: { input: unknown; caller: { memberId: string } | null; staff?: { staffId: string }; idempotencyKey?: string },
  endpoint: string,
): IdempotencyScope {
  if (!ctx.idempotencyKey) throw new Error(`${endpoint}: the catalogue entry must be idempotent`);
  const owner = ctx.staff ? `s:${ctx.staff.staffId}` : ctx.caller ? `m:${ctx.caller.memberId}` : undefined;
  if (!owner) throw new Error(`${endpoint}: an idempotent entry needs auth or staff roles`);
  // The payment password is checked before the write; it has no place in a stored hash.
  const { pay_password: _secret, ...request } = ctx.input as Record<string, unknown>;
  return { owner, endpoint, key: ctx.idempotencyKey, request };
}
