import type { Queryable } from '../db/types';
import type { Messages } from '../messages';
import type { MessageKey } from '../generated/messageKeys';
import { enqueuePushes } from './push-events';

/** What a personal notice says; its text is written in the reader's language when read (server.notice.<kind>). */
export const NOTICE_KINDS = [
  'depositPassed',
  'depositRefused',
  'withdrawalPassed',
  'withdrawalRefused',
  'kycPassed',
  'kycFailed',
  'orderBought',
  'orderSold',
  'orderExpired',
  'copyStopLoss',
  'fundSettled',
  'chatReply',
  'blockAllocated',
  'blockRejected',
  'blockUnlocked',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export type NoticeArgs = Record<string, string | number>;

/**
 * A personal notice for one member, written in the transaction of the decision it reports, so a
 * decision is never without its notice nor a notice without its decision. Its Web Push deliveries
 * (the devices that chose its event) are queued in the same transaction.
 */
export async function writeNotice(q: Queryable, memberId: string, kind: NoticeKind, args: NoticeArgs, at: Date): Promise<void> {
  const { rows } = await q.query<{ id: string }>(
    'INSERT INTO member_notices (member_id, kind, args, created_at) VALUES ($1, $2, $3, $4) RETURNING id::text AS id',
    [memberId, kind, JSON.stringify(args), at],
  );
  await enqueuePushes(q, memberId, rows[0]!.id, kind, at);
}

/**
 * A support reply's notice, one per burst: written only while the member has no unread reply notice
 * of this conversation, so ten replies in a row are one notice (and one push) until it is read.
 * The conversation row is locked by the caller, so two replies at once cannot both find none.
 */
export async function writeChatReplyNotice(q: Queryable, memberId: string, conversationId: string, at: Date): Promise<void> {
  const { rows } = await q.query(
    `SELECT 1 FROM member_notices WHERE member_id = $1 AND kind = 'chatReply' AND read_at IS NULL AND args ->> 'conversation' = $2 LIMIT 1`,
    [memberId, conversationId],
  );
  if (rows.length === 0) await writeNotice(q, memberId, 'chatReply', { conversation: conversationId }, at);
}

/** The member read the chat: its reply notices are read too (the next reply is news again). */
export async function readChatReplyNotices(q: Queryable, memberId: string, conversationId: string, at: Date): Promise<void> {
  await q.query(
    `UPDATE member_notices SET read_at = $3 WHERE member_id = $1 AND kind = 'chatReply' AND read_at IS NULL AND args ->> 'conversation' = $2`,
    [memberId, conversationId, at],
  );
}

export interface NoticeRow {
  id: string;
  kind: string;
  args: NoticeArgs | string;
  created_at: Date;
  read_at: Date | null;
}

/** A member's own notices by id: another member's ids find nothing. */
export async function noticesOf(q: Queryable, memberId: string, ids: string[]): Promise<Map<string, NoticeRow>> {
  if (ids.length === 0) return new Map();
  const { rows } = await q.query<NoticeRow>(
    'SELECT id::text AS id, kind, args, created_at, read_at FROM member_notices WHERE member_id = $1 AND id = ANY($2::bigint[])',
    [memberId, ids],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** The notice's title and text in the reader's language; an unknown kind (a newer server's) reads as a generic notice. */
export function renderNotice(messages: Messages, lan: string | undefined, row: NoticeRow): { title: string; content: string } {
  const args = typeof row.args === 'string' ? (JSON.parse(row.args) as NoticeArgs) : row.args;
  const kind: NoticeKind = (NOTICE_KINDS as readonly string[]).includes(row.kind) ? (row.kind as NoticeKind) : 'kycPassed';
  return {
    title: messages(lan, `server.notice.${kind}.title` as MessageKey, args),
    content: messages(lan, `server.notice.${kind}.body` as MessageKey, args),
  };
}

export async function markNoticeRead(q: Queryable, memberId: string, id: number, at: Date): Promise<boolean> {
  const { rows } = await q.query<{ id: string }>(
    'UPDATE member_notices SET read_at = COALESCE(read_at, $3) WHERE id = $1 AND member_id = $2 RETURNING id::text AS id',
    [id, memberId, at],
  );
  return rows.length > 0;
}
