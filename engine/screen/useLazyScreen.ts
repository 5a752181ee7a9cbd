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
 * Loads a screen's JSON chunk (and, for a staff screen, the staff texts). Nothing shows for the first `delayMs` (most loads finish sooner
 * and a flashing spinner reads as slowness); then a loader; after `timeoutMs` a load error.
 * The screen's initial `state` is written before it first renders, so its bindings see it.
 */
export function useLazyScreen(id: string, staff = false): { phase: LazyPhase; screen?: ScreenSpec; retry: () => void } {
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
    // A staff screen's texts live in their own dictionary (staff.json), fetched with the first one.
    Promise.all([engine.bundle.screen(id), staff ? engine.loadTextArea('staff') : undefined]).then(
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
  }, [engine, id, key, delayMs, timeoutMs, staff]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  const current = outcome?.key === key ? outcome : undefined;
  return { phase: current?.phase ?? 'pending', screen: current?.screen, retry };
}
