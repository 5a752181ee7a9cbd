import type Decimal from 'decimal.js';
import { navStep, type NavState } from './navStep';

/** One observation of a provider's ETF account: equity after the flow that arrived since the previous one. */
export interface EquityPoint {
  time: Date;
  equity: Decimal.Value;
  /** USDT transferred in (negative: out) since the previous point; the first point's flow is the opening deposit. */
  flow: Decimal.Value;
}

/** The net value series of a provider by the unit method: NAV starts at 1 and is neutral to flows. */
export function netValue(points: readonly EquityPoint[]): (NavState & { time: Date })[] {
  const out: (NavState & { time: Date })[] = [];
  let prev: NavState | null = null;
  for (const p of points) {
    prev = navStep(prev, p.equity, p.flow);
    out.push({ time: p.time, ...prev });
  }
  return out;
}
