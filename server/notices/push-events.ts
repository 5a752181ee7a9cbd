import type { Queryable } from '../db/types';
import { enqueueJob } from '../jobs/jobs';

/**
 * The kinds of event a device may choose to be pushed (My -> Notifications), each the notices it
 * covers. Every push is a notice too (sent where the notice is written), so an event kind exists
 * here only once its notices do (a price alert joins when it writes notices).
 */
export const PUSH_EVENTS = ['deposit', 'withdrawal', 'order', 'copyStopLoss', 'fundSettled', 'chatReply'] as const;
export type PushEvent = (typeof PUSH_EVENTS)[number];

/** Notice kind (server/notices/notices.ts NOTICE_KINDS) -> the event it is pushed under. */
const EVENT_OF: Readonly<Record<string, PushEvent>> = {
  depositPassed: 'deposit',
  depositRefused: 'deposit',
  withdrawalPassed: 'withdrawal',
  withdrawalRefused: 'withdrawal',
  orderBought: 'order',
  orderSold: 'order',
  orderExpired: 'order',
  // A block trade's close and the end of its lock-up are outcomes of an order the member placed.
  blockAllocated: 'order',
  blockRejected: 'order',
  blockUnlocked: 'order',
  copyStopLoss: 'copyStopLoss',
  fundSettled: 'fundSettled',
  chatReply: 'chatReply',
};

/** The event a notice is pushed under; undefined: this notice is shown in Notices only. */
export function pushEventOf(kind: string): PushEvent | undefined {
  return EVENT_OF[kind];
}

/** The event flags a device chose, with every kind present (a kind added later starts off). */
export function eventFlags(chosen: unknown): Record<PushEvent, boolean> {
  const given = chosen !== null && typeof chosen === 'object' ? (chosen as Record<string, unknown>) : {};
  return Object.fromEntries(PUSH_EVENTS.map((e) => [e, given[e] === true])) as Record<PushEvent, boolean>;
}

/** The durable job that sends one notice to one device (server/push/deliver.ts). */
export const PUSH_JOB = 'push.deliver';

/**
 * Queues one push per subscribed device that chose this notice's event, in the transaction that
 * writes the notice: a decision, its notice and its pushes commit together. Only devices of live
 * sessions are pushed (a session that ran out keeps its row until it is replaced, but hears nothing).
 */
export async function enqueuePushes(q: Queryable, memberId: string, noticeId: string, kind: string, at: Date): Promise<void> {
  const event = pushEventOf(kind);
  if (!event) return;
  const { rows } = await q.query<{ id: string }>(
    `SELECT p.id::text AS id FROM push_subscriptions p JOIN sessions s ON s.id = p.session_id
      WHERE p.member_id = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND p.events ->> $3 = 'true'`,
    [memberId, at, event],
  );
  for (const row of rows) await enqueueJob(q, { kind: PUSH_JOB, subject: noticeId, period: row.id }, at, at);
}
