import type { Db } from '../db/types';
import { loadOperatorFacts, type OperatorFacts } from '../config';
import { latestVersions, publishVersion, versionTexts } from './documents';
import { readDocumentFiles, type FileDocument } from './files';
import { hasPlaceholders, pinFacts, sameFacts } from './operator-facts';

/**
 * Start-up: every document file whose version is newer than the database's latest becomes a
 * published version. Idempotent (a version already there is skipped) and safe with several
 * instances starting at once (publishVersion: one insert wins per key and version). Then every
 * document whose latest version fills operator placeholders from facts other than today's gets a
 * new version with today's (republishOnNewFacts). Returns what this call published, as "key@version".
 */
export async function seedDocuments(
  db: Db,
  root: string,
  at: Date,
  facts: OperatorFacts = loadOperatorFacts({}, false),
): Promise<string[]> {
  const files: FileDocument[] = [...readDocumentFiles(root, 'legal'), ...readDocumentFiles(root, 'rule')];
  const pinned = pinFacts(facts);
  const published: string[] = [];
  // One transaction for them all: one commit each was a quarter of a second of a fresh start.
  await db.tx(async (q) => {
    for (const f of files) {
      const version = await publishVersion(q, {
        kind: f.kind,
        key: f.key,
        version: f.version,
        requiresAcceptance: f.requiresAcceptance,
        effective: f.effective,
        source: 'file',
        publishedBy: null,
        at,
        texts: f.texts,
        operatorFacts: pinned,
      });
      if (version !== undefined) published.push(`${f.key}@${version}`);
    }
  });
  return [...published, ...(await republishOnNewFacts(db, at, facts))];
}

/**
 * A version is never edited, and its placeholders read the facts it was published with. So when the
 * operator's facts change (a new address, the demo values replaced by real ones), each document
 * that states them gets a new version, same texts (staff edits included), today's facts and
 * effective today; members are asked again exactly where the version before asked them
 * (requires_acceptance carried over), since the party or terms they agreed with changed. Two
 * instances starting at once both try version N+1 and one wins (publishVersion).
 */
async function republishOnNewFacts(db: Db, at: Date, facts: OperatorFacts): Promise<string[]> {
  const pinned = pinFacts(facts);
  const published: string[] = [];
  for (const head of await latestVersions(db)) {
    const texts = await versionTexts(db, head.key, head.version);
    if (!texts.some((t) => hasPlaceholders(t.html) || hasPlaceholders(t.title))) continue;
    if (sameFacts(texts[0]!.operatorFacts, pinned)) continue;
    const version = await db.tx((q) =>
      publishVersion(q, {
        kind: head.kind,
        key: head.key,
        version: head.version + 1,
        requiresAcceptance: head.requiresAcceptance,
        effective: at.toISOString().slice(0, 10),
        source: 'file',
        publishedBy: null,
        at,
        texts: new Map(texts.map((t) => [t.locale, { title: t.title, html: t.html }])),
        operatorFacts: pinned,
      }),
    );
    if (version !== undefined) published.push(`${head.key}@${version}`);
  }
  return published;
}
