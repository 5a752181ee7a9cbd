import type { HandlerMap } from '../services';
import { AppError, Codes } from '../errors';
import { advanceMarks, conversationOfMember, openConversationOfMember, unreadOf } from './conversations';
import { appendMessage, messageView } from './messages';
import { pushMarks, pushMessage, pushQueue } from './push';
import { threadOf } from './thread';
import { readChatReplyNotices } from '../notices/notices';
import { isChatPhotoOfMember } from './photos';

/** The member's side of the support chat: one conversation per member, only ever its own. */
export const chatHandlers: HandlerMap = {
  'chat/history': async ({ input, caller }, { db }) => threadOf(db, await conversationOfMember(db, caller.memberId), 'member', input),

  'chat/send': async ({ input, caller }, services) => {
    const body = (input.body ?? '').trim();
    const imageKey = input.image ?? null;
    if (body === '' && !imageKey) throw new AppError(Codes.RULE, 'server.chat.emptyMessage');
    const at = services.clock.now();
    const { c, row, created, reopened } = await services.db.tx(async (q) => {
      if (imageKey) {
        // Only the sender's own chat photo: a key of someone else's (or an ID photo) is not found.
        if (!(await isChatPhotoOfMember(q, imageKey, caller.memberId))) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
      }
      const before = await conversationOfMember(q, caller.memberId);
      const c = await openConversationOfMember(q, caller.memberId, at);
      const appended = await appendMessage(q, c, { sender: 'member', staffId: null, clientId: input.client_id, body, imageKey, at });
      return { c, ...appended, reopened: before?.status === 'closed' };
    });
    // After the commit: a push never announces a message that a rollback took back.
    if (created) pushMessage(services, c, row);
    if (reopened) pushQueue(services, c, 'open');
    return messageView(row, c, 'member');
  },

  'chat/read': async ({ input, caller }, services) => {
    const c = await conversationOfMember(services.db, caller.memberId);
    if (!c) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
    const moved = await advanceMarks(services.db, c.id, 'member', input.up_to, input.mark ?? 'read');
    pushMarks(services, moved);
    const unread = await unreadOf(services.db, moved, 'member');
    // Every reply read in the chat: its notice is read too, so the next reply writes a new one.
    if ((input.mark ?? 'read') === 'read' && unread === 0)
      await readChatReplyNotices(services.db, caller.memberId, c.id, services.clock.now());
    return { unread };
  },
};
