import { parseBundlePath } from '@core/dsl/bundlePaths';
import { isObject, type JsonObject } from '@core/validate/json';

export interface LocaleIndex {
  /** Locale codes that have files. */
  codes: string[];
  /** key -> locale -> { text, path of the area file holding it }. */
  keys: Map<string, Map<string, { text: string; path: string }>>;
  /** locale file path -> parsed content. */
  docs: Map<string, JsonObject>;
}

function flatten(value: unknown, at: string, visit: (key: string, text: string) => void): void {
  if (isObject(value)) for (const [k, v] of Object.entries(value)) flatten(v, at ? `${at}.${k}` : k, visit);
  else if (typeof value === 'string') visit(at, value);
}

/** Every translation key of a bundle (path -> text) with its text per locale and the file holding it. */
export function indexLocales(texts: Map<string, string>): LocaleIndex {
  const codes = new Set<string>();
  const keys: LocaleIndex['keys'] = new Map();
  const docs = new Map<string, JsonObject>();
  for (const [path, text] of texts) {
    const where = parseBundlePath(path);
    if (where?.kind !== 'locale') continue;
    let doc: unknown;
    try {
      doc = JSON.parse(text);
    } catch {
      continue;
    }
    if (!isObject(doc)) continue;
    codes.add(where.id);
    docs.set(path, doc);
    flatten(doc, '', (key, value) => {
      let byLocale = keys.get(key);
      if (!byLocale) keys.set(key, (byLocale = new Map()));
      byLocale.set(where.id, { text: value, path });
    });
  }
  return { codes: [...codes].sort(), keys, docs };
}

/** Sets a dotted key in a locale document (a copy), creating objects on the way; false if a text is in the way. */
export function setKey(doc: JsonObject, key: string, text: string): JsonObject | false {
  const out = structuredClone(doc);
  const parts = key.split('.');
  let node: JsonObject = out;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (next === undefined) node = node[part] = {};
    else if (isObject(next)) node = next;
    else return false;
  }
  const last = parts.at(-1)!;
  if (isObject(node[last])) return false;
  node[last] = text;
  return out;
}
