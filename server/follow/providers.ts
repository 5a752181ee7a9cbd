import type { Queryable } from '../db/types';

export interface ProviderRow {
  id: string;
  member_id: string;
  display_name: string;
  avatar: string;
  introduction: string;
  strategy: string;
  fee_rate: string;
  status: 'active' | 'inactive';
  since: Date;
  /** The last simulated snapshot's time (a demo provider's record before its seed), null when none. */
  simulated_until: Date | null;
}

const COLUMNS = `id::text AS id, member_id::text AS member_id, display_name, avatar, introduction, strategy, fee_rate::text AS fee_rate, status, since,
  (SELECT max(n.time) FROM follow_nav n WHERE n.provider_id = follow_providers.id AND n.simulated) AS simulated_until`;

export async function providerById(q: Queryable, id: string | number): Promise<ProviderRow | undefined> {
  if (!/^[0-9]{1,18}$/.test(String(id))) return undefined;
  const { rows } = await q.query<ProviderRow>(`SELECT ${COLUMNS} FROM follow_providers WHERE id = $1`, [String(id)]);
  return rows[0];
}

export async function activeProviders(q: Queryable): Promise<ProviderRow[]> {
  const { rows } = await q.query<ProviderRow>(`SELECT ${COLUMNS} FROM follow_providers WHERE status = 'active' ORDER BY id`);
  return rows;
}

export interface NewProvider {
  memberId: string;
  name: string;
  avatar: string;
  introduction: string;
  strategy: string;
  feeRate: string;
}

export async function insertProvider(q: Queryable, p: NewProvider, now: Date): Promise<ProviderRow> {
  const { rows } = await q.query<ProviderRow>(
    `INSERT INTO follow_providers (member_id, display_name, avatar, introduction, strategy, fee_rate, status, since, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'active', $7, $7) RETURNING ${COLUMNS}`,
    [p.memberId, p.name, p.avatar, p.introduction, p.strategy, p.feeRate, now],
  );
  return rows[0]!;
}
