import type { Strategy } from './types';
import { buyAndHold } from './buy-and-hold';
import { momentum } from './momentum';
import { meanReversion } from './mean-reversion';
import { ukRotation } from './uk-rotation';

/** The built-in strategies by name (follow_providers.strategy); 'manual' is a member trading by hand. */
export const STRATEGIES: Readonly<Record<string, Strategy>> = Object.fromEntries(
  [momentum, meanReversion, buyAndHold, ukRotation].map((s) => [s.name, s]),
);
