import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRealtime, originConnect } from '@engine/runtime/realtime/appRealtime';
import { createLiveQuotes } from '@engine/runtime/realtime/liveQuotes';
import { FakeSocket } from '../../helpers/fakeSocket';

const latest = () => FakeSocket.made.at(-1)!;
const realtime = () => createAppRealtime(originConnect({ WebSocketImpl: FakeSocket as unknown as typeof WebSocket, delayMs: 100 }));
const TOKEN_A = 'member-token-aaaaaaaaaaaaaaaa';
const TOKEN_B = 'staff-token-bbbbbbbbbbbbbbbbbb';

afterEach(() => {
  vi.useRealTimers();
  FakeSocket.made = [];
});

describe('the app realtime connection', () => {
  it('opens one socket for quotes, publications and a signed-in reader', () => {
    const rt = realtime();
    const quotes = createLiveQuotes(rt);
    expect(FakeSocket.made).toHaveLength(0);
    const heard: unknown[] = [];
    rt.listen({ onMessage: (m) => heard.push(m) });
    quotes.follow(['SPY'], () => undefined);
    const release = rt.signIn(TOKEN_A);
    expect(FakeSocket.made).toHaveLength(1);
    latest().open();
    // Sign-in first, then the quotes' subscriptions: an identity-bound reader's first answer is its auth.
    expect(latest().sent).toEqual([
      { type: 'auth', token: TOKEN_A },
      { type: 'subscribe', codes: ['SPY'] },
    ]);
    latest().onmessage?.({ data: '{"type":"bundle","version":4}' });
    expect(heard).toEqual([{ type: 'bundle', version: 4 }]);
    release();
    expect(latest().sent.at(-1)).toEqual({ type: 'signout' });
    expect(FakeSocket.made).toHaveLength(1);
  });

  it('keeps the newest holder signed in and signs out only when the last lets go', () => {
    const rt = realtime();
    const a = rt.signIn(TOKEN_A);
    latest().open();
    const b = rt.signIn(TOKEN_B);
    const a2 = rt.signIn(TOKEN_A);
    expect(latest().sent).toEqual([
      { type: 'auth', token: TOKEN_A },
      { type: 'auth', token: TOKEN_B },
      { type: 'auth', token: TOKEN_A },
    ]);
    a2(); // the newest goes: B is in force again
    expect(latest().sent.at(-1)).toEqual({ type: 'auth', token: TOKEN_B });
    b(); // A is left
    expect(latest().sent.at(-1)).toEqual({ type: 'auth', token: TOKEN_A });
    a2(); // a second release changes nothing
    expect(latest().sent).toHaveLength(5);
    a();
    expect(latest().sent.at(-1)).toEqual({ type: 'signout' });
  });

  it('signs in again after every reconnection, and not at all once released', () => {
    vi.useFakeTimers();
    const rt = realtime();
    const opened = vi.fn();
    rt.listen({ onOpen: opened });
    const release = rt.signIn(TOKEN_A);
    latest().open();
    latest().drop();
    expect(rt.status()).toBe('reconnecting');
    vi.advanceTimersByTime(100);
    latest().open();
    expect(latest().sent).toEqual([{ type: 'auth', token: TOKEN_A }]);
    expect(opened).toHaveBeenCalledTimes(2);
    release();
    latest().drop();
    vi.advanceTimersByTime(200);
    latest().open();
    expect(latest().sent).toEqual([]);
    rt.close();
    expect(rt.status()).toBe('idle');
  });
});
