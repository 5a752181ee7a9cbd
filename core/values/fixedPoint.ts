/**
 * Exact decimal parsing, comparing and rounding on BigInt, for the formatters and conditions the
 * first screen may touch: decimal.js (about 11 kB gzip) stays out of the first download (issue 23)
 * and loads only with the code that does money arithmetic (fees, tickets, P&L). No float is ever
 * involved, so an amount shows exactly what the ledger holds.
 */

/** sign * digits / 10^scale. */
export interface FixedPoint {
  negative: boolean;
  digits: bigint;
  scale: number;
}

const DECIMAL = /^([-+]?)(\d*)(?:\.(\d*))?(?:[eE]([-+]?\d+))?$/;
// Past this exponent a value is no amount, count or price the app shows; refusing it keeps a typo
// such as "1e999999999" from building a billion-digit number.
const MAX_EXPONENT = 1000;

/**
 * The same values toDecimal accepts: decimal strings (with an exponent or not), finite numbers as
 * JavaScript writes them, and decimal.js values (by their string); anything else gives undefined.
 */
export function parseFixed(value: unknown): FixedPoint | undefined {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
    if (!/^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(text)) return undefined;
  } else if (isDecimalLike(value)) {
    text = value.toString();
  } else return undefined;
  const match = DECIMAL.exec(text);
  if (!match) return undefined;
  const [, sign, int = '', frac = '', exp = '0'] = match;
  const exponent = Number(exp);
  if (Math.abs(exponent) > MAX_EXPONENT) return undefined;
  let digits = BigInt(`${int}${frac}` || '0');
  let scale = frac.length - exponent;
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { negative: sign === '-' && digits !== 0n, digits, scale };
}

// A decimal.js value handed over by a widget (a P&L it computed): read through its own string.
function isDecimalLike(value: unknown): value is { toString(): string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { toFixed?: unknown }).toFixed === 'function' &&
    typeof (value as { isNeg?: unknown }).isNeg === 'function'
  );
}

/** -1, 0 or 1, as Decimal.comparedTo. */
export function compareFixed(a: FixedPoint, b: FixedPoint): number {
  const scale = Math.max(a.scale, b.scale);
  const x = signed(a) * 10n ** BigInt(scale - a.scale);
  const y = signed(b) * 10n ** BigInt(scale - b.scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

function signed(f: FixedPoint): bigint {
  return f.negative ? -f.digits : f.digits;
}

/** |value| * 10^shift (a rate in percent is shift 2). */
export function shiftFixed(f: FixedPoint, shift: number): FixedPoint {
  return f.scale >= shift
    ? { negative: f.negative, digits: f.digits, scale: f.scale - shift }
    : { negative: f.negative, digits: f.digits * 10n ** BigInt(shift - f.scale), scale: 0 };
}

/**
 * A plain fixed-point string with `decimals` decimals, as Decimal.toFixed: 'down' cuts the extra
 * digits (toward zero), 'halfUp' rounds a half away from zero.
 */
export function toFixedString(f: FixedPoint, decimals: number, mode: 'down' | 'halfUp'): string {
  let q: bigint;
  if (f.scale <= decimals) q = f.digits * 10n ** BigInt(decimals - f.scale);
  else {
    const divisor = 10n ** BigInt(f.scale - decimals);
    q = f.digits / divisor;
    if (mode === 'halfUp' && (f.digits % divisor) * 2n >= divisor) q += 1n;
  }
  const text = q.toString().padStart(decimals + 1, '0');
  const body = decimals > 0 ? `${text.slice(0, -decimals)}.${text.slice(-decimals)}` : text;
  return f.negative ? `-${body}` : body;
}
