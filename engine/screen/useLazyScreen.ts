import { useCallback, useEffect, useState } from 'react';
import { useEngine } from '../context/EngineContext';
import type { ScreenSpec } from '../runtime/dsl';

export type LazyPhase = 'pending' | 'slow' | 'failed' | 'ready';

interface Outcome {
  key: string;
  phase: Exclude<LazyPhase, 'pending'>;
  screen?: ScreenSpec;
}

/**
 * Loads a screen's JSON chunk together with the deferred dictionary areas it needs (staff.json for a
 * staff screen, a route's `texts` such as invest.json), so it never renders raw keys. Nothing shows for the first `delayMs` (most loads finish sooner
 * and a flashing spinner reads as slowness); then a loader; after `timeoutMs` a load error.
 * The screen's initial `state` is written before it first renders, so its bindings see it.
 */
export function useLazyScreen(id: string, areas: readonly string[] = []): { phase: LazyPhase; screen?: ScreenSpec; retry: () => void } {
  const engine = useEngine();
  const { delayMs, timeoutMs } = engine.manifest.loading;
  const [attempt, setAttempt] = useState(0);
  const key = `${id}#${attempt}`;
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);

  useEffect(() => {
    let settled = false;
    const finish = (next: Omit<Outcome, 'key'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(slowTimer);
      clearTimeout(failTimer);
      setOutcome({ key, ...next });
    };
    const slowTimer = setTimeout(() => {
      if (!settled) setOutcome({ key, phase: 'slow' });
    }, delayMs);
    const failTimer = setTimeout(() => finish({ phase: 'failed' }), timeoutMs);
    // Deferred texts are fetched with the first screen that needs them, in parallel with its chunk.
    Promise.all([engine.bundle.screen(id), ...areas.map((area) => engine.loadTextArea(area))]).then(
      ([screen]) => {
        if (settled) return;
        if (!screen) return finish({ phase: 'failed' });
        if (screen.state) engine.stores.state.setDefaults(screen.state);
        finish({ phase: 'ready', screen });
      },
      () => finish({ phase: 'failed' }),
    );
    return () => {
      settled = true;
      clearTimeout(slowTimer);
      clearTimeout(failTimer);
    };
  }, [engine, id, key, delayMs, timeoutMs, areas]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  const current = outcome?.key === key ? outcome : undefined;
  return { phase: current?.phase ?? 'pending', screen: current?.screen, retry };
}
