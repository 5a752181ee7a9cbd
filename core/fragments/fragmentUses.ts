import { isFragmentUse } from './isFragmentUse';
import { isJsonObject } from '../json/isJsonObject';
import { jsonPointer } from '../json/jsonPointer';

export interface FragmentUse {
  id: string;
  /** Pointer of the use object in the value walked. */
  pointer: string;
  args: unknown;
}

/**
 * The fragment uses written in a value, in document order: uses nested in another use's args are
 * listed too (they are written here), uses inside the fragments themselves are not.
 */
export function fragmentUses(value: unknown, at = ''): FragmentUse[] {
  const out: FragmentUse[] = [];
  const walk = (v: unknown, here: string): void => {
    if (Array.isArray(v)) v.forEach((item, i) => walk(item, jsonPointer(here, i)));
    else if (isJsonObject(v)) {
      if (isFragmentUse(v)) out.push({ id: v.$use, pointer: here, args: v.args });
      for (const [k, item] of Object.entries(v)) walk(item, jsonPointer(here, k));
    }
  };
  walk(value, at);
  return out;
}
