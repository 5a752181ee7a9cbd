import type { TestServer } from '@tests/server/support/harness';
import type { SimulatorMarket } from '@server/market/simulator';

/** The simulator the server under test runs (the default source; the suites' config turns its timer and backfill off). */
export function simulatorOf(s: TestServer): SimulatorMarket {
  const market = s.running.services.market;
  if (!('backfill' in market) || !('tickNow' in market)) throw new Error(`expected the simulator, got ${market.source}`);
  return market as SimulatorMarket;
}

/** Moves the suite's manual clock forward to an instant (it never goes back). */
export function moveClockTo(s: TestServer, at: Date): void {
  const ms = at.getTime() - s.clock.now().getTime();
  if (ms < 0) throw new Error(`the clock is already past ${at.toISOString()}`);
  s.clock.advance(ms);
}

/** Wednesday 3 March 2027, 15:00 UTC: 10:00 in New York and 15:00 in London, both sessions open. */
export const BOTH_OPEN = new Date('2027-03-03T15:00:00Z');
