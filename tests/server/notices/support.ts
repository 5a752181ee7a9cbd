import type { TestServer } from '../support/harness';

export interface NoticeDb {
  id: string;
  kind: string;
  args: Record<string, string>;
  read: boolean;
}

/** A member's notices of the given kinds as stored, oldest first (the deposit that funded a test member is left out). */
export async function noticesOf(s: TestServer, memberId: string, kinds: string[]): Promise<NoticeDb[]> {
  const { rows } = await s.running.services.db.query<{ id: string; kind: string; args: unknown; read: boolean }>(
    `SELECT id::text AS id, kind, args, read_at IS NOT NULL AS read FROM member_notices WHERE member_id = $1 AND kind = ANY($2::text[]) ORDER BY id`,
    [memberId, kinds],
  );
  return rows.map((r) => ({ ...r, args: (typeof r.args === 'string' ? JSON.parse(r.args) : r.args) as Record<string, string> }));
}

/** The notice as Notices shows it (announce/list) in a language: its title and text. */
export async function shown(
  s: TestServer,
  token: string,
  id: string,
  lan = 'en',
): Promise<{ title: string; content: string; read: boolean }> {
  const list = (await s.api('announce/list', { kind: 'notice', limit: 50 }, { token, lan })).data.list;
  const item = list.find((n) => n.id === Number(id));
  if (!item) throw new Error(`notice ${id} is not listed`);
  return { title: item.title, content: item.content, read: item.read };
}

export async function orderNo(s: TestServer, orderId: number): Promise<string> {
  const { rows } = await s.running.services.db.query<{ order_no: string }>('SELECT order_no FROM etf_orders WHERE id = $1', [orderId]);
  return rows[0]!.order_no;
}
