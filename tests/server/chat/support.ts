import crypto from 'node:crypto';
import { createStaff } from '@server/staff/accounts';
import type { Role } from '@server/staff/roles';
import type { TestServer } from '../support/harness';
import { staffSignIn } from '../support/staff';
import { multipartBody } from '../support/multipart';

let staffCount = 0;

/** A staff member with these roles, created and signed in through the real two steps; answers its token and id. */
export async function staffWith(s: TestServer, roles: Role[], name = 'Support Agent'): Promise<{ token: string; id: string }> {
  staffCount += 1;
  const email = `chat-staff-${staffCount}-${crypto.randomBytes(3).toString('hex')}@meridian.local`;
  const id = await createStaff(s.running.services, { email, name, password: 'Support1234', roles });
  return { token: await staffSignIn(s, email, 'Support1234'), id };
}

/** A fresh client message id, as the app makes one per message. */
export const clientId = (): string => crypto.randomBytes(12).toString('base64url');

let members = 0;
export async function chatMember(s: TestServer): Promise<{ token: string; uid: string; email: string }> {
  members += 1;
  const email = `chat-member-${members}-${crypto.randomBytes(3).toString('hex')}@example.com`;
  return { ...(await s.registerByEmail(email)), email };
}

/** POST /api/ops/chat_image as the staff chat's attach button does: the conversation id, then the photo. */
export async function staffChatImage(s: TestServer, token: string, conversation: number, bytes: Buffer) {
  const { body, contentType } = multipartBody({ id: String(conversation) }, { name: 'photo.jpg', bytes });
  const res = await s.running.app.inject({
    method: 'POST',
    url: '/api/ops/chat_image',
    payload: body,
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
  });
  return JSON.parse(res.body) as {
    code: number;
    msg: string;
    data: { key: string; url: string; content_type: string; size: number } | null;
  };
}
