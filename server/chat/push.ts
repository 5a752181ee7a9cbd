import type { Services } from '../services';
import type { Conversation } from './conversations';
import type { MessageRow } from './messages';
import { messageView } from './messages';

/**
 * What the chat tells open apps over /ws, on every instance (the bus goes through Redis when
 * REDIS_URL is set). Pushes are hints to an app already showing the chat: the stored history stays
 * the truth, and an app that missed one (offline, reconnecting) reads it with chat/history after
 * its last id. Visitor conversations have no member sockets.
 */
export function pushMessage(services: Services, c: Conversation, row: MessageRow): void {
  services.bus.publish({
    type: 'chat',
    memberId: c.member_id,
    member: c.member_id ? { type: 'chat', event: 'message', message: messageView(row, c, 'member') } : undefined,
    staff: { type: 'chat', event: 'message', conversation_id: Number(c.id), message: messageView(row, c, 'staff') },
  });
}

/** One side's marks moved: the other side's ticks change, and the queue's unread counts. */
export function pushMarks(services: Services, c: Conversation): void {
  const marks = {
    member_delivered_to: Number(c.member_delivered_to),
    member_read_to: Number(c.member_read_to),
    staff_delivered_to: Number(c.staff_delivered_to),
    staff_read_to: Number(c.staff_read_to),
  };
  services.bus.publish({
    type: 'chat',
    memberId: c.member_id,
    // The member hears the staff side's marks on its messages as delivered_to / read_to, as chat/history names them.
    member: c.member_id
      ? { type: 'chat', event: 'marks', delivered_to: marks.staff_delivered_to, read_to: marks.staff_read_to }
      : undefined,
    staff: {
      type: 'chat',
      event: 'marks',
      conversation_id: Number(c.id),
      delivered_to: marks.member_delivered_to,
      read_to: marks.member_read_to,
    },
  });
}

/** The queue changed (assigned, closed, a new visitor message): staff screens refresh it. */
export function pushQueue(services: Services, c: Conversation, status: string): void {
  services.bus.publish({
    type: 'chat',
    memberId: c.member_id,
    member: c.member_id ? { type: 'chat', event: 'status', status } : undefined,
    staff: { type: 'chat', event: 'queue', conversation_id: Number(c.id), status },
  });
}
