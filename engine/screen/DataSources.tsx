import { Suspense, use, type ReactNode } from 'react';
import { useEngine } from '../context/EngineContext';
import type { DataSourceSpec } from '../runtime/dsl';
import { LoadingBlock } from '../kit/StatusBlock';
import { chunkOnce } from '../runtime/chunkOnce';

/**
 * The data sources' chunk (SWR and its hooks, SWRDataSources.tsx): the login screen has no data
 * sources, so its first download leaves SWR out (issue 23). Boot fetches it after the first paint.
 */
export const preloadDataSources = chunkOnce(() => import('./SWRDataSources'));

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
