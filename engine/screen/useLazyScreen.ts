import { useCallback, useEffect, useState } from 'react';
import { useEngine } from '../app/EngineContext';
import type { ScreenSpec } from '../runtime/dsl';

export type LazyPhase = 'pending' | 'slow' | 'failed' | 'ready';

interface Outcome {
  key: string;
  phase: Exclude<LazyPhase, 'pending'>;
  screen?: ScreenSpec;
}

/**
 * Loads a screen's JSON chunk. Nothing shows for the first `delayMs` (most loads finish sooner
 * and a flashing spinner reads as slowness); then a loader; after `timeoutMs` a load error.
 * The screen's initial `state` is written before it first renders, so its bindings see it.
 */
export function useLazyScreen(id: string): { phase: LazyPhase; screen?: ScreenSpec; retry: () => void } {
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
    engine.bundle.screen(id).then(
      (screen) => {
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
  }, [engine, id, key, delayMs, timeoutMs]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  const current = outcome?.key === key ? outcome : undefined;
  return { phase: current?.phase ?? 'pending', screen: current?.screen, retry };
}
