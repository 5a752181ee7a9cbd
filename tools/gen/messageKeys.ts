// server/generated/messageKeys.ts: every key of the English server dictionary
// (locales/en/server.json) as a type, with the {{placeholders}} each message takes. AppError, the
// reply helpers and notices accept only these keys, so a misspelt or missing key is a compile error
// instead of a reply that shows the bare key. English is the fallback every other locale falls back
// to (server/http/messages.ts), so it is the dictionary that must hold every key.

import fs from 'node:fs';
import { codeHeader, type GeneratedFile } from '@core/codegen/generatedFile';
import { byCodeUnit } from './sort';

export const MESSAGE_KEYS_OUT_FILE = 'server/generated/messageKeys.ts';

/** Dotted key -> message text, for every string leaf of a dictionary. */
export function messageLeaves(dict: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (dict && typeof dict === 'object') {
    for (const [key, value] of Object.entries(dict)) {
      if (typeof value === 'string') out.set(`${prefix}${key}`, value);
      else for (const [k, v] of messageLeaves(value, `${prefix}${key}.`)) out.set(k, v);
    }
  }
  return out;
}

// `{{name}}`, or `{{name, money}}` / `{{name, number}}` formatted as the screens do (server/http/messages.ts).
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{(\w+)(?:\s*,\s*\w+)?\}\}/g)].map((m) => m[1]!))].sort(byCodeUnit);
}

/** i18next's plural suffixes: `key_one`, `key_other`, ... are one key chosen by its `count`. */
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Folds plural forms into their key, with `count` among its placeholders. */
function foldPlurals(leaves: Map<string, string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, text] of leaves) {
    if (!PLURAL.test(key)) out.set(key, text);
    else {
      const base = key.replace(PLURAL, '');
      out.set(base, `${out.get(base) ?? ''} ${text} {{count}}`);
    }
  }
  return out;
}

export function generateMessageKeys(englishServerFile: string, source = 'locales/en/server.json'): GeneratedFile {
  const leaves = foldPlurals(messageLeaves(JSON.parse(fs.readFileSync(englishServerFile, 'utf8')) as unknown));
  const keys = [...leaves.keys()].sort(byCodeUnit);
  const union = keys.map((k) => `\n  | ${JSON.stringify(k)}`).join('');
  const args = keys
    .map((k) => {
      const names = placeholders(leaves.get(k)!);
      return `  ${JSON.stringify(k)}: ${names.length ? `{ ${names.map((n) => `${n}: string | number`).join('; ')} }` : 'Record<string, never>'};\n`;
    })
    .join('');
  const content = `${codeHeader(`${source} via tools/gen/messageKeys.ts`)}/* eslint-disable */

/** A key of the server dictionary (locales/<code>/server.json). */
export type MessageKey =${union};

/** The {{placeholders}} each message fills in. */
export interface MessageArgsMap {
${args}}
`;
  return { path: MESSAGE_KEYS_OUT_FILE, content };
}
