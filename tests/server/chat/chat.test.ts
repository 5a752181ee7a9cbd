import { expect, it } from 'vitest';
import { describeOnPglite, freshIp } from '../support/harness';
import { uploadImage } from '../support/multipart';
import { jpeg } from '../support/images';
import { chatMember, clientId, staffChatImage, staffWith } from './support';

describeOnPglite('support chat', (get) => {
  it('keeps the history, pages it by id both ways, and answers a retried send with the first message', async () => {
    const s = get();
    const m = await chatMember(s);
    expect((await s.api('chat/history', {}, { token: m.token })).data).toEqual({
      conversation_id: 0,
      status: 'none',
      list: [],
      has_more: false,
      unread: 0,
      delivered_to: 0,
      read_to: 0,
    });
    const ids: number[] = [];
    for (let i = 1; i <= 5; i += 1) {
      const sent = await s.api('chat/send', { client_id: clientId(), body: `message ${i}` }, { token: m.token });
      expect(sent.data).toMatchObject({ from: 'member', body: `message ${i}`, status: 'sent', image: '' });
      ids.push(sent.data.id);
    }
    // The same client id again (the reply was lost): the first message, not a sixth.
    const once = clientId();
    const first = await s.api('chat/send', { client_id: once, body: 'only once' }, { token: m.token });
    const again = await s.api('chat/send', { client_id: once, body: 'only once' }, { token: m.token });
    expect(again.data).toEqual(first.data);
    const all = await s.api('chat/history', {}, { token: m.token });
    expect(all.data.list.map((x) => x.body)).toEqual(['message 1', 'message 2', 'message 3', 'message 4', 'message 5', 'only once']);
    expect(all.data.status).toBe('open');

    const newest = await s.api('chat/history', { count: 2 }, { token: m.token });
    expect(newest.data.list.map((x) => x.body)).toEqual(['message 5', 'only once']);
    expect(newest.data.has_more).toBe(true);
    const older = await s.api('chat/history', { before: newest.data.list[0]!.id, count: 10 }, { token: m.token });
    expect(older.data.list.map((x) => x.body)).toEqual(['message 1', 'message 2', 'message 3', 'message 4']);
    expect(older.data.has_more).toBe(false);
    const after = await s.api('chat/history', { after: ids[2]!, count: 2 }, { token: m.token });
    expect(after.data.list.map((x) => x.body)).toEqual(['message 4', 'message 5']);
    expect(after.data.has_more).toBe(true);

    expect((await s.api('chat/send', { client_id: clientId(), body: '   ' }, { token: m.token })).body.code).toBe(422);
  });

  it('counts unread on both sides and moves delivered and read marks forward only', async () => {
    const s = get();
    const m = await chatMember(s);
    const agent = await staffWith(s, ['support']);
    const one = (await s.api('chat/send', { client_id: clientId(), body: 'hello' }, { token: m.token })).data;
    const two = (await s.api('chat/send', { client_id: clientId(), body: 'anyone?' }, { token: m.token })).data;
    const convo = (await s.api('chat/history', {}, { token: m.token })).data.conversation_id;
    const queued = (await s.api('ops/chat_queue', {}, { token: agent.token })).data.list.find((c) => c.id === convo)!;
    expect(queued).toMatchObject({ kind: 'member', uid: m.uid, email: m.email, status: 'open', unread: 2, last_message: 'anyone?' });

    // Delivered to support's app: the member sees delivered, support still has both unread.
    expect((await s.api('ops/chat_read', { id: convo, up_to: two.id, mark: 'delivered' }, { token: agent.token })).data.unread).toBe(2);
    expect((await s.api('chat/history', {}, { token: m.token })).data).toMatchObject({ delivered_to: two.id, read_to: 0 });
    expect((await s.api('chat/history', {}, { token: m.token })).data.list.map((x) => x.status)).toEqual(['delivered', 'delivered']);
    expect((await s.api('ops/chat_read', { id: convo, up_to: one.id }, { token: agent.token })).data.unread).toBe(1);
    expect((await s.api('chat/history', {}, { token: m.token })).data.list.map((x) => x.status)).toEqual(['read', 'delivered']);
    // A mark never moves back, and never past the last message.
    expect((await s.api('ops/chat_read', { id: convo, up_to: two.id + 1000 }, { token: agent.token })).data.unread).toBe(0);
    await s.api('ops/chat_read', { id: convo, up_to: one.id, mark: 'delivered' }, { token: agent.token });
    const staffView = (await s.api('ops/chat_messages', { id: convo }, { token: agent.token })).data;
    expect(staffView).toMatchObject({ unread: 0 });
    expect((await s.api('chat/history', {}, { token: m.token })).data.read_to).toBe(two.id);

    const reply = (
      await s.api('ops/chat_send', { id: convo, client_id: clientId(), body: 'Hello, how can I help?' }, { token: agent.token })
    ).data;
    expect(reply).toMatchObject({ from: 'staff', staff_name: 'Support Agent', status: 'sent' });
    expect((await s.api('chat/history', {}, { token: m.token })).data.unread).toBe(1);
    expect((await s.api('chat/read', { up_to: reply.id, mark: 'delivered' }, { token: m.token })).data.unread).toBe(1);
    expect((await s.api('ops/chat_messages', { id: convo }, { token: agent.token })).data.list.at(-1)!.status).toBe('delivered');
    expect((await s.api('chat/read', { up_to: reply.id }, { token: m.token })).data.unread).toBe(0);
    expect((await s.api('ops/chat_messages', { id: convo }, { token: agent.token })).data).toMatchObject({ read_to: reply.id });
  });

  it('assigns, closes and reopens a conversation, and refuses an assignee without the support role', async () => {
    const s = get();
    const m = await chatMember(s);
    const agent = await staffWith(s, ['support'], 'Agent One');
    const other = await staffWith(s, ['support'], 'Agent Two');
    const reviewer = await staffWith(s, ['kyc_reviewer'], 'Reviewer Only');
    await s.api('chat/send', { client_id: clientId(), body: 'help' }, { token: m.token });
    const convo = (await s.api('chat/history', {}, { token: m.token })).data.conversation_id;
    expect((await s.api('ops/chat_assign', { id: convo }, { token: agent.token })).data).toEqual({
      id: convo,
      assignee: 'Agent One',
      assignee_id: Number(agent.id),
    });
    expect((await s.api('ops/chat_assign', { id: convo, staff_id: Number(reviewer.id) }, { token: agent.token })).body.code).toBe(404);
    expect((await s.api('ops/chat_assign', { id: convo, staff_id: Number(other.id) }, { token: agent.token })).data.assignee).toBe(
      'Agent Two',
    );
    const mine = (await s.api('ops/chat_queue', { mine: true }, { token: other.token })).data.list.map((c) => c.id);
    expect(mine).toContain(convo);
    expect((await s.api('ops/chat_queue', { mine: true }, { token: agent.token })).data.list.map((c) => c.id)).not.toContain(convo);
    // A staff member without the support role reaches none of it.
    expect((await s.api('ops/chat_queue', {}, { token: reviewer.token })).body.code).toBe(403);
    expect((await s.api('ops/chat_messages', { id: convo }, { token: reviewer.token })).body.code).toBe(403);

    expect((await s.api('ops/chat_close', { id: convo }, { token: other.token })).data).toEqual({ id: convo, status: 'closed' });
    expect((await s.api('ops/chat_queue', {}, { token: agent.token })).data.list.map((c) => c.id)).not.toContain(convo);
    expect((await s.api('ops/chat_queue', { status: 'closed' }, { token: agent.token })).data.list.map((c) => c.id)).toContain(convo);
    // The member writes again: the same conversation, open, waiting for someone to take it.
    await s.api('chat/send', { client_id: clientId(), body: 'one more thing' }, { token: m.token });
    const back = (await s.api('ops/chat_queue', {}, { token: agent.token })).data.list.find((c) => c.id === convo)!;
    expect(back).toMatchObject({ status: 'open', assignee_id: 0 });
    expect((await s.api('chat/history', {}, { token: m.token })).data.list).toHaveLength(2);
    const audit = await s.running.services.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE subject_type = 'chat' AND subject_id = $1 ORDER BY id",
      [String(convo)],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['chat.assign', 'chat.assign', 'chat.close']);
  });

  it('sends a photo checked by content that only the member and support can open', async () => {
    const s = get();
    const m = await chatMember(s);
    const agent = await staffWith(s, ['support']);
    const reviewer = await staffWith(s, ['finance_reviewer']);
    const notImage = await uploadImage(s, m.token, 'chat_image', Buffer.from('<script>alert(1)</script>'), 'x.jpg');
    expect(notImage.body.code).toBe(422);
    const key = (await uploadImage(s, m.token, 'chat_image', jpeg())).body.data!.key;
    const sent = (await s.api('chat/send', { client_id: clientId(), image: key }, { token: m.token })).data;
    expect(sent).toMatchObject({ body: '', image: `/api/files/${key}` });
    const convo = (await s.api('chat/history', {}, { token: m.token })).data.conversation_id;
    const seen = (await s.api('ops/chat_messages', { id: convo }, { token: agent.token })).data.list[0]!;
    expect(seen.image).toBe(`/api/ops/files/${key}`);
    const open = (token: string, url: string) =>
      s.running.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect((await open(m.token, sent.image)).headers['content-type']).toBe('image/jpeg');
    const bytes = (await open(agent.token, seen.image)).rawPayload;
    // Metadata stripped: the GPS text the photo carried is gone.
    expect(bytes.includes(Buffer.from('GPS'))).toBe(false);
    expect((await open(reviewer.token, seen.image)).statusCode).toBe(404);
    // An ID photo is not a chat photo: support cannot read it, and it cannot be sent into the chat.
    const idPhoto = (await uploadImage(s, m.token, 'realname_front', jpeg())).body.data!.key;
    expect((await open(agent.token, `/api/ops/files/${idPhoto}`)).statusCode).toBe(404);
    expect((await s.api('chat/send', { client_id: clientId(), image: idPhoto }, { token: m.token })).body.code).toBe(404);
  });

  it('lets support send a photo of the conversation that only that member and support can open', async () => {
    const s = get();
    const m = await chatMember(s);
    const other = await chatMember(s);
    const agent = await staffWith(s, ['support']);
    const reviewer = await staffWith(s, ['kyc_reviewer']);
    await s.api('chat/send', { client_id: clientId(), body: 'my screen shows an error' }, { token: m.token });
    await s.api('chat/send', { client_id: clientId(), body: 'me too' }, { token: other.token });
    const convo = (await s.api('chat/history', {}, { token: m.token })).data.conversation_id;
    const otherConvo = (await s.api('chat/history', {}, { token: other.token })).data.conversation_id;

    // The same content check as a member's upload, and a staff member without support is refused.
    expect((await staffChatImage(s, agent.token, convo, Buffer.from('<script>alert(1)</script>'))).code).toBe(422);
    expect((await staffChatImage(s, reviewer.token, convo, jpeg())).code).toBe(403);
    expect((await staffChatImage(s, agent.token, 999_999_999, jpeg())).code).toBe(404);
    expect((await staffChatImage(s, m.token, convo, jpeg())).code).toBe(401);
    const uploaded = await staffChatImage(s, agent.token, convo, jpeg());
    expect(uploaded.code).toBe(0);
    const key = uploaded.data!.key;
    expect(uploaded.data).toMatchObject({ url: `/api/ops/files/${key}`, content_type: 'image/jpeg' });
    const open = (token: string, url: string) =>
      s.running.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    // Not sent yet: support sees it, the member does not.
    expect((await open(m.token, `/api/files/${key}`)).statusCode).toBe(404);

    // A key of another conversation, or a member's own unrelated upload, is not found.
    const elsewhere = (await staffChatImage(s, agent.token, otherConvo, jpeg())).data!.key;
    expect((await s.api('ops/chat_send', { id: convo, client_id: clientId(), image: elsewhere }, { token: agent.token })).body.code).toBe(
      404,
    );
    const membersOwn = (await uploadImage(s, m.token, 'chat_image', jpeg())).body.data!.key;
    expect((await s.api('ops/chat_send', { id: convo, client_id: clientId(), image: membersOwn }, { token: agent.token })).body.code).toBe(
      404,
    );
    expect((await s.api('ops/chat_send', { id: convo, client_id: clientId(), image: key }, { token: reviewer.token })).body.code).toBe(403);
    expect((await s.api('ops/chat_send', { id: convo, client_id: clientId(), body: '  ' }, { token: agent.token })).body.code).toBe(422);

    const sent = (await s.api('ops/chat_send', { id: convo, client_id: clientId(), image: key }, { token: agent.token })).data;
    expect(sent).toMatchObject({ from: 'staff', body: '', image: `/api/ops/files/${key}` });
    const seen = (await s.api('chat/history', {}, { token: m.token })).data.list.at(-1)!;
    expect(seen).toMatchObject({ id: sent.id, from: 'staff', image: `/api/files/${key}` });
    const mine = await open(m.token, seen.image);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/jpeg');
    // Stripped like a member's photo: the GPS text the file carried is gone.
    expect(mine.rawPayload.includes(Buffer.from('GPS'))).toBe(false);
    expect((await open(agent.token, sent.image)).statusCode).toBe(200);
    // Another member, and a reviewer, cannot open it; nor does it appear in the other conversation.
    expect((await open(other.token, seen.image)).statusCode).toBe(404);
    expect((await open(reviewer.token, sent.image)).statusCode).toBe(404);
    expect(JSON.stringify((await s.api('chat/history', {}, { token: other.token })).data)).not.toContain(key);
    // The photo sent into the other conversation stays that conversation's.
    await s.api('ops/chat_send', { id: otherConvo, client_id: clientId(), image: elsewhere }, { token: agent.token });
    expect((await open(m.token, `/api/files/${elsewhere}`)).statusCode).toBe(404);
    expect((await open(other.token, `/api/files/${elsewhere}`)).statusCode).toBe(200);
  });

  it('keeps canned replies for support, audited', async () => {
    const s = get();
    const agent = await staffWith(s, ['support']);
    const seeded = (await s.api('ops/chat_canned', {}, { token: agent.token })).data.list;
    expect(seeded.length).toBeGreaterThan(0);
    const made = (await s.api('ops/chat_canned_save', { title: 'Refund', body: 'Refunds arrive in 3 days.' }, { token: agent.token })).data;
    await s.api(
      'ops/chat_canned_save',
      { id: made.id, title: 'Refund time', body: 'Refunds arrive in 3 working days.' },
      { token: agent.token },
    );
    expect((await s.api('ops/chat_canned', {}, { token: agent.token })).data.list.find((c) => c.id === made.id)).toEqual({
      id: made.id,
      title: 'Refund time',
      body: 'Refunds arrive in 3 working days.',
    });
    await s.api('ops/chat_canned_save', { id: made.id, title: 'x', body: 'x', remove: true }, { token: agent.token });
    expect((await s.api('ops/chat_canned', {}, { token: agent.token })).data.list.map((c) => c.id)).not.toContain(made.id);
    expect((await s.api('ops/chat_canned_save', { id: made.id, title: 'x', body: 'x' }, { token: agent.token })).body.code).toBe(404);
  });

  it('takes a visitor contact form into the queue, limited per address, answered by email', async () => {
    const s = get();
    const agent = await staffWith(s, ['support']);
    const ip = freshIp();
    const made = await s.api('common/contact', { name: 'Visitor Vee', email: 'vee@example.com', message: 'I cannot sign up' }, { ip });
    expect(made.body.code).toBe(0);
    const row = (await s.api('ops/chat_queue', {}, { token: agent.token })).data.list.find((c) => c.id === made.data.id)!;
    expect(row).toMatchObject({
      kind: 'visitor',
      name: 'Visitor Vee',
      email: 'vee@example.com',
      unread: 1,
      last_message: 'I cannot sign up',
    });
    expect((await s.api('ops/chat_messages', { id: made.data.id }, { token: agent.token })).data.list[0]).toMatchObject({
      from: 'visitor',
      body: 'I cannot sign up',
    });
    const located = await s.api(
      'common/contact',
      { name: 'Visitor Vee', email: 'vee@example.com', message: 'Where is your office?', address: ' 1 Sejong-daero, Seoul ' },
      { ip: freshIp() },
    );
    expect((await s.api('ops/chat_messages', { id: located.data.id }, { token: agent.token })).data.list.map((m) => m.body)).toEqual([
      'Where is your office?',
      '1 Sejong-daero, Seoul',
    ]);
    const reply = await s.api('ops/chat_send', { id: made.data.id, client_id: clientId(), body: 'Hi' }, { token: agent.token });
    expect(reply.body.code).toBe(422);
    expect(reply.body.msg).toContain('vee@example.com');
    for (let i = 0; i < 4; i += 1)
      expect((await s.api('common/contact', { name: 'V', email: 'vee@example.com', message: `again ${i}` }, { ip })).body.code).toBe(0);
    expect((await s.api('common/contact', { name: 'V', email: 'vee@example.com', message: 'flood' }, { ip })).body.code).toBe(429);
  });

  it('lists the service channels with texts in the caller language, English where a locale has none', async () => {
    const s = get();
    const ko = (await s.api('common/services', {}, { lan: 'ko' })).data.list;
    expect(ko.map((c) => c.type)).toEqual(['live_chat', 'email']);
    expect(ko[0]!.name).toBe('실시간 상담');
    const info = (await s.api('common/service_info', {}, { lan: 'de' })).data;
    expect(info).toMatchObject({ type: 'live_chat', name: 'Live-Chat', online_hours: '09:00-21:00 (UTC+9)' });
    await s.running.services.db.query("DELETE FROM service_channel_texts WHERE channel_id = 1 AND locale = 'de'");
    expect((await s.api('common/service_info', { id: 1 }, { lan: 'de' })).data.name).toBe('Live chat');
    expect((await s.api('common/service_info', { id: 2 }, { lan: 'en' })).data).toMatchObject({
      type: 'email',
      url: 'mailto:support@meridian.local',
    });
    expect((await s.api('common/service_info', { id: 99 })).body.code).toBe(404);
  });
});
