import fs from 'node:fs';
import path from 'node:path';
import { localeOfLan } from '@core/i18n/languageTag';
import type { MessageKey } from '../generated/messageKeys';

/**
 * Server-side messages: the `server.*` part of every locale dictionary, so msg comes back in the
 * caller's Lan. Lan values are mapped to locales by the client's own table (languageTag.ts localeOfLan).
 */
export type Messages = (lan: string | undefined, key: MessageKey, args?: Record<string, string | number>) => string;

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
  return (lan, key, args = {}) => {
    const code = localeOfLan(lan, dicts);
    const text = lookup(code, key) ?? lookup('en', key) ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(args[name] ?? ''));
  };
}
