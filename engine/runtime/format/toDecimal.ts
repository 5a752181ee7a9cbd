import Decimal from 'decimal.js';

/**
 * Parses an amount without going through a float: money arrives as decimal strings (spec,
 * ARCHITECTURE "Money"). Numbers are accepted for counts and prices; anything else gives undefined.
 */
export function toDecimal(value: unknown): Decimal | undefined {
  if (value instanceof Decimal) return value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(text)) return undefined;
  return new Decimal(text);
}
