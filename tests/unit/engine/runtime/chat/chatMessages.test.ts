import { describe, expect, it } from 'vitest';
import { lastIdOf, mergeMessages, newClientId, unconfirmed, withMarks, type ChatMessage } from '@engine/runtime/chat/chatMessages';

const msg = (id: number, from: ChatMessage['from'] = 'member', status: ChatMessage['status'] = 'sent'): ChatMessage => ({
  id,
  client_id: `client-${id}-x`,
  from,
  staff_name: '',
  body: `m${id}`,
  image: '',
  time: 1_764_000_000 + id,
  status,
});

describe('chat messages', () => {
  it('merges by server id: a message pushed and then read again from the history shows once, in id order', () => {
    const pushed = [msg(1), msg(3, 'staff')];
    const fromHistory = [msg(2, 'staff'), msg(3, 'staff'), msg(4)];
    const merged = mergeMessages(pushed, fromHistory);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(lastIdOf(merged)).toBe(4);
    expect(lastIdOf([])).toBe(0);
  });

  it('drops pending sends the server has confirmed, by client id', () => {
    const pending = [
      { client_id: 'client-4-x', body: 'm4', failed: true },
      { client_id: 'not-yet-sent', body: 'later', failed: false },
    ];
    expect(unconfirmed(pending, [msg(4)]).map((p) => p.client_id)).toEqual(['not-yet-sent']);
  });

  it("applies the other side's marks to the reader's own messages only", () => {
    const list = [msg(1), msg(2, 'staff'), msg(3), msg(4)];
    const marked = withMarks(list, (m) => m.from !== 'staff', 3, 1);
    expect(marked.map((m) => m.status)).toEqual(['read', 'sent', 'delivered', 'sent']);
  });

  it('makes client ids the catalogue accepts, a new one each time', () => {
    const a = newClientId();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newClientId()).not.toBe(a);
  });
});
