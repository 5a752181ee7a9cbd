import AdmSearchBar from 'antd-mobile/es/components/search-bar';
import { useEffect, useRef, useState } from 'react';
import { useEngine } from '../context/EngineContext';
import { useGlobalScope } from '../screen/GlobalScope';
import { int, text } from '../kit/propReaders';
import type { WidgetProps } from '../kit/WidgetProps';

/** Debounce default of spec section 9. */
export const SEARCH_DEBOUNCE_MS = 500;

/** Writes its text to state.<stateKey> once typing pauses, so a data source keyed on it refetches once. */
export function SearchBar({ props }: WidgetProps<'SearchBar'>) {
  const engine = useEngine();
  const stateKey = text(props.stateKey);
  const delay = int(props.debounceMs, SEARCH_DEBOUNCE_MS, 0, 5000);
  const [value, setValue] = useState(() => text(stateKey ? engine.stores.state.getIn(stateKey) : ''));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Something else may search (a recent search tapped): the box then shows what is searched for.
  const scope = useGlobalScope();
  const stored = stateKey ? text(scope.state?.[stateKey]) : '';
  const [seen, setSeen] = useState(stored);
  if (stored !== seen) {
    setSeen(stored);
    if (stored !== value.trim()) setValue(stored);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string, wait: number) => {
    clearTimeout(timer.current);
    if (!stateKey) return;
    if (wait === 0) engine.stores.state.setIn(stateKey, next);
    else timer.current = setTimeout(() => engine.stores.state.setIn(stateKey, next), wait);
  };

  return (
    <div className="mer-search">
      <AdmSearchBar
        value={value}
        placeholder={text(props.placeholder) || engine.t('engine.search')}
        showCancelButton={false}
        onChange={(next) => {
          setValue(next);
          commit(next, delay);
        }}
        onSearch={(next) => commit(next, 0)}
        onClear={() => commit('', 0)}
      />
    </div>
  );
}
