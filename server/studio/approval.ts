import type { Catalogue } from '@core/catalogue/buildCatalogue';
import { parseBundlePath } from '@core/dsl/bundlePaths';
import { isObject, pointer } from '@core/validate/json';
import type { Bundle } from '@core/validate/types';
import { moneyFiles } from './money-files';

function flatten(value: unknown, at: string, out: Map<string, string>): Map<string, string> {
  if (isObject(value)) for (const [k, v] of Object.entries(value)) flatten(v, at ? `${at}.${k}` : k, out);
  else out.set(at, JSON.stringify(value));
  return out;
}

function parsedOr(text: string | undefined): unknown {
  try {
    return text === undefined ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/**
 * Why a change needs a second person before it is published: each changed file that belongs to a
 * money-moving screen (before or after the change), each changed text such a screen shows, and
 * any change to the manifest (it can re-route every screen). Empty: one screen editor may publish.
 */
export function approvalReasons(
  changed: string[],
  before: { files: Map<string, string>; bundle: Bundle },
  after: { files: Map<string, string>; bundle: Bundle },
  catalogue: Pick<Catalogue, 'byId'>,
): string[] {
  const was = moneyFiles(before.bundle, catalogue);
  const is = moneyFiles(after.bundle, catalogue);
  const reasons: string[] = [];
  for (const path of [...changed].sort()) {
    const where = parseBundlePath(path);
    if (where?.kind === 'app') reasons.push(`${path}: the manifest routes every screen, the money-moving ones too`);
    const screen = is.files.get(path) ?? was.files.get(path);
    if (screen) reasons.push(`${path}: moves money on ${screen}`);
    if (where?.kind !== 'locale') continue;
    const old = flatten(parsedOr(before.files.get(path)), '', new Map());
    const now = flatten(parsedOr(after.files.get(path)), '', new Map());
    for (const key of new Set([...old.keys(), ...now.keys()])) {
      if (old.get(key) === now.get(key)) continue;
      const shownOn = is.keys.get(key) ?? was.keys.get(key);
      if (shownOn) reasons.push(`${path}${pointer('', ...key.split('.'))}: shown on ${shownOn}, which moves money`);
    }
  }
  return reasons;
}
