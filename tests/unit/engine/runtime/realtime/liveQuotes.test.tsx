import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRealtime, originConnect } from '@engine/runtime/realtime/appRealtime';
import { createLiveQuotes } from '@engine/runtime/realtime/liveQuotes';
import { livePnl } from '@engine/runtime/realtime/livePnl';
import { FakeSocket } from '../../helpers/fakeSocket';
import { LiveQuotesContext, useLiveQuote, useLiveQuotes, useLiveStatus } from '@engine/context/useLiveQuotes';

const latest = () => FakeSocket.made.at(-1)!;
/** Live quotes over an app realtime connection whose sockets are FakeSockets. */
const store = () => {
  const realtime = createAppRealtime(
    originConnect({ WebSocketImpl: FakeSocket as unknown as typeof WebSocket, delayMs: 100, maxDelayMs: 400 }),
  );
  return Object.assign(createLiveQuotes(realtime), { realtime, close: () => realtime.close() });
};

afterEach(() => {
  vi.useRealTimers();
  FakeSocket.made = [];
});

describe('live quotes store', () => {
  it('opens no socket until a code is followed, then subscribes on open', () => {
    const live = store();
    expect(FakeSocket.made).toHaveLength(0);
    const listener = vi.fn();
    live.follow(['SPY', 'QQQ', 'SPY'], listener);
    expect(live.status()).toBe('connecting');
    latest().open();
    expect(latest().sent).toEqual([{ type: 'subscribe', codes: ['SPY', 'QQQ'] }]);
    latest().tick('SPY', '505.10', 1);
    expect(live.get('SPY')?.last).toBe('505.10');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('counts followers: one subscribe per code, unsubscribe when the last lets go', () => {
    const live = store();
    const a = live.follow(['SPY'], () => undefined);
    latest().open();
    const b = live.follow(['SPY', 'VOO'], () => undefined);
    expect(latest().sent).toEqual([
      { type: 'subscribe', codes: ['SPY'] },
      { type: 'subscribe', codes: ['VOO'] },
    ]);
    a();
    a(); // a second release changes nothing
    expect(latest().sent).toHaveLength(2);
    b();
    expect(latest().sent.at(-1)).toEqual({ type: 'unsubscribe', codes: ['SPY', 'VOO'] });
    // A late tick of a code no one follows is not kept.
    latest().tick('SPY', '1.00', 2);
    expect(live.get('SPY')).toBeUndefined();
  });

  it('ignores garbage, other messages and ticks older than the one it has', () => {
    const live = store();
    live.follow(['SPY'], () => undefined);
    latest().open();
    latest().tick('SPY', '505.00', 10);
    latest().tick('SPY', '499.00', 9);
    for (const data of [
      '{"type":"bundle","version":3}',
      'nonsense',
      '{"type":"tick","code":"SPY","last":1}',
      '{"type":"tick","code":"SPY","bid":"1","ask":"1","last":"1e3","change":"0","change_rate":"0","time":"x","source":"s"}',
    ])
      latest().onmessage?.({ data });
    expect(live.get('SPY')?.last).toBe('505.00');
  });

  it('reconnects with a growing pause and subscribes again to everything followed', () => {
    vi.useFakeTimers();
    const live = store();
    live.follow(['SPY'], () => undefined);
    latest().open();
    live.follow(['GLD'], () => undefined);
    latest().drop();
    expect(live.status()).toBe('reconnecting');
    vi.advanceTimersByTime(100);
    expect(FakeSocket.made).toHaveLength(2);
    latest().drop();
    vi.advanceTimersByTime(199);
    expect(FakeSocket.made).toHaveLength(2);
    vi.advanceTimersByTime(1);
    latest().open();
    expect(live.status()).toBe('open');
    expect(latest().sent).toEqual([{ type: 'subscribe', codes: ['SPY', 'GLD'] }]);
    live.close();
  });
});

describe('one socket for the app', () => {
  it('a reader (the bundle follower) shares the socket: it hears every message and each reopen', () => {
    vi.useFakeTimers();
    const live = store();
    const messages: unknown[] = [];
    const opened = vi.fn();
    live.realtime.listen({ onMessage: (m) => messages.push(m), onOpen: opened });
    live.follow(['SPY'], () => undefined);
    expect(FakeSocket.made).toHaveLength(1);
    latest().open();
    expect(opened).toHaveBeenCalledTimes(1);
    latest().onmessage?.({ data: '{"type":"bundle","version":9}' });
    latest().tick('SPY', '500.00', 1);
    expect(messages).toEqual([{ type: 'bundle', version: 9 }, expect.objectContaining({ type: 'tick', code: 'SPY' })]);
    latest().drop();
    vi.advanceTimersByTime(100);
    latest().open();
    expect(opened).toHaveBeenCalledTimes(2);
    expect(latest().sent).toEqual([{ type: 'subscribe', codes: ['SPY'] }]);
    live.close();
  });
});

function Row({ code }: { code: string }) {
  const tick = useLiveQuote(code);
  return <p data-testid={code}>{tick ? `${tick.last} ${tick.source}` : 'waiting'}</p>;
}

function Board({ codes }: { codes: string[] }) {
  const ticks = useLiveQuotes(codes);
  const status = useLiveStatus();
  return <p data-testid="board">{`${status}: ${codes.map((c) => `${c}=${ticks[c]?.last ?? '-'}`).join(' ')}`}</p>;
}

describe('useLiveQuote / useLiveQuotes', () => {
  it('render the latest tick per code and let go on unmount', () => {
    const live = store();
    const view = render(
      <LiveQuotesContext.Provider value={live}>
        <Row code="SPY" />
        <Board codes={['SPY', 'QQQ']} />
      </LiveQuotesContext.Provider>,
    );
    expect(screen.getByTestId('SPY').textContent).toBe('waiting');
    act(() => latest().open());
    // Both widgets followed before the socket opened: one subscribe with every code, SPY once.
    expect(latest().sent).toEqual([{ type: 'subscribe', codes: ['SPY', 'QQQ'] }]);
    act(() => latest().tick('SPY', '505.10', 1));
    expect(screen.getByTestId('SPY').textContent).toBe('505.10 Simulated');
    expect(screen.getByTestId('board').textContent).toBe('open: SPY=505.10 QQQ=-');
    act(() => latest().tick('QQQ', '410.00', 2));
    expect(screen.getByTestId('board').textContent).toBe('open: SPY=505.10 QQQ=410.00');
    view.unmount();
    expect(latest().sent.at(-1)).toMatchObject({ type: 'unsubscribe' });
    expect(
      latest()
        .sent.filter((m) => (m as { type: string }).type === 'unsubscribe')
        .flatMap((m) => (m as { codes: string[] }).codes)
        .sort(),
    ).toEqual(['QQQ', 'SPY']);
  });
});

describe('livePnl', () => {
  it('values a holding at the tick in decimals, long and short', () => {
    expect(livePnl({ quantity: '0.1234', costPrice: '500.10' }, { last: '505.35' })).toEqual({
      marketValue: '62.36019',
      pnl: '0.64785',
      pnlRate: '0.0104979',
    });
    expect(livePnl({ quantity: '2', costPrice: '100', direction: 'sell' }, { last: '90.1' })).toEqual({
      marketValue: '180.2',
      pnl: '19.8',
      pnlRate: '0.099',
    });
    expect(livePnl({ quantity: 'x', costPrice: '1' }, { last: '1' })).toBeUndefined();
  });
});
