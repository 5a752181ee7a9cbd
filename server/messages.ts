import fs from 'node:fs';
import path from 'node:path';
import Decimal from 'decimal.js';
import { languageTag, localeOfLan } from '@core/i18n/languageTag';
import { localizeDecimal } from '@core/i18n/localizeDecimal';
import type { MessageKey } from './generated/messageKeys';

/**
 * Server-side messages: the `server.*` part of every locale dictionary, so msg comes back in the
 * caller's Lan. Lan values are mapped to locales by the client's own table (languageTag.ts localeOfLan).
 *
 * Written like the app's own texts (i18next), so a number reads the same in a message as on a screen:
 * - `{{name, money}}` is an amount to the cent (cut, not rounded, as the screens' money), `{{name,
 *   number}}` a figure with the decimals it was given (a line's price or a count of shares); both
 *   with the locale's separators through Intl, as on the screens (core/i18n/localizeDecimal.ts:
 *   1,234.50 in en, 1.234,50 in de, Turkmen 1.234,50 by spec section 9).
 * - A message with plural forms is stored as `key_one`, `key_other`, ... (the language's categories,
 *   Intl.PluralRules) and chosen by the `count` argument: "1 share", "2 shares".
 */
export type Messages = (lan: string | undefined, key: MessageKey, args?: Record<string, string | number>) => string;

const PLACEHOLDER = /\{\{(\w+)(?:\s*,\s*(money|number))?\}\}/g;

/** A figure in a message, formatted as the screens format it; what is not a number is left as given. */
export function formatArg(value: string | number, format: 'money' | 'number' | undefined, code: string): string {
  if (format === undefined) return String(value);
  let d: Decimal;
  try {
    d = new Decimal(value);
  } catch {
    return String(value);
  }
  if (!d.isFinite()) return String(value);
  return localizeDecimal(format === 'money' ? d.toFixed(2, Decimal.ROUND_DOWN) : d.toFixed(), code);
}

export function loadMessages(localesDir = path.resolve('locales')): Messages {
  const dicts = new Map<string, Record<string, unknown>>();
  for (const code of fs.readdirSync(localesDir)) {
    const file = path.join(localesDir, code, 'server.json');
    if (fs.existsSync(file)) dicts.set(code, JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>);
  }
  const lookup = (code: string, key: string): string | undefined => {
    let node: unknown = dicts.get(code);
    for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  };
  // The plural form of `count` in the locale, falling back to `_other`, as i18next does.
  const plural = (code: string, key: string, count: unknown): string | undefined => {
    if (count === undefined) return undefined;
    const n = Number(count);
    if (!Number.isFinite(n)) return undefined;
    const category = new Intl.PluralRules(languageTag(code)).select(n);
    return lookup(code, `${key}_${category}`) ?? lookup(code, `${key}_other`);
  };
  const textOf = (code: string, key: string, count: unknown): string | undefined => lookup(code, key) ?? plural(code, key, count);
  return (lan, key, args = {}) => {
    const code = localeOfLan(lan, dicts);
    const found = textOf(code, key, args.count);
    const text = found ?? textOf('en', key, args.count) ?? key;
    const formatCode = found === undefined ? 'en' : code;
    return text.replace(PLACEHOLDER, (_, name: string, format: 'money' | 'number' | undefined) => {
      const value = args[name];
      return value === undefined ? '' : formatArg(value, format, formatCode);
    });
  };
}
