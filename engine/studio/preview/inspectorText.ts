import type { Translate } from '@engine/runtime/scope';

/** The inspector's texts (ops.studio.preview.inspector.* in the staff dictionaries). */
export function inspectorText(t: Translate): (key: string, args?: Record<string, unknown>) => string {
  return (key, args) => t(`ops.studio.preview.inspector.${key}`, args);
}

/** A value as one line: JSON, long texts cut; `notSet` for a value that is not there. */
export function showValue(value: unknown, notSet: string, max = 300): string {
  if (value === undefined) return notSet;
  const json = JSON.stringify(value) ?? String(value);
  return json.length > max ? `${json.slice(0, max)}…` : json;
}

/** A value as indented JSON for a block (parameters, results). */
export function showBlock(value: unknown, max = 4000): string {
  const json = JSON.stringify(value, null, 2) ?? String(value);
  return json.length > max ? `${json.slice(0, max)}\n…` : json;
}
