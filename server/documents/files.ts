import fs from 'node:fs';
import path from 'node:path';

/** The documents the repository ships: legal ones (members accept them) and rules. */
export const LEGAL_KEYS = ['agreement', 'privacy', 'risk_etf', 'risk_leverage', 'risk_top10', 'risk_copy'] as const;
export const RULE_KEYS = ['team_rewards', 'copy_trading', 'top10', 'withdrawal'] as const;
export type DocumentKind = 'legal' | 'rule';

/** Where each kind lives under the bundle root: `<dir>/<key>/<locale>.html` and `<dir>/versions.json`. */
export const KIND_DIRS: Record<DocumentKind, string> = { legal: 'content/documents', rule: 'content/rules' };

export interface VersionEntry {
  version: number;
  requires_acceptance: boolean;
  effective: string;
}

export interface FileDocument {
  kind: DocumentKind;
  key: string;
  version: number;
  requiresAcceptance: boolean;
  effective: string;
  /** locale -> title and body; English is always present (a key without en.html is skipped). */
  texts: Map<string, { title: string; html: string }>;
}

const LOCALE_FILE = /^([A-Za-z-]{2,10})\.html$/;
const H1 = /^\s*<h1>([\s\S]*?)<\/h1>\s*\n?/i;

/**
 * Splits a document file into its title (the first line's <h1>, tags inside it dropped) and its
 * body. A file without the heading keeps the whole text as body and takes the key as title, so a
 * translator's slip shows a plain title rather than failing the start-up.
 */
export function splitTitle(text: string, fallback: string): { title: string; html: string } {
  const m = H1.exec(text);
  if (!m) return { title: fallback, html: text.trim() };
  const title = m[1]!
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
  return { title: title || fallback, html: text.slice(m[0].length).trim() };
}

/** Reads one kind's files. A missing folder or locale is not an error: locales fall back to English. */
export function readDocumentFiles(root: string, kind: DocumentKind): FileDocument[] {
  const dir = path.join(root, KIND_DIRS[kind]);
  const versionsFile = path.join(dir, 'versions.json');
  if (!fs.existsSync(versionsFile)) return [];
  const versions = JSON.parse(fs.readFileSync(versionsFile, 'utf8')) as Record<string, VersionEntry>;
  const out: FileDocument[] = [];
  for (const [key, v] of Object.entries(versions)) {
    const keyDir = path.join(dir, key);
    if (!/^[a-z0-9_]{1,40}$/.test(key) || !fs.existsSync(keyDir)) continue;
    const texts = new Map<string, { title: string; html: string }>();
    for (const file of fs.readdirSync(keyDir).sort()) {
      const m = LOCALE_FILE.exec(file);
      if (!m) continue;
      texts.set(m[1]!, splitTitle(fs.readFileSync(path.join(keyDir, file), 'utf8'), key));
    }
    if (!texts.has('en')) continue;
    out.push({ kind, key, version: v.version, requiresAcceptance: v.requires_acceptance, effective: v.effective, texts });
  }
  return out;
}

/** Which locales have a file, per key: what the coverage test prints and checks. */
export function localeCoverage(root: string, kind: DocumentKind): Record<string, string[]> {
  return Object.fromEntries(readDocumentFiles(root, kind).map((d) => [d.key, [...d.texts.keys()].sort()]));
}
