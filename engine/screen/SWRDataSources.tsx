import { useContext, useMemo, type ReactNode } from 'react';
import useSWR from 'swr';
import { useEngine } from '../context/EngineContext';
import type { DataSourceSpec } from '../runtime/dsl';
import { evalCondition } from '../runtime/evalCondition';
import { resolveValue } from '@core/values/resolveValue';
import { useGlobalScope } from './GlobalScope';
import { useScopeLayer } from './ScopeLayer';
import { SourcesContext, type SourceState } from './SourcesContext';
import { EngineSWR } from './EngineSWR';

/**
 * A screen's data sources with SWR and the engine's cache (a chunk of its own: DataSources.tsx).
 */
export function SWRDataSources({ sources, children }: { sources: [string, DataSourceSpec][]; children: ReactNode }) {
  return (
    <EngineSWR>
      <DataSources sources={sources}>{children}</DataSources>
    </EngineSWR>
  );
}

/**
 * Fetches a screen's data sources with SWR, one component per source so each has its own hook
 * (the list of sources is fixed per screen, but hooks must not run in a loop).
 */
function DataSources({ sources, children }: { sources: [string, DataSourceSpec][]; children: ReactNode }) {
  const [first, ...rest] = sources;
  if (!first) return children;
  return (
    <SourceLoader name={first[0]} spec={first[1]}>
      <DataSources sources={rest}>{children}</DataSources>
    </SourceLoader>
  );
}

function SourceLoader({ name, spec, children }: { name: string; spec: DataSourceSpec; children: ReactNode }) {
  const engine = useEngine();
  const global = useGlobalScope();
  const layer = useScopeLayer();
  const parent = useContext(SourcesContext);
  const scope = { ...global, ...layer };
  const active = evalCondition(spec.when, scope, engine.t, engine.formatters);
  const params = (resolveValue(spec.params ?? {}, scope, engine.t, engine.formatters) ?? {}) as Record<string, unknown>;
  // The key carries the locale (the server answers in it) and whether there is a session, so
  // switching either refetches instead of showing data fetched under the other.
  const key = active ? ['source', spec.endpoint, JSON.stringify(params), global.app?.locale, global.session?.loggedIn] : null;
  const { data, error, isLoading, mutate } = useSWR(key, () => engine.api.call(spec.endpoint, params, { toast: false }), {
    keepPreviousData: true,
  });

  const sources = useMemo(() => {
    const state: SourceState = { data, error, loading: active && isLoading && data === undefined, active, reload: () => mutate() };
    return { ...parent, [name]: state };
  }, [parent, name, data, error, isLoading, active, mutate]);
  return <SourcesContext.Provider value={sources}>{children}</SourcesContext.Provider>;
}
