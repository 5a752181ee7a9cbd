import type { Db } from '../db/types';
import { publishVersion } from './documents';
import { readDocumentFiles, type FileDocument } from './files';

/**
 * Start-up: every document file whose version is newer than the database's latest becomes a
 * published version. Idempotent (a version already there is skipped) and safe with several
 * instances starting at once (publishVersion: one insert wins per key and version). Returns what
 * this call published, as "key@version".
 */
export async function seedDocuments(db: Db, root: string, at: Date): Promise<string[]> {
  const files: FileDocument[] = [...readDocumentFiles(root, 'legal'), ...readDocumentFiles(root, 'rule')];
  const published: string[] = [];
  for (const f of files) {
    const version = await db.tx((q) =>
      publishVersion(q, {
        kind: f.kind,
        key: f.key,
        version: f.version,
        requiresAcceptance: f.requiresAcceptance,
        effective: f.effective,
        source: 'file',
        publishedBy: null,
        at,
        texts: f.texts,
      }),
    );
    if (version !== undefined) published.push(`${f.key}@${version}`);
  }
  return published;
}
