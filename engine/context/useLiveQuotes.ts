import { createContext, useCallback, useContext, useMemo, useRef, useSyncExternalStore } from 'react';
import { createLiveQuotes, type LiveQuotes, type LiveStatus, type LiveTick } from '../runtime/realtime/liveQuotes';
import type { Engine } from './Engine';
import { livePnl, type LivePosition } from '../runtime/realtime/livePnl';
import { EngineContext } from './EngineContext';

/**
 * Where widgets get live quotes. Left empty, the engine's (over the app's one realtime socket);
 * stories and tests may provide a store of fixed ticks.
 */
export const LiveQuotesContext = createContext<LiveQuotes | null>(null);

// One store per engine, made by the first widget that shows a live price: the quotes code is in the
// widgets' chunks, not in the first download of a screen without prices.
const stores = new WeakMap<Engine, LiveQuotes>();

/** The engine's live quotes, over its one realtime connection. */
export function liveQuotesOf(engine: Engine): LiveQuotes {
  let store = stores.get(engine);
  if (!store) stores.set(engine, (store = createLiveQuotes(engine.realtime)));
  return store;
}

export function useLiveQuotesStore(): LiveQuotes {
  const given = useContext(LiveQuotesContext);
  const engine = useContext(EngineContext);
  const store = given ?? (engine ? liveQuotesOf(engine) : undefined);
  if (!store) throw new Error('live quotes need an engine or a <LiveQuotesContext> store');
  return store;
}

/** The latest tick of one code while the calling widget is mounted; undefined before the first (or with no code). */
export function useLiveQuote(code: string | undefined): LiveTick | undefined {
  const store = useLiveQuotesStore();
  const subscribe = useCallback((changed: () => void) => (code ? store.follow([code], changed) : () => undefined), [store, code]);
  return useSyncExternalStore(subscribe, () => (code ? store.get(code) : undefined));
}

/** The latest tick of each code (a list's rows, a positions tab), keyed by code; missing until its first tick. */
export function useLiveQuotes(codes: readonly string[]): Readonly<Record<string, LiveTick | undefined>> {
  const store = useLiveQuotesStore();
  // The caller's array is often rebuilt each render: follow by its content, not its identity.
  const key = [...new Set(codes)].sort().join(',');
  const list = useMemo(() => (key ? key.split(',') : []), [key]);
  const subscribe = useCallback((changed: () => void) => store.follow(list, changed), [store, list]);
  const snapshot = useRef<{ list: string[]; ticks: (LiveTick | undefined)[]; value: Record<string, LiveTick | undefined> }>(undefined);
  const read = () => {
    const ticks = list.map((code) => store.get(code));
    const previous = snapshot.current;
    // useSyncExternalStore needs the same object while nothing changed, or it renders forever.
    if (previous && previous.list === list && previous.ticks.length === ticks.length && previous.ticks.every((t, i) => t === ticks[i]))
      return previous.value;
    const value = Object.fromEntries(list.map((code, i) => [code, ticks[i]]));
    snapshot.current = { list, ticks, value };
    return value;
  };
  return useSyncExternalStore(subscribe, read);
}

/** Whether ticks are flowing ('open'), so a widget can mark prices as not live while reconnecting. */
export function useLiveStatus(): LiveStatus {
  const store = useLiveQuotesStore();
  return useSyncExternalStore(
    useCallback((changed: () => void) => store.onStatus(changed), [store]),
    () => store.status(),
  );
}

/** A position's market value and P&L at its code's latest tick (livePnl.ts); undefined before the first tick. */
export function useLivePnl(code: string | undefined, position: LivePosition): ReturnType<typeof livePnl> {
  const tick = useLiveQuote(code);
  return tick ? livePnl(position, tick) : undefined;
}
