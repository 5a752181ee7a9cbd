import { describe, expect, it } from 'vitest';
import { createHub, LIMITS, type HubSocket } from '@server/realtime/subscriptions';
import type { TickMessage } from '@server/realtime/bus';

/** A socket whose unsent bytes the test sets: the hub only reads bufferedAmount, as with a real one. */
function fakeSocket() {
  const socket = {
    OPEN: 1,
    readyState: 1,
    bufferedAmount: 0,
    sent: [] as string[],
    closedWith: undefined as number | undefined,
    send(data: string) {
      socket.sent.push(data);
    },
    close(code?: number) {
      socket.closedWith = code;
      socket.readyState = 3;
    },
  };
  return socket satisfies HubSocket;
}

const tick = (code: string, n: number): TickMessage => ({
  type: 'tick',
  code,
  bid: '1',
  ask: '1',
  last: String(n),
  change: '0',
  change_rate: '0',
  time: new Date(Date.UTC(2026, 10, 25, 15, 0, n)).toISOString(),
  source: 'Fed',
});

describe('realtime hub: backpressure', () => {
  it('skips ticks to a socket over the buffer limit, sends again once it drains, and closes one that never does', () => {
    const hub = createHub(() => undefined);
    const fast = fakeSocket();
    const slow = fakeSocket();
    for (const s of [fast, slow]) hub.add(s).message(JSON.stringify({ type: 'subscribe', codes: ['SPY'] }));
    const baseline = slow.sent.length;
    slow.bufferedAmount = LIMITS.skipAboveBytes + 1;
    for (let n = 1; n <= 10; n += 1) hub.deliver(tick('SPY', n));
    expect(slow.sent.length).toBe(baseline);
    expect(fast.sent.filter((t) => t.includes('"tick"'))).toHaveLength(10);
    // Drained: the next tick goes out, and the count of skipped ticks starts again.
    slow.bufferedAmount = 0;
    hub.deliver(tick('SPY', 11));
    expect(JSON.parse(slow.sent.at(-1)!)).toMatchObject({ last: '11' });
    // Stuck for good: closed with 1013 after maxSkippedInARow, never buffering more.
    slow.bufferedAmount = LIMITS.skipAboveBytes + 1;
    for (let n = 12; n <= 12 + LIMITS.maxSkippedInARow; n += 1) hub.deliver(tick('SPY', n));
    expect(slow.closedWith).toBe(1013);
    expect(slow.sent.length).toBe(baseline + 1);
    expect(hub.stats.closedSlow).toBe(1);
    expect(fast.closedWith).toBeUndefined();
  });

  it('a bundle message is not dropped for a busy socket (it is rare and tiny)', () => {
    const hub = createHub(() => undefined);
    const busy = fakeSocket();
    hub.add(busy);
    busy.bufferedAmount = LIMITS.skipAboveBytes + 1;
    hub.deliver({ type: 'bundle', version: 3 });
    expect(busy.sent).toEqual(['{"type":"bundle","version":3}']);
  });

  it('forgets a closed socket: nothing is sent to it and its codes are released', () => {
    const hub = createHub(() => undefined);
    const socket = fakeSocket();
    const client = hub.add(socket);
    client.message(JSON.stringify({ type: 'subscribe', codes: ['SPY'] }));
    client.close();
    hub.deliver(tick('SPY', 1));
    expect(socket.sent).toHaveLength(1); // the subscribe answer only
    expect(hub.size()).toBe(0);
  });
});
