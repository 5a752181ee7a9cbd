import { isArgRef } from './isArgRef';
import { isJsonObject } from '../json/isJsonObject';
import { jsonPointer } from '../json/jsonPointer';

/** Every {"$arg": name} in a fragment's node, with its pointer: all of them name the fragment's own params. */
export function argRefs(value: unknown, at = ''): { name: string; pointer: string }[] {
  const out: { name: string; pointer: string }[] = [];
  const walk = (v: unknown, here: string): void => {
    if (isArgRef(v)) out.push({ name: v.$arg, pointer: here });
    else if (Array.isArray(v)) v.forEach((item, i) => walk(item, jsonPointer(here, i)));
    else if (isJsonObject(v)) for (const [k, item] of Object.entries(v)) walk(item, jsonPointer(here, k));
  };
  walk(value, at);
  return out;
}
