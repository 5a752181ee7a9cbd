import Decimal from 'decimal.js';

/** The largest peak-to-trough fall of a NAV series, as a positive ratio of the peak (0 when it never fell). */
export function maxDrawdown(navs: readonly Decimal.Value[]): Decimal {
  let peak: Decimal | null = null;
  let worst = new Decimal(0);
  for (const v of navs) {
    const nav = new Decimal(v);
    if (peak === null || nav.gt(peak)) peak = nav;
    if (peak.gt(0)) {
      const fall = peak.minus(nav).div(peak);
      if (fall.gt(worst)) worst = fall;
    }
  }
  return worst;
}
