import { migrations as allMigrations } from './migrations/index';
import type { DocKind, JsonObject, Migration } from './types';
import { DSL_VERSION } from './version';

export interface MigratedDoc {
  doc: JsonObject;
  from: number;
  /** Names of the migrations applied, oldest first (empty when the file was current). */
  applied: string[];
}

export class DslVersionError extends Error {}

/**
 * Brings one bundle file to DSL_VERSION. The file's own dslVersion says where it starts; a file
 * newer than this code is refused rather than guessed at (an older server must not rewrite a newer
 * bundle). Key order is kept, with dslVersion where it was.
 */
export function migrateDoc(
  kind: DocKind,
  doc: JsonObject,
  migrations: Migration[] = allMigrations,
  target: number = DSL_VERSION,
): MigratedDoc {
  const from = typeof doc.dslVersion === 'number' ? doc.dslVersion : 1;
  if (from > target) throw new DslVersionError(`dslVersion ${from} is newer than this code's ${target}`);
  let current = doc;
  const applied: string[] = [];
  for (const m of migrations) {
    if (m.to <= from || m.to > target) continue;
    const step = m.migrate[kind];
    current = { ...(step ? step(current) : current), dslVersion: m.to };
    applied.push(m.name);
  }
  if (applied.length > 0 && 'dslVersion' in doc) current = reorderLike(doc, current);
  return { doc: current, from, applied };
}

// Spread puts dslVersion last; keep it (and every key that survived) in the file's own order.
function reorderLike(original: JsonObject, next: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const key of Object.keys(original)) if (key in next) out[key] = next[key];
  for (const key of Object.keys(next)) if (!(key in out)) out[key] = next[key];
  return out;
}
