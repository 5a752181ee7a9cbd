import type { HandlerMap } from '../services';
import { AppError, Codes } from '../errors';
import { writeAudit } from '../audit/audit';
import { mayAct, parseRoles } from '../staff/roles';
import {
  advanceMarks,
  assignConversation,
  closeConversation,
  conversationById,
  reopenForReply,
  unreadOf,
  type Conversation,
} from './conversations';
import { staffStanding } from '../staff/accounts';
import { appendMessage, messageView } from './messages';
import { pushMarks, pushMessage, pushQueue } from './push';
import { threadOf } from './thread';
import { queuePage } from './queue';
import { cannedReplies, saveCanned } from './canned';
import { isSupportPhotoOf } from './photos';
import { cleanImage } from '../uploads/clean-image';
import { saveUpload } from '../uploads/store';
import { writeChatReplyNotice } from '../notices/notices';

async function conversationOrFail(q: Parameters<typeof conversationById>[0], id: number | string, lock = false): Promise<Conversation> {
  const c = await conversationById(q, id, lock);
  if (!c) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
  return c;
}

/** The support staff's side of the chat: the queue, assignment, replies, marks, closing and canned replies. */
export const opsChatHandlers: HandlerMap = {
  'ops/chat_queue': async ({ input, staff }, { db }) =>
    queuePage(db, { status: input.status, mine: input.mine, staffId: staff.staffId }, input),

  'ops/chat_assign': async ({ input, staff }, services) => {
    const targetId = String(input.staff_id ?? staff.staffId);
    const { c, name } = await services.db.tx(async (q) => {
      const c = await conversationOrFail(q, input.id, true);
      const target = await staffStanding(q, targetId);
      // Only someone who can answer it: an active staff member holding the support role (or admin).
      if (!target || target.disabled_at || !mayAct(parseRoles(target.roles), ['support']))
        throw new AppError(Codes.NOT_FOUND, 'server.notFound');
      await assignConversation(q, c.id, targetId);
      await writeAudit(q, {
        staffId: staff.staffId,
        action: 'chat.assign',
        subjectType: 'chat',
        subjectId: c.id,
        before: { assignee_id: c.assignee_id },
        after: { assignee_id: targetId },
        at: services.clock.now(),
      });
      return { c: { ...c, assignee_id: targetId }, name: target.name };
    });
    pushQueue(services, c, c.status);
    return { id: Number(c.id), assignee: name, assignee_id: Number(targetId) };
  },

  'ops/chat_messages': async ({ input }, { db }) => threadOf(db, await conversationOrFail(db, input.id), 'staff', input),

  'ops/chat_image': async ({ input, staff, upload }, services) => {
    const c = await conversationOrFail(services.db, input.id);
    // A visitor has no app to see a photo in: the contact form is answered by email.
    if (!c.member_id) throw new AppError(Codes.RULE, 'server.chat.visitorByEmail', { email: c.contact_email ?? '' });
    const { bytes, type } = cleanImage(upload);
    const stored = await saveUpload(services, { staffId: staff.staffId, conversationId: c.id }, 'chat_image', bytes, type);
    return { key: stored.key, url: `/api/ops/files/${stored.key}`, content_type: stored.content_type, size: stored.size };
  },

  'ops/chat_send': async ({ input, staff }, services) => {
    const body = (input.body ?? '').trim();
    const imageKey = input.image ?? null;
    if (body === '' && !imageKey) throw new AppError(Codes.RULE, 'server.chat.emptyMessage');
    const at = services.clock.now();
    const { c, row, created } = await services.db.tx(async (q) => {
      const c = await conversationOrFail(q, input.id, true);
      // A visitor has no app to read a reply in: the contact form is answered by email.
      if (!c.member_id) throw new AppError(Codes.RULE, 'server.chat.visitorByEmail', { email: c.contact_email ?? '' });
      // Only a photo support uploaded for this conversation: another's, or a member's upload, is not found.
      if (imageKey && !(await isSupportPhotoOf(q, imageKey, c.id))) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
      // A reply opens a closed conversation again, and a conversation nobody has is the replier's.
      await reopenForReply(q, c.id, staff.staffId);
      const opened = { ...c, status: 'open' as const, assignee_id: c.assignee_id ?? staff.staffId };
      const appended = await appendMessage(q, opened, {
        sender: 'staff',
        staffId: staff.staffId,
        clientId: input.client_id,
        body,
        imageKey,
        at,
      });
      // A retried send (same client id) is the same reply: no second notice.
      if (appended.created) await writeChatReplyNotice(q, c.member_id, c.id, at);
      return { c: opened, ...appended };
    });
    if (created) pushMessage(services, c, row);
    return messageView(row, c, 'staff');
  },

  'ops/chat_read': async ({ input }, services) => {
    const c = await conversationOrFail(services.db, input.id);
    const moved = await advanceMarks(services.db, c.id, 'staff', input.up_to, input.mark ?? 'read');
    pushMarks(services, moved);
    return { unread: await unreadOf(services.db, moved, 'staff') };
  },

  'ops/chat_close': async ({ input, staff }, services) => {
    const c = await services.db.tx(async (q) => {
      const c = await conversationOrFail(q, input.id, true);
      await closeConversation(q, c.id);
      await writeAudit(q, {
        staffId: staff.staffId,
        action: 'chat.close',
        subjectType: 'chat',
        subjectId: c.id,
        before: { status: c.status },
        after: { status: 'closed' },
        at: services.clock.now(),
      });
      return { ...c, status: 'closed' as const };
    });
    pushQueue(services, c, 'closed');
    return { id: Number(c.id), status: 'closed' as const };
  },

  'ops/chat_canned': async (_ctx, { db }) => ({ list: await cannedReplies(db) }),

  'ops/chat_canned_save': async ({ input, staff }, services) => {
    const at = services.clock.now();
    const saved = await services.db.tx(async (q) => {
      const done = await saveCanned(q, input, staff.staffId, at);
      if (!done) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
      await writeAudit(q, {
        staffId: staff.staffId,
        action: input.remove ? 'chat.canned_remove' : 'chat.canned_save',
        subjectType: 'chat_canned',
        subjectId: done.id,
        before: done.before,
        after: input.remove ? null : { title: input.title, body: input.body },
        at,
      });
      return done;
    });
    return { id: Number(saved.id) };
  },
};
