import webpush from 'web-push';
import type { Queryable } from '../db/types';
import type { Job, JobHandler, OutsideWork } from '../jobs/jobs';
import { PUSH_JOB } from '../notices/push-events';
import type { Services } from '../services';
import { renderNotice, type NoticeRow } from '../notices/notices';
import { signingKeys } from './vapid';
import { eventFlags, pushEventOf } from '../notices/push-events';

/** How long a push service may take to answer (the job's lease is far longer). */
const SEND_TIMEOUT_MS = 10_000;
/** How long a push service keeps an undelivered push (a phone that is off): a day-old notice is still worth it. */
const TTL_SECONDS = 86_400;

/** The JSON the service worker reads (engine/public/push-handler.js): what Notices shows, and where a tap goes. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/**
 * Sends one notice to one device with web-push (VAPID signature, aes128gcm encryption). The POST
 * itself goes through fetch rather than webpush.sendNotification, which always speaks https: the
 * suites' stand-in push service is plain http on loopback (production endpoints are https only,
 * checked at subscribe). 404 or 410 from the push service: the browser dropped the subscription,
 * so the row goes. Any other failure throws and the job system tries again.
 */
export function pushJobHandlers(services: Services): Record<string, JobHandler> {
  return {
    [PUSH_JOB]: async (q: Queryable, job: Job): Promise<OutsideWork | undefined> => {
      const { rows } = await q.query<{
        endpoint: string;
        p256dh: string;
        auth: string;
        events: unknown;
        lan: string | null;
        member_id: string;
      }>('SELECT endpoint, p256dh, auth, events, lan, member_id::text AS member_id FROM push_subscriptions WHERE id = $1', [job.period]);
      const sub = rows[0];
      // Unsubscribed or logged out since: nothing to send.
      if (!sub) return;
      const notices = await q.query<NoticeRow>(
        'SELECT id::text AS id, kind, args, created_at, read_at FROM member_notices WHERE id = $1 AND member_id = $2',
        [job.subject, sub.member_id],
      );
      const notice = notices.rows[0];
      const event = notice && pushEventOf(notice.kind);
      const events = eventFlags(typeof sub.events === 'string' ? JSON.parse(sub.events) : sub.events);
      // The device may have turned this event off after the push was queued.
      if (!notice || !event || !events[event]) return;
      const text = renderNotice(services.messages, sub.lan ?? undefined, notice);
      const payload: PushPayload = {
        title: text.title,
        body: text.content,
        url: `/pages/notice-list/detail?id=${notice.id}&kind=notice`,
        tag: `notice-${notice.id}`,
      };
      const keys = await signingKeys(q, services.db, services.config);
      const request = webpush.generateRequestDetails(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: keys,
          TTL: TTL_SECONDS,
          contentEncoding: 'aes128gcm',
        },
      );
      // The POST goes out after the claim's transaction (jobs.ts OutsideWork): a slow push service
      // holds no transaction, so it never stalls other queries (PGlite has one connection).
      return {
        async run() {
          const reply = await fetch(request.endpoint, {
            method: request.method,
            headers: request.headers as Record<string, string>,
            body: request.body ? new Uint8Array(request.body) : null,
            redirect: 'error',
            signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
          });
          await reply.arrayBuffer().catch(() => undefined);
          if (reply.status === 404 || reply.status === 410)
            return async (tx: Queryable) => void (await tx.query('DELETE FROM push_subscriptions WHERE id = $1', [job.period]));
          if (!reply.ok) throw new Error(`push service answered ${reply.status}`);
        },
      };
    },
  };
}
