import type { LiveQuotes, LiveTick } from '@engine/runtime/realtime/liveQuotes';

/** Recorded ticks (the simulator's, 2026-11-25 15:30 UTC) for stories: no socket, prices as the server sent them. */
export const recordedTicks: LiveTick[] = [
  {
    code: 'SPY',
    bid: '598.11',
    ask: '598.13',
    last: '598.12',
    change: '4.87',
    change_rate: '0.00820868',
    time: '2026-11-25T15:30:02.118Z',
    source: 'Simulated',
  },
  {
    code: 'QQQ',
    bid: '512.40',
    ask: '512.44',
    last: '512.42',
    change: '-3.16',
    change_rate: '-0.00612902',
    time: '2026-11-25T15:30:01.904Z',
    source: 'Simulated',
  },
  {
    code: 'VUSA',
    bid: '9402',
    ask: '9406',
    last: '9404',
    change: '38',
    change_rate: '0.00405723',
    time: '2026-11-25T15:29:58.340Z',
    source: 'Simulated',
  },
];

/** A LiveQuotes over fixed ticks: what a story or a screenshot needs, with a status of its choosing. */
export function fixedLiveQuotes(ticks: LiveTick[], status: ReturnType<LiveQuotes['status']> = 'open'): LiveQuotes {
  const byCode = new Map(ticks.map((t) => [t.code, t]));
  return {
    get: (code) => byCode.get(code),
    follow: () => () => undefined,
    status: () => status,
    onStatus: () => () => undefined,
  };
}
