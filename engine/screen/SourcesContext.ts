import { createContext, useContext } from 'react';

/** One data source of the screen as widgets see it. */
export interface SourceState {
  data: unknown;
  error: unknown;
  /** First load (or a load after the params changed) with nothing to show yet. */
  loading: boolean;
  /** False while the source's `when` does not hold: it is not fetched. */
  active: boolean;
  reload(): Promise<unknown>;
}

export const SourcesContext = createContext<Record<string, SourceState>>({});

export function useSources(): Record<string, SourceState> {
  return useContext(SourcesContext);
}
