const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

/**
 * Where a Form keeps its values in state, from its resolved `stateKey` prop: a key ("signupDraft")
 * is one segment; a path (["contentDraft", "zh-Hant"], its bound members already resolved) is one
 * segment per member, each as it is. Undefined (values stay in the form) for anything else,
 * including a path one of whose members did not resolve to a non-empty string or whole number, so
 * two items of a repeat never share one place by accident.
 */
export function statePath(stateKey: unknown): string[] | undefined {
  if (typeof stateKey === 'string') return stateKey === '' ? undefined : [stateKey];
  if (!Array.isArray(stateKey) || stateKey.length === 0) return undefined;
  const segments: string[] = [];
  for (const member of stateKey) {
    if (typeof member === 'string' && member !== '' && !FORBIDDEN.has(member)) segments.push(member);
    else if (typeof member === 'number' && Number.isInteger(member) && member >= 0) segments.push(String(member));
    else return undefined;
  }
  return segments;
}
