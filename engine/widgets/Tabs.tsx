import { useEffect } from 'react';
import { useEngine } from '../context/EngineContext';
import { useGlobalScope } from '../screen/GlobalScope';
import { text } from '../kit/propReaders';
import type { WidgetProps } from '../kit/WidgetProps';

interface TabItem {
  key: string;
  title: unknown;
}

/** The items as written, or a server list's rows with their title in titleField (e.g. market/category's name). */
function items(value: unknown, titleField: string): TabItem[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((v): v is TabItem => v !== null && typeof v === 'object' && typeof (v as TabItem).key === 'string')
    .map((v) => (titleField ? { key: v.key, title: (v as unknown as Record<string, unknown>)[titleField] } : v));
}

/**
 * A segmented switch writing the chosen key to state.<stateKey>; siblings show or hide with
 * visibleWhen. Plain buttons rather than antd-mobile Tabs: that one animates with react-spring,
 * which the login screen would otherwise download just for an underline.
 */
export function Tabs({ props, emit }: WidgetProps<'Tabs'>) {
  const engine = useEngine();
  const scope = useGlobalScope();
  const stateKey = text(props.stateKey);
  const allTitle = text(props.allTitle);
  // A bound list has no "everything" entry of its own: allTitle adds one first, with the key all.
  const list = [...(allTitle ? [{ key: 'all', title: allTitle }] : []), ...items(props.items, text(props.titleField))];
  const initial = typeof props.default === 'string' ? props.default : list[0]?.key;
  const stored = stateKey ? scope.state?.[stateKey] : undefined;
  const current = typeof stored === 'string' ? stored : initial;

  // Also when app state is emptied under a mounted screen (the session ended): siblings' visibleWhen
  // reads state, so the shown tab must be written back or they would all hide.
  useEffect(() => {
    if (stateKey && initial !== undefined && stored === undefined) engine.stores.state.setIn(stateKey, initial);
  }, [engine, stateKey, initial, stored]);

  return (
    <div className="mer-tabs" role="tablist">
      {list.map((item) => {
        const active = item.key === current;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            aria-selected={active}
            className={active ? 'mer-tab mer-tab-active' : 'mer-tab'}
            onClick={() => {
              if (active || !stateKey) return;
              engine.stores.state.setIn(stateKey, item.key);
              void emit('change', { result: item.key });
            }}
          >
            {text(item.title)}
          </button>
        );
      })}
    </div>
  );
}
