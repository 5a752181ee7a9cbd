import { lazy, Suspense, use, useEffect, useState } from 'react';
import { useEngine } from '../context/EngineContext';
import { LoadingBlock } from '../kit/StatusBlock';
import { chunkOnce } from '../runtime/chunkOnce';
import type { Preloadable, Widget, WidgetProps } from '../kit/WidgetProps';

/** A widget whose chunk a screen can start fetching before it renders one (registry.ts, preloadWidgets). */

/**
 * A widget whose code is its own chunk, fetched the first time a screen shows it (or when a screen
 * that shows it opens, preloadWidgets): the studio's widgets are for staff, and members' first
 * download must not carry them. Once the chunk arrived, it renders at once, without the loading
 * block (a row's loading block then its content would move what follows).
 */
export function lazyWidget(load: () => Promise<{ default: Widget }>): Preloadable {
  const preload = chunkOnce(load);
  function Loaded(props: WidgetProps) {
    const Inner = use(preload()).default;
    return <Inner {...props} />;
  }
  return Object.assign(
    function LazyWidget(props: WidgetProps) {
      const engine = useEngine();
      return (
        <Suspense fallback={<LoadingBlock label={engine.t('engine.loading')} />}>
          <Loaded {...props} />
        </Suspense>
      );
    },
    { preload },
  );
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

type Later = typeof import('./laterWidgets');

/** The later widgets' chunk (laterWidgets.ts), fetched once; after it settled they render without a loading state. */
export const preloadLaterWidgets = chunkOnce(() => import('./laterWidgets'));

/**
 * A widget from the later widgets' chunk (laterWidgets.ts): a loading block the first time, if the
 * chunk has not arrived yet; nothing in between once it has (boot preloads it after the first paint).
 */
export function laterWidget(name: keyof Later): Preloadable {
  function Loaded(props: WidgetProps) {
    const Inner = use(preloadLaterWidgets())[name] as Widget;
    return <Inner {...props} />;
  }
  return Object.assign(
    function LaterWidget(props: WidgetProps) {
      const engine = useEngine();
      return (
        <Suspense fallback={<LoadingBlock label={engine.t('engine.loading')} />}>
          <Loaded {...props} />
        </Suspense>
      );
    },
    { preload: preloadLaterWidgets },
  );
}
