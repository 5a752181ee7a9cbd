import type { HandlerMap } from '../services';
import { unixSeconds } from '../clock';
import { approvedSince } from './handoffs';

const HOUR_MS = 3_600_000;

/**
 * The studio's hand-offs (issue 24): an approved change waits for its author to publish it; one
 * waiting longer than STUDIO_HANDOFF_HOURS is listed on the studio home for every screen editor,
 * longest waiting first, so it is published (or taken back) rather than forgotten.
 */
export const studioHandoffHandlers: HandlerMap = {
  'ops/studio/handoffs': async ({ staff }, services) => {
    const hours = services.config.studio.handoffHours;
    const now = services.clock.now();
    const rows = await approvedSince(services.db, new Date(now.getTime() - hours * HOUR_MS));
    return {
      hours,
      list: rows.map((r) => ({
        id: Number(r.id),
        message: r.message,
        author: r.author,
        approver: r.approver,
        mine: r.author_id === staff.staffId,
        approved_at: unixSeconds(r.approved_at),
        age_hours: Math.floor((now.getTime() - r.approved_at.getTime()) / HOUR_MS),
      })),
    };
  },
};
