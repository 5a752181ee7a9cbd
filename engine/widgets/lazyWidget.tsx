import { lazy, Suspense, useEffect, useState } from 'react';
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

/**
 * The same for an overlay that is closed on most screens that declare it: nothing (not even a
 * loading block in the page) until `prop` first holds, then the chunk, kept mounted afterwards so
 * closing can animate.
 */
export function lazyOverlay(prop: string, load: () => Promise<{ default: Widget }>): Widget {
  const Inner = lazy(load);
  return function LazyOverlay(props: WidgetProps) {
    const [opened, setOpened] = useState(false);
    const open = Boolean(props.props[prop]);
    useEffect(() => {
      if (open) setOpened(true);
    }, [open]);
    if (!open && !opened) return null;
    return (
      <Suspense fallback={null}>
        <Inner {...props} />
      </Suspense>
    );
  };
}
