import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectRealtime } from '@engine/runtime/realtime/connectRealtime';

class FakeSocket {
  static made: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  close() {
    this.closed = true;
  }
}

afterEach(() => {
  vi.useRealTimers();
  FakeSocket.made = [];
});

describe('connectRealtime', () => {
  it('hands over JSON messages, reconnects with a growing pause and catches up on each open', () => {
    vi.useFakeTimers();
    const messages: unknown[] = [];
    const opened = vi.fn();
    const rt = connectRealtime({
      url: 'ws://x/ws',
      onMessage: (m) => messages.push(m),
      onOpen: opened,
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
      delayMs: 100,
      maxDelayMs: 300,
    });
    const first = FakeSocket.made[0]!;
    first.onopen?.();
    first.onmessage?.({ data: '{"type":"bundle","version":4}' });
    first.onmessage?.({ data: 'not json' });
    expect(messages).toEqual([{ type: 'bundle', version: 4 }]);
    first.onclose?.();
    vi.advanceTimersByTime(99);
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(2);
    FakeSocket.made[1]!.onclose?.();
    vi.advanceTimersByTime(199);
    expect(FakeSocket.made).toHaveLength(2);
    vi.advanceTimersByTime(1);
    FakeSocket.made[2]!.onopen?.();
    expect(opened).toHaveBeenCalledTimes(2);
    rt.close();
    FakeSocket.made[2]!.onclose?.();
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.made).toHaveLength(3);
    expect(FakeSocket.made[2]!.closed).toBe(true);
  });
});
