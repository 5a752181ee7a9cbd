import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnPglite, type TestServer } from '../support/harness';
import { openSocket, type ClientSocket } from '../support/socket';
import { editFile, editorToken, newDraft, ok, publishDraft, setAt } from '../support/studio';

// A money-moving screen: a change to it needs a second screen editor's approval.
const WITHDRAWAL = 'screens/pages/withdrawal.json';
const GAP = '/body/0/props/gap';
const HOUR = 3_600_000;

/** A change by `author` to the withdrawal screen, asked for approval and approved by `approver`. */
async function approvedChange(s: TestServer, author: string, approver: string, message: string): Promise<number> {
  const draft = await newDraft(s, author, message);
  ok(await editFile(s, author, draft, WITHDRAWAL, (d) => setAt(d, GAP, 'lg')), 'file_save');
  ok(await s.api('ops/studio/request_approval', { draft }, { token: author }), 'request_approval');
  ok(await s.api('ops/studio/approve', { draft }, { token: approver }), 'approve');
  return draft;
}

// Issue 24's hand-offs: approved changes left unpublished past STUDIO_HANDOFF_HOURS (4 by default)
// are listed on the studio home; the author's open change page hears its approval at once.
describeOnPglite('studio: hand-offs', (get) => {
  let url: string;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    const app = get().running.app;
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`;
  });

  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  it('lists a change approved and unpublished past the hand-off hours, with its age, author and approver, until it is published', async () => {
    const s = get();
    const alice = await editorToken(s, 'alice');
    const bob = await editorToken(s, 'bob');
    const approved = await approvedChange(s, alice, bob, 'Wider withdrawal');
    // Waiting for approval is not a hand-off: only approved changes count.
    const pending = await newDraft(s, alice, 'Still pending');
    ok(await editFile(s, alice, pending, WITHDRAWAL, (d) => setAt(d, GAP, 'sm')), 'file_save');
    ok(await s.api('ops/studio/request_approval', { draft: pending }, { token: alice }), 'request_approval');

    expect(ok(await s.api('ops/studio/handoffs', {}, { token: alice }), 'handoffs')).toEqual({ hours: 4, list: [] });
    s.clock.advance(3 * HOUR + 59 * 60_000);
    expect(ok(await s.api('ops/studio/handoffs', {}, { token: alice }), 'handoffs').list).toEqual([]);
    s.clock.advance(2 * HOUR);
    const seen = ok(await s.api('ops/studio/handoffs', {}, { token: alice }), 'handoffs');
    expect(seen.list).toEqual([
      {
        id: approved,
        message: 'Wider withdrawal',
        author: 'alice',
        approver: 'bob',
        mine: true,
        approved_at: expect.any(Number) as number,
        age_hours: 5,
      },
    ]);
    // Every screen editor sees it (it is the team's to move), marked as someone else's.
    expect(ok(await s.api('ops/studio/handoffs', {}, { token: bob }), 'handoffs').list.map((h) => [h.id, h.mine])).toEqual([
      [approved, false],
    ]);

    await publishDraft(s, alice, approved);
    expect(ok(await s.api('ops/studio/handoffs', {}, { token: bob }), 'handoffs').list).toEqual([]);
  });

  it('refuses the list to anyone without the studio role', async () => {
    const s = get();
    const kyc = await editorToken(s, 'kyc', ['kyc_reviewer']);
    const refused = await s.api('ops/studio/handoffs', {}, { token: kyc });
    expect([refused.status, refused.body.code]).toEqual([403, 403]);
    const none = await s.api('ops/studio/handoffs', {});
    expect([none.status, none.body.code]).toEqual([401, 401]);
  });

  it('tells the sockets watching a change that it was approved, and no other socket', async () => {
    const s = get();
    const alice = await editorToken(s, 'alice');
    const bob = await editorToken(s, 'bob');
    const draft = await newDraft(s, alice, 'Approved live');
    ok(await editFile(s, alice, draft, WITHDRAWAL, (d) => setAt(d, GAP, 'xl')), 'file_save');
    ok(await s.api('ops/studio/request_approval', { draft }, { token: alice }), 'request_approval');
    const other = await newDraft(s, bob, 'Another change');

    const author = await openSocket(url);
    const elsewhere = await openSocket(url);
    sockets.push(author.socket, elsewhere.socket);
    for (const [opened, token, watched] of [
      [author, alice, draft],
      [elsewhere, bob, other],
    ] as const) {
      opened.socket.send(JSON.stringify({ type: 'auth', token }));
      expect((await opened.next()).message).toMatchObject({ type: 'auth', ok: true });
      opened.socket.send(JSON.stringify({ type: 'watch', draft: watched }));
      expect((await opened.next()).message).toEqual({ type: 'presence', draft: watched, editors: [] });
    }

    ok(await s.api('ops/studio/approve', { draft }, { token: bob }), 'approve');
    expect((await author.next()).message).toEqual({ type: 'draft', draft, event: 'approved' });
    // The other socket's next message is the publish everyone hears, not this approval.
    const version = await publishDraft(s, alice, draft);
    expect((await elsewhere.next()).message).toEqual({ type: 'bundle', version });
    expect(elsewhere.received.map((r) => r.message)).not.toContainEqual(expect.objectContaining({ type: 'draft' }));
  });
});
