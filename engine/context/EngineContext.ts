import { createContext, useContext } from 'react';
import type { Engine } from './Engine';

export const EngineContext = createContext<Engine | null>(null);

export function useEngine(): Engine {
  const engine = useContext(EngineContext);
  if (!engine) throw new Error('useEngine needs an <EngineProvider> (see engine/app/App.tsx)');
  return engine;
}
