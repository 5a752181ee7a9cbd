import type { Queryable } from '../db/types';
import { sanitizeRichText } from '../content/sanitize';
import type { DocumentKind } from './files';
import type { PinnedFacts } from './operator-facts';

export interface DocumentText {
  key: string;
  kind: DocumentKind;
  version: number;
  requiresAcceptance: boolean;
  effective: string;
  publishedAt: Date;
  locale: string;
  title: string;
  /** As stored: operator placeholders not yet filled (handlers.ts fills them with operatorFacts). */
  html: string;
  /** The operator facts this version was published with; null for a version from before them. */
  operatorFacts: PinnedFacts | null;
}

export interface NewVersion {
  kind: DocumentKind;
  key: string;
  /** A file's own number; omitted for a staff publication, which takes the next one. */
  version?: number;
  requiresAcceptance: boolean;
  effective: string;
  source: 'file' | 'staff';
  publishedBy: string | null;
  at: Date;
  texts: Map<string, { title: string; html: string }>;
  /** The operator facts the version's placeholders are filled from, for as long as it exists. */
  operatorFacts: PinnedFacts;
}

const SELECT_TEXT = `SELECT v.key, v.kind, v.version, v.requires_acceptance, to_char(v.effective, 'YYYY-MM-DD') AS effective,
  v.published_at, v.operator_facts, t.locale, t.title, t.html
  FROM document_versions v JOIN document_texts t ON t.key = v.key AND t.version = v.version`;

interface TextRow {
  key: string;
  kind: DocumentKind;
  version: number;
  requires_acceptance: boolean;
  effective: string;
  published_at: Date | string;
  operator_facts: PinnedFacts | string | null;
  locale: string;
  title: string;
  html: string;
}

function toText(r: TextRow): DocumentText {
  return {
    key: r.key,
    kind: r.kind,
    version: Number(r.version),
    requiresAcceptance: r.requires_acceptance,
    effective: r.effective,
    publishedAt: new Date(r.published_at),
    locale: r.locale,
    title: r.title,
    html: r.html,
    // pg parses JSONB; a driver handing back the text is parsed here.
    operatorFacts: typeof r.operator_facts === 'string' ? (JSON.parse(r.operator_facts) as PinnedFacts) : r.operator_facts,
  };
}

/** The latest version of a key in the locale, else in English; undefined for an unknown key (or one of the other kind). */
export async function currentText(q: Queryable, kind: DocumentKind, key: string, locale: string): Promise<DocumentText | undefined> {
  const { rows } = await q.query<TextRow>(
    `${SELECT_TEXT}
     WHERE v.key = $1 AND v.kind = $2 AND t.locale IN ($3, 'en')
       AND v.version = (SELECT max(version) FROM document_versions WHERE key = $1)
     ORDER BY (t.locale = $3) DESC LIMIT 1`,
    [key, kind, locale],
  );
  return rows[0] ? toText(rows[0]) : undefined;
}

/** One version's texts in every locale it has. */
export async function versionTexts(q: Queryable, key: string, version: number): Promise<DocumentText[]> {
  const { rows } = await q.query<TextRow>(`${SELECT_TEXT} WHERE v.key = $1 AND v.version = $2 ORDER BY t.locale`, [key, version]);
  return rows.map(toText);
}

export interface VersionHead {
  key: string;
  kind: DocumentKind;
  version: number;
  requiresAcceptance: boolean;
  effective: string;
  publishedAt: Date;
  publishedBy: string | null;
  source: 'file' | 'staff';
  locales: string[];
}

/** The latest version of every key (of one kind, or all). */
export async function latestVersions(q: Queryable, kind?: DocumentKind): Promise<VersionHead[]> {
  const { rows } = await q.query<{
    key: string;
    kind: DocumentKind;
    version: number;
    requires_acceptance: boolean;
    effective: string;
    published_at: Date | string;
    published_by: string | null;
    source: 'file' | 'staff';
    locales: string;
  }>(
    `SELECT v.key, v.kind, v.version, v.requires_acceptance, to_char(v.effective, 'YYYY-MM-DD') AS effective, v.published_at,
       v.published_by::text AS published_by, v.source,
       (SELECT string_agg(t.locale, ',' ORDER BY t.locale) FROM document_texts t WHERE t.key = v.key AND t.version = v.version) AS locales
     FROM document_versions v
     WHERE v.version = (SELECT max(version) FROM document_versions w WHERE w.key = v.key) AND ($1::text IS NULL OR v.kind = $1)
     ORDER BY v.kind, v.key`,
    [kind ?? null],
  );
  return rows.map((r) => ({
    key: r.key,
    kind: r.kind,
    version: Number(r.version),
    requiresAcceptance: r.requires_acceptance,
    effective: r.effective,
    publishedAt: new Date(r.published_at),
    publishedBy: r.published_by,
    source: r.source,
    locales: r.locales ? r.locales.split(',') : [],
  }));
}

/**
 * Publishes a version with its texts, sanitized here whatever their origin. A file's version is
 * written only when it is newer than every version the database holds, and two instances seeding
 * at once both try the same (key, version): the primary key lets one in, the other's insert does
 * nothing (ON CONFLICT). A staff version takes the next number; two publications racing for it
 * likewise leave one, and the loser is told (undefined).
 */
export async function publishVersion(q: Queryable, v: NewVersion): Promise<number | undefined> {
  const { rows } = await q.query<{ version: number }>(
    `INSERT INTO document_versions (key, version, kind, requires_acceptance, effective, source, published_at, published_by, operator_facts)
     SELECT $1, COALESCE($2::int, (SELECT COALESCE(max(version), 0) + 1 FROM document_versions WHERE key = $1)), $3, $4, $5::date, $6, $7, $8, $9::jsonb
     WHERE NOT EXISTS (SELECT 1 FROM document_versions WHERE key = $1 AND version >= COALESCE($2::int, 2147483647))
       AND NOT EXISTS (SELECT 1 FROM document_versions WHERE key = $1 AND kind <> $3)
     ON CONFLICT (key, version) DO NOTHING
     RETURNING version`,
    [v.key, v.version ?? null, v.kind, v.requiresAcceptance, v.effective, v.source, v.at, v.publishedBy, JSON.stringify(v.operatorFacts)],
  );
  const version = rows[0] ? Number(rows[0].version) : undefined;
  if (version === undefined) return undefined;
  for (const [locale, t] of v.texts) {
    await q.query('INSERT INTO document_texts (key, version, locale, title, html) VALUES ($1, $2, $3, $4, $5)', [
      v.key,
      version,
      locale,
      t.title,
      sanitizeRichText(t.html),
    ]);
  }
  return version;
}

/** How many members accepted each key's latest version. */
export async function acceptanceCounts(q: Queryable): Promise<Map<string, number>> {
  const { rows } = await q.query<{ key: string; n: string }>(
    `SELECT a.key, count(*)::text AS n FROM document_acceptances a
     WHERE a.version = (SELECT max(version) FROM document_versions v WHERE v.key = a.key) GROUP BY a.key`,
  );
  return new Map(rows.map((r) => [r.key, Number(r.n)]));
}
