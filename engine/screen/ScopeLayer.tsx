import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Scope } from '../runtime/scope';

const ScopeLayerContext = createContext<Partial<Scope>>({});

/** Adds scope for the nodes below: a screen's data and route, a list's item, a form's values. */
export function ScopeLayer({ value, children }: { value: Partial<Scope>; children: ReactNode }) {
  const parent = useContext(ScopeLayerContext);
  const merged = useMemo(() => ({ ...parent, ...value }), [parent, value]);
  return <ScopeLayerContext.Provider value={merged}>{children}</ScopeLayerContext.Provider>;
}

export function useScopeLayer(): Partial<Scope> {
  return useContext(ScopeLayerContext);
}
