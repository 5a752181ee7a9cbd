type Tree = Record<string, unknown>;

function isTree(value: unknown): value is Tree {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Merges locale files into one dictionary: several files may fill the same namespace
 * ("engine" from engine.json, more keys from a screen's file). Later files win on a clash.
 */
export function deepMerge(target: Tree, source: unknown): Tree {
  if (!isTree(source)) return target;
  const out: Tree = { ...target };
  for (const [key, value] of Object.entries(source)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const existing = out[key];
    out[key] = isTree(existing) && isTree(value) ? deepMerge(existing, value) : value;
  }
  return out;
}
