import { Suspense, use, type ReactNode } from 'react';
import { useEngine } from '../app/EngineContext';
import type { DataSourceSpec } from '../runtime/dsl';
import { LoadingBlock } from '../widgets/StatusBlock';

type Loaded = typeof import('./SWRDataSources');
let loading: (Promise<Loaded> & { status?: 'fulfilled'; value?: Loaded }) | undefined;

/**
 * Fetches the data sources' chunk (SWR and its hooks, SWRDataSources.tsx) once: the login screen
 * has no data sources, so its first download leaves SWR out (issue 23). Boot fetches it right
 * after the first paint; a failed download is tried again by the next screen that needs it.
 */
export function preloadDataSources(): Promise<Loaded> {
  if (!loading) {
    const pending: Promise<Loaded> & { status?: 'fulfilled'; value?: Loaded } = import('./SWRDataSources');
    // React's use() reads a promise marked fulfilled at once, without suspending.
    void pending.then(
      (m) => Object.assign(pending, { status: 'fulfilled', value: m }),
      () => {
        if (loading === pending) loading = undefined;
      },
    );
    loading = pending;
  }
  return loading;
}

/**
 * A screen's data sources: none, and the screen renders as it is; some, and they are fetched
 * inside the SWR chunk, with a loading block only if that chunk has not arrived yet.
 */
export function DataSources({ sources, children }: { sources: [string, DataSourceSpec][]; children: ReactNode }) {
  const engine = useEngine();
  if (sources.length === 0) return children;
  return (
    <Suspense fallback={<LoadingBlock label={engine.t('engine.loading')} />}>
      <Loaded sources={sources}>{children}</Loaded>
    </Suspense>
  );
}

function Loaded({ sources, children }: { sources: [string, DataSourceSpec][]; children: ReactNode }) {
  const { SWRDataSources } = use(preloadDataSources());
  return <SWRDataSources sources={sources}>{children}</SWRDataSources>;
}
