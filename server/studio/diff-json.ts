import { pointer, isObject } from '@core/validate/json';

export interface Change {
  file: string;
  pointer: string;
  op: 'add' | 'remove' | 'replace';
  before: string | null;
  after: string | null;
}

const SHOWN = 300;

function shown(value: unknown): string | null {
  if (value === undefined) return null;
  const text = JSON.stringify(value);
  return text.length > SHOWN ? `${text.slice(0, SHOWN - 1)}…` : text;
}

/**
 * What changed between two JSON documents, as JSON pointers with the old and new value (shortened
 * for display). Arrays compare by index: DSL arrays are short and order is meaning.
 */
export function diffJson(file: string, before: unknown, after: unknown, out: Change[] = [], at = ''): Change[] {
  if (before === undefined && after === undefined) return out;
  if (before === undefined) out.push({ file, pointer: at, op: 'add', before: null, after: shown(after) });
  else if (after === undefined) out.push({ file, pointer: at, op: 'remove', before: shown(before), after: null });
  else if (isObject(before) && isObject(after)) {
    const keys = [...Object.keys(before), ...Object.keys(after).filter((k) => !(k in before))];
    for (const k of keys) diffJson(file, before[k], after[k], out, pointer(at, k));
  } else if (Array.isArray(before) && Array.isArray(after)) {
    for (let i = 0; i < Math.max(before.length, after.length); i++) diffJson(file, before[i], after[i], out, pointer(at, i));
  } else if (JSON.stringify(before) !== JSON.stringify(after)) {
    out.push({ file, pointer: at, op: 'replace', before: shown(before), after: shown(after) });
  }
  return out;
}

function parsed(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The changes between two bundles (path -> text), file by file, in path order. */
export function diffBundles(before: Map<string, string>, after: Map<string, string>): Change[] {
  const paths = [...new Set([...before.keys(), ...after.keys()])].sort();
  const out: Change[] = [];
  for (const path of paths) {
    const a = before.get(path);
    const b = after.get(path);
    if (a === b) continue;
    if (a === undefined || b === undefined)
      out.push({
        file: path,
        pointer: '',
        op: a === undefined ? 'add' : 'remove',
        before: a === undefined ? null : 'file',
        after: b === undefined ? null : 'file',
      });
    else {
      const n = out.length;
      diffJson(path, parsed(a), parsed(b), out);
      // Same JSON, other formatting: still a change to the file, worth one line.
      if (out.length === n) out.push({ file: path, pointer: '', op: 'replace', before: 'formatting', after: 'formatting' });
    }
  }
  return out;
}
