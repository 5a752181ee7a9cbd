import type { Queryable } from '../db/types';
import { AppError, Codes } from '../errors';

export type AcceptanceContext = 'registration' | 'top10' | 'follow' | 'reaccept';

/** Documents every member must have accepted in their latest version-requiring-acceptance. */
export const EVERYONE_ACCEPTS = ['agreement', 'privacy'] as const;

/** Records that a member accepted a version; accepting it again changes nothing. Returns when it was (first) accepted. */
export async function recordAcceptance(
  q: Queryable,
  a: { memberId: string; key: string; version: number; context: AcceptanceContext; ip: string; at: Date },
): Promise<Date> {
  // One statement: the new row's time, or the earlier acceptance's (the purchase paths, issue 23).
  const { rows } = await q.query<{ accepted_at: Date | string }>(
    `WITH ins AS (
       INSERT INTO document_acceptances (member_id, key, version, context, ip, accepted_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (member_id, key, version) DO NOTHING RETURNING accepted_at)
     SELECT accepted_at FROM ins
     UNION ALL SELECT accepted_at FROM document_acceptances WHERE member_id = $1 AND key = $2 AND version = $3
     LIMIT 1`,
    [a.memberId, a.key, a.version, a.context, a.ip, a.at],
  );
  if (rows[0]) return new Date(rows[0].accepted_at);
  // Accepted by another transaction that committed after this statement began (its snapshot missed it).
  const again = await q.query<{ accepted_at: Date | string }>(
    'SELECT accepted_at FROM document_acceptances WHERE member_id = $1 AND key = $2 AND version = $3',
    [a.memberId, a.key, a.version],
  );
  return new Date(again.rows[0]!.accepted_at);
}

/** Records the current version of a legal document (e.g. a risk disclosure at a product's confirmation), in one statement. */
export async function acceptCurrent(
  q: Queryable,
  a: { memberId: string; key: string; context: AcceptanceContext; ip: string; at: Date },
): Promise<number | undefined> {
  const { rows } = await q.query<{ version: number | null }>(
    `WITH v AS (SELECT max(version) AS version FROM document_versions WHERE key = $2),
     ins AS (
       INSERT INTO document_acceptances (member_id, key, version, context, ip, accepted_at)
       SELECT $1, $2, v.version, $3, $4, $5 FROM v WHERE v.version IS NOT NULL
       ON CONFLICT (member_id, key, version) DO NOTHING)
     SELECT version FROM v`,
    [a.memberId, a.key, a.context, a.ip, a.at],
  );
  return rows[0]?.version == null ? undefined : Number(rows[0].version);
}

export interface Pending {
  key: string;
  version: number;
  effective: string;
}

/**
 * What the member must (re)accept before going on: for each legal key, its latest version when that
 * version requires acceptance, the member has not accepted it, and the key concerns the member —
 * the agreement and the privacy policy concern everyone; a risk disclosure those who accepted an
 * earlier version of it (they hold the product it describes). A version published without
 * "requires acceptance" asks nothing; the next one that requires it asks again.
 */
export async function pendingAcceptances(q: Queryable, memberId: string): Promise<Pending[]> {
  const { rows } = await q.query<{ key: string; version: number; effective: string }>(
    `SELECT v.key, v.version, to_char(v.effective, 'YYYY-MM-DD') AS effective
     FROM document_versions v
     WHERE v.kind = 'legal' AND v.requires_acceptance
       AND v.version = (SELECT max(version) FROM document_versions w WHERE w.key = v.key)
       AND NOT EXISTS (SELECT 1 FROM document_acceptances a WHERE a.member_id = $1 AND a.key = v.key AND a.version = v.version)
       AND (v.key = ANY($2::text[]) OR EXISTS (SELECT 1 FROM document_acceptances a WHERE a.member_id = $1 AND a.key = v.key))
     ORDER BY v.key`,
    [memberId, [...EVERYONE_ACCEPTS]],
  );
  return rows.map((r) => ({ key: r.key, version: Number(r.version), effective: r.effective }));
}

/** The latest version the member accepted of each key. */
export async function acceptedVersions(q: Queryable, memberId: string): Promise<Map<string, number>> {
  const { rows } = await q.query<{ key: string; version: number }>(
    'SELECT key, max(version) AS version FROM document_acceptances WHERE member_id = $1 GROUP BY key',
    [memberId],
  );
  return new Map(rows.map((r) => [r.key, Number(r.version)]));
}

/**
 * The agreement and privacy versions a registration accepts: the current ones. A version the screen
 * sent that is no longer current is refused (the member saw an older text); none sent means the
 * current one, which the registration screen shows.
 */
export async function registrationVersions(
  q: Queryable,
  sent: Partial<Record<(typeof EVERYONE_ACCEPTS)[number], number>>,
): Promise<[string, number][]> {
  const { rows } = await q.query<{ key: string; version: number }>(
    'SELECT key, max(version) AS version FROM document_versions WHERE key = ANY($1::text[]) GROUP BY key',
    [[...EVERYONE_ACCEPTS]],
  );
  const current = new Map(rows.map((r) => [r.key, Number(r.version)]));
  for (const key of EVERYONE_ACCEPTS) {
    const version = sent[key];
    if (version !== undefined && version !== current.get(key)) throw new AppError(Codes.RULE, 'server.documents.outdated');
  }
  return [...current];
}

/**
 * A member made without the registration endpoint (the demo member, test and benchmark fixtures)
 * accepts what registration would have: the current agreement and privacy versions.
 */
export async function acceptAsRegistered(q: Queryable, memberId: string, ip: string, at: Date): Promise<void> {
  for (const [key, version] of await registrationVersions(q, {}))
    await recordAcceptance(q, { memberId, key, version, context: 'registration', ip, at });
}
