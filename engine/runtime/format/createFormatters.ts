import type { Translate } from '../scope';
import { formatDate, DEFAULT_DATE_PATTERN, DEFAULT_DATE_TIME_PATTERN } from './formatDate';
import { formatMoney } from './formatMoney';
import { formatNumber } from './formatNumber';
import { formatRate } from './formatRate';
import { mask } from './mask';
import { relativeTime } from './relativeTime';
import { chunkOnce } from '../chunkOnce';

export type FormatName = 'relativeTime' | 'date' | 'dateTime' | 'number' | 'money' | 'rate' | 'mask' | 'list' | 'fee' | 'withFee';

/** The $fmt functions of the value DSL, bound to a locale. `pattern` is the binding's pattern. */
export type Formatters = Record<FormatName, (value: unknown, pattern?: string) => string>;

/**
 * Binds the formatting helpers to the current locale and translator. For number, money and rate
 * the pattern is the number of decimals ("4"); for date and dateTime a date pattern; for mask
 * "<keep start>,<keep end>"; list joins an array's items with ", " (e.g. locale codes); fee and
 * withFee take [amount, rate] and give the subscription fee, or the amount with it, as money.
 */
export function createFormatters(options: { locale: () => string; t: Translate; now?: () => number }): Formatters {
  const { locale, t, now = Date.now } = options;
  return {
    relativeTime: (value) => relativeTime(value, t, now()),
    date: (value, pattern) => formatDate(value, pattern || DEFAULT_DATE_PATTERN, locale()),
    dateTime: (value, pattern) => formatDate(value, pattern || DEFAULT_DATE_TIME_PATTERN, locale()),
    number: (value, pattern) => formatNumber(value, locale(), decimalsOf(pattern)),
    money: (value, pattern) => formatMoney(value, locale(), decimalsOf(pattern)),
    rate: (value, pattern) => formatRate(value, locale(), decimalsOf(pattern)),
    mask: (value, pattern) => mask(value, pattern),
    fee: (value, pattern) => feeFormat(value, 'fee', locale(), decimalsOf(pattern)),
    withFee: (value, pattern) => feeFormat(value, 'total', locale(), decimalsOf(pattern)),
    list: (value) =>
      Array.isArray(value)
        ? value
            .filter((v) => v !== null && v !== undefined)
            .map(String)
            .join(', ')
        : value === undefined || value === null
          ? ''
          : String(value),
  };
}

// fee and withFee compute with core's fee rule on decimal.js (about 11 kB gzip), which the first
// download leaves out (issue 23): their module is a chunk of its own, fetched right after the first
// paint (boot.tsx) and awaited before a screen that uses them renders (withFragments.ts). Asked
// before it arrived, they give '' (their state before an amount is typed) and fetch it.
type FeeModule = typeof import('./formatFee');
let feeModule: FeeModule | undefined;

/** Fetches the fee formatters' chunk (once; again after a failed download). */
export const loadFeeFormatters = chunkOnce(() => import('./formatFee').then((m) => (feeModule = m)));

/** Whether a screen binds a value through fee or withFee (so it awaits their chunk). */
export function usesFeeFormat(doc: unknown): boolean {
  return /"\$fmt":"(fee|withFee)"/.test(JSON.stringify(doc) ?? '');
}

function feeFormat(value: unknown, part: 'fee' | 'total', locale: string, decimals: number): string {
  if (feeModule) return feeModule.formatFee(value, part, locale, decimals);
  void loadFeeFormatters().catch(() => {});
  return '';
}

function decimalsOf(pattern: string | undefined): number {
  return pattern && /^\d$/.test(pattern) ? Number(pattern) : 2;
}
