import { createHash } from 'node:crypto';
import type { Bundle } from '@core/validate/types';
import { runGate, type GateContext, type GateResult } from './gate';
import { indexLocales, type LocaleIndex } from './locale-index';
import { toBundle } from './to-bundle';

/**
 * The gate's answer for a bundle it has read recently. Opening a change, checking it, approving and
 * publishing it each ran the whole gate on the same files (0.2 to 1 s of parsing and validating 400
 * files each, issue 25's profile of the studio suites), and the approval rules parsed the published
 * bundle again every time. A bundle is named by its file map (path -> blob hash), so an answer is
 * reused only for exactly the same texts; answers are read, never changed, by their callers.
 */
const KEEP = 8;
const gates = new WeakMap<GateContext, Map<string, GateResult>>();
const bundles = new Map<string, Bundle>();
const localeIndexes = new Map<string, LocaleIndex>();

/** One name per distinct bundle: its paths and blob hashes in path order (a deleted file is absent). */
export function fileMapKey(files: Record<string, string | null>): string {
  const hash = createHash('sha256');
  for (const path of Object.keys(files).sort()) {
    const blob = files[path];
    if (blob !== null && blob !== undefined) hash.update(`${path}\u0000${blob}\u0000`);
  }
  return hash.digest('hex');
}

function recall<T>(kept: Map<string, T>, key: string, compute: () => T): T {
  const found = kept.get(key);
  if (found !== undefined) {
    // Most recently used last: the first entry is the one to drop.
    kept.delete(key);
    kept.set(key, found);
    return found;
  }
  const value = compute();
  kept.set(key, value);
  if (kept.size > KEEP) kept.delete(kept.keys().next().value!);
  return value;
}

/** runGate on `texts`, the texts of `files`. */
export function gateOf(files: Record<string, string | null>, texts: Map<string, string>, ctx: GateContext): GateResult {
  let kept = gates.get(ctx);
  if (!kept) gates.set(ctx, (kept = new Map()));
  return recall(kept, fileMapKey(files), () => runGate(texts, ctx));
}

/** toBundle(texts).bundle for `texts`, the texts of `files`. */
export function bundleOf(files: Record<string, string | null>, texts: Map<string, string>): Bundle {
  return recall(bundles, fileMapKey(files), () => toBundle(texts).bundle);
}

/** indexLocales(texts) for `texts`, the texts of `files` (a change's checks index the published texts and its own each time). */
export function localeIndexOf(files: Record<string, string | null>, texts: Map<string, string>): LocaleIndex {
  return recall(localeIndexes, fileMapKey(files), () => indexLocales(texts));
}
