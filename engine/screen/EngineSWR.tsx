import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { initCache } from 'swr/_internal';
import { useEngine } from '../context/EngineContext';

const OPTIONS: SWRConfiguration = {
  revalidateOnFocus: false,
  // Each visit to a screen asks again (cached data shows meanwhile): after a write on another
  // screen (a card edited), coming back within SWR's default 2 s must not answer from the earlier
  // request. Calls made at the same moment still share one.
  dedupingInterval: 0,
  // A failed load shows its error state with Retry; retrying by itself would repeat the same error
  // (and the same network dialog) behind the member's back.
  shouldRetryOnError: false,
};

const registered = new WeakSet<Map<string, unknown>>();

/**
 * SWR with the engine's cache and options, around what fetches with it (a screen's data sources,
 * the K-line). It used to wrap the whole app; SWR (about 5 kB gzip) is now a chunk that only
 * screens with data sources load (issue 23: the login screen has none), so each of them wraps its
 * own tree. The cache is registered once per engine and never unregistered: an SWRConfig that
 * registers a cache drops it again when it unmounts, which would pull it from under the next
 * screen's, mounted in the same commit.
 */
export function EngineSWR({ children }: { children: ReactNode }) {
  const engine = useEngine();
  const cache = engine.swrCache;
  if (!registered.has(cache)) {
    initCache(cache as never, OPTIONS);
    registered.add(cache);
  }
  return <SWRConfig value={{ ...OPTIONS, provider: () => cache as never }}>{children}</SWRConfig>;
}
