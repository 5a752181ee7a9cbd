import type { Clock } from '../clock';
import type { Db } from '../db/types';
import type { MarketConfig } from '../market-config';
import { simulatorMarket, type TickingMarket } from './simulator';
import { replayMarket } from './replay';
import { fileDropMarket } from './file-drop';

/** The source MARKET_SOURCE names (docs/market-data.md): the simulator unless told otherwise. */
export function createMarket(config: MarketConfig, db: Db, clock: Clock, log: (line: string) => void): TickingMarket {
  const deps = { db, clock, config, log };
  switch (config.source) {
    case 'replay':
      return replayMarket(deps);
    case 'file-drop':
      return fileDropMarket(deps);
    default:
      return simulatorMarket(deps);
  }
}
