import type { LiveTick } from '@engine/runtime/realtime/liveQuotes';

/** A WebSocket the test drives: open, drop, and ticks pushed as the server would send them; what the app sent is kept. */
export class FakeSocket {
  static made: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  readyState = 0;
  sent: unknown[] = [];
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
  tick(code: string, last: string, second: number) {
    const tick: LiveTick & { type: 'tick' } = {
      type: 'tick',
      code,
      bid: last,
      ask: last,
      last,
      change: '1.5',
      change_rate: '0.003',
      time: new Date(Date.UTC(2026, 10, 25, 15, 0, second)).toISOString(),
      source: 'Simulated',
    };
    this.onmessage?.({ data: JSON.stringify(tick) });
  }
}
