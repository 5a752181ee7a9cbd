import type { Queryable } from '../db/types';
import { sha256 } from '../security/tokens';

// Bundle files are stored once per distinct text and named by its sha256: versions and drafts are
// maps of path -> hash, so a version costs a few kilobytes however large the bundle.

export const hashText = sha256;

/**
 * Stores many texts in two statements (which are there, then the rest), where one INSERT each was
 * 291 statements and half a second of every start (issue 23: first answer within 3 s). Returns
 * path -> hash.
 */
export async function putBlobs(q: Queryable, files: Map<string, string>, now: Date): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const texts = new Map<string, string>();
  for (const [path, text] of files) {
    const hash = hashText(text);
    out[path] = hash;
    texts.set(hash, text);
  }
  if (texts.size === 0) return out;
  const { rows } = await q.query<{ hash: string }>('SELECT hash FROM bundle_blobs WHERE hash = ANY($1::text[])', [[...texts.keys()]]);
  for (const row of rows) texts.delete(row.hash);
  if (texts.size > 0) {
    await q.query(
      `INSERT INTO bundle_blobs (hash, text, created_at) SELECT h, t, $3 FROM unnest($1::text[], $2::text[]) AS x(h, t)
         ON CONFLICT (hash) DO NOTHING`,
      [[...texts.keys()], [...texts.values()], now],
    );
  }
  return out;
}

export async function putBlob(q: Queryable, text: string, now: Date): Promise<string> {
  const hash = hashText(text);
  await q.query('INSERT INTO bundle_blobs (hash, text, created_at) VALUES ($1, $2, $3) ON CONFLICT (hash) DO NOTHING', [hash, text, now]);
  return hash;
}

// A hash names one text for good, so texts read once may be kept: the gate reads the whole bundle
// on every check, and this keeps that from being a megabyte from the database each time.
const cache = new Map<string, string>();
let cachedChars = 0;
const CACHE_CHARS = 64 * 1024 * 1024;

function remember(hash: string, text: string): void {
  if (cache.has(hash)) return;
  if (cachedChars + text.length > CACHE_CHARS) {
    cache.clear();
    cachedChars = 0;
  }
  cache.set(hash, text);
  cachedChars += text.length;
}

export async function blobTexts(q: Queryable, hashes: Iterable<string>): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const missing: string[] = [];
  for (const hash of new Set(hashes)) {
    const text = cache.get(hash);
    if (text === undefined) missing.push(hash);
    else out.set(hash, text);
  }
  if (missing.length === 0) return out;
  const { rows } = await q.query<{ hash: string; text: string }>('SELECT hash, text FROM bundle_blobs WHERE hash = ANY($1::text[])', [
    missing,
  ]);
  for (const r of rows) {
    remember(r.hash, r.text);
    out.set(r.hash, r.text);
  }
  return out;
}

/** The texts of a path -> hash map (paths whose hash is null are absent from the result). */
export async function textsOf(q: Queryable, files: Record<string, string | null>): Promise<Map<string, string>> {
  const blobs = await blobTexts(
    q,
    Object.values(files).filter((h): h is string => h !== null),
  );
  const out = new Map<string, string>();
  for (const [path, hash] of Object.entries(files)) {
    const text = hash === null ? undefined : blobs.get(hash);
    if (text !== undefined) out.set(path, text);
  }
  return out;
}
