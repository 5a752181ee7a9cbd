import { lazy, Suspense } from 'react';
import { useEngine } from '../app/EngineContext';
import { LoadingBlock } from './StatusBlock';
import type { Widget, WidgetProps } from './WidgetProps';

/**
 * A widget whose code is its own chunk, fetched the first time a screen shows it: the studio's
 * widgets are for staff, and members' first download must not carry them.
 */
export function lazyWidget(load: () => Promise<{ default: Widget }>): Widget {
  const Inner = lazy(load);
  return function LazyWidget(props: WidgetProps) {
    const engine = useEngine();
    return (
      <Suspense fallback={<LoadingBlock label={engine.t('engine.loading')} />}>
        <Inner {...props} />
      </Suspense>
    );
  };
}
