import { useEffect } from 'react';
import { useEngine } from '../context/EngineContext';
import { useGlobalScope } from '../screen/GlobalScope';
import { int, text } from '../kit/propReaders';
import type { WidgetProps } from '../kit/WidgetProps';

/** The kept list, newest first, without repeats (case-insensitive), at most max long. */
export function rememberSearch(list: unknown, term: string, max: number): string[] {
  const kept = Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
  const clean = term.trim();
  if (clean === '') return kept.slice(0, max);
  return [clean, ...kept.filter((k) => k.toLowerCase() !== clean.toLowerCase())].slice(0, max);
}

/** Recent searches on this device: each settled search is recorded; a tap runs one again. */
export function RecentSearches({ props }: WidgetProps<'RecentSearches'>) {
  const engine = useEngine();
  const scope = useGlobalScope();
  const stateKey = text(props.stateKey);
  const storageKey = text(props.storageKey);
  const max = int(props.max, 10, 1, 30);
  const term = text(scope.state?.[stateKey]).trim();
  const kept = rememberSearch(scope.storage?.[storageKey], '', max);

  // The SearchBar writes state only after typing pauses, so each recorded term is one the member settled on.
  useEffect(() => {
    if (!storageKey || term === '') return;
    const current = engine.stores.storage.get()[storageKey];
    const next = rememberSearch(current, term, max);
    if (JSON.stringify(next) !== JSON.stringify(current)) engine.stores.storage.put(storageKey, next);
  }, [engine, storageKey, term, max]);

  if (term !== '' || kept.length === 0) return null;
  return (
    <section className="mer-recent" aria-label={engine.t('trade.search.recent')}>
      <header className="mer-recent-head">
        <span>{engine.t('trade.search.recent')}</span>
        <button type="button" className="mer-recent-clear" onClick={() => engine.stores.storage.put(storageKey, null)}>
          {engine.t('trade.search.clear')}
        </button>
      </header>
      <div className="mer-recent-list">
        {kept.map((k) => (
          <button key={k} type="button" className="mer-chip" onClick={() => engine.stores.state.setIn(stateKey, k)}>
            {k}
          </button>
        ))}
      </div>
    </section>
  );
}
