import Decimal from 'decimal.js';
import { toDecimal } from '../format/toDecimal';
import { toMillis } from '../format/toMillis';

/** One point of a net value curve: time in epoch ms, the value a decimal string (it is shown as text too). */
export interface NetValuePoint {
  time: number;
  value: string;
}

/** The text alternative of a curve: where it starts and ends, its lowest and highest value, and the change. */
export interface NetValueSummary {
  start: NetValuePoint;
  end: NetValuePoint;
  min: NetValuePoint;
  max: NetValuePoint;
  /** end / start - 1, as a decimal string ratio (the period's return). */
  change: string;
  direction: 'rise' | 'fall' | 'flat';
}

/**
 * follow/chart's list ({time, net_value}), oldest first. A row with no time or no value is dropped
 * rather than drawn at zero: a gap is honest, a fall to zero is not.
 */
export function parseNetValues(list: unknown): NetValuePoint[] {
  if (!Array.isArray(list)) return [];
  const out: NetValuePoint[] = [];
  for (const row of list) {
    if (!row || typeof row !== 'object') continue;
    const r = row as Record<string, unknown>;
    const time = toMillis(r.time);
    const value = toDecimal(r.net_value);
    if (time === undefined || !value) continue;
    out.push({ time, value: value.toString() });
  }
  return out.sort((a, b) => a.time - b.time);
}

/** The summary of a curve, or undefined when it has fewer than `minPoints` points (too short to be a track record). */
export function summarizeNetValues(points: readonly NetValuePoint[], minPoints = 2): NetValueSummary | undefined {
  if (points.length < Math.max(1, minPoints)) return undefined;
  const start = points[0]!;
  const end = points[points.length - 1]!;
  let min = start;
  let max = start;
  for (const p of points) {
    // Decimal comparison: the values are strings with up to eight decimals, floats could tie wrongly.
    if (new Decimal(p.value).lt(min.value)) min = p;
    if (new Decimal(p.value).gt(max.value)) max = p;
  }
  const startValue = new Decimal(start.value);
  const change = startValue.isZero() ? new Decimal(0) : new Decimal(end.value).div(startValue).minus(1);
  const direction = change.gt(0) ? 'rise' : change.lt(0) ? 'fall' : 'flat';
  return { start, end, min, max, change: change.toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toString(), direction };
}
