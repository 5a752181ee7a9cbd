// One step of the unit method (docs/copy-trading.md): a provider's net value starts at 1 and a
// transfer in or out of the ETF account buys or sells units at the last net value, so a flow
// alone never moves the net value; only trading results do.
import Decimal from 'decimal.js';

/** Units and net value after a step; units and NAV keep 12 decimals (the NUMERIC columns hold them). */
export interface NavState {
  units: Decimal;
  nav: Decimal;
}

const PLACES = 12;

/**
 * The state after one observation: `equity` is measured after `flow` (USDT moved in, negative
 * out, since the previous step) arrived. Units change by flow / previous NAV; the NAV is equity
 * over units. With no units left (nothing was ever paid in, or all was taken out) the NAV stays
 * where it was: there is nothing to measure.
 */
export function navStep(prev: NavState | null, equity: Decimal.Value, flow: Decimal.Value): NavState {
  const lastNav = prev?.nav ?? new Decimal(1);
  const units = (prev?.units ?? new Decimal(0)).plus(new Decimal(flow).div(lastNav)).toDecimalPlaces(PLACES, Decimal.ROUND_HALF_UP);
  if (units.lte(0)) return { units: new Decimal(0), nav: lastNav };
  return { units, nav: new Decimal(equity).div(units).toDecimalPlaces(PLACES, Decimal.ROUND_HALF_UP) };
}
