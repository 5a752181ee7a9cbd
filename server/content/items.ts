import type { Queryable } from '../db/types';
import type { ContentLocale } from './locale';

export const CONTENT_KINDS = ['news', 'announcement', 'help', 'banner', 'popup', 'scroll', 'channel'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export type ContentStatus = 'draft' | 'published';

export interface ItemRow {
  id: string;
  kind: ContentKind;
  status: ContentStatus;
  category: string;
  position: string;
  sort: number;
  image: string;
  link: string;
  source: string;
  version: number;
  published_at: Date | null;
  updated_by: string | null;
  updated_at: Date;
}

/** An item with the one translation a reader gets: their locale, else English, else the first there is. */
export interface LocalizedRow extends ItemRow {
  locale: ContentLocale;
  title: string;
  summary: string;
  body: string;
}

const ITEM_COLUMNS = `i.id::text AS id, i.kind, i.status, i.category, i.position, i.sort, i.image, i.link, i.source, i.version,
  i.published_at, i.updated_by::text AS updated_by, i.updated_at`;

/** $1 is the wanted locale in every query built on it. */
const LOCALIZED = `SELECT ${ITEM_COLUMNS}, t.locale, t.title, t.summary, t.body FROM content_items i
  JOIN LATERAL (SELECT locale, title, summary, body FROM content_translations tr WHERE tr.item_id = i.id
    ORDER BY (tr.locale = $1) DESC, (tr.locale = 'en') DESC, tr.locale LIMIT 1) t ON true`;

/** Published items of a kind in the reader's locale: banners and scrolls by sort, the rest newest first. */
export async function publishedOf(
  q: Queryable,
  kind: ContentKind,
  locale: ContentLocale,
  filter: { position?: string; category?: string; limit?: number } = {},
): Promise<LocalizedRow[]> {
  const { rows } = await q.query<LocalizedRow>(
    `${LOCALIZED} WHERE i.kind = $2 AND i.status = 'published'
       AND ($3::text IS NULL OR i.position = $3) AND ($4::text IS NULL OR i.category = $4)
     ORDER BY i.sort, i.published_at DESC, i.id DESC LIMIT $5`,
    [locale, kind, filter.position ?? null, filter.category ?? null, filter.limit ?? 100],
  );
  return rows;
}

/** One page of published news (or help) articles, optionally by category and keyword (title, summary or text). */
export async function publishedPage(
  q: Queryable,
  kinds: ContentKind[],
  locale: ContentLocale,
  filter: { category?: string; keyword?: string },
  page: { limit: number; offset: number },
): Promise<{ rows: LocalizedRow[]; total: number }> {
  const keyword = filter.keyword?.trim() ? `%${filter.keyword.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = `WHERE i.kind = ANY($2::text[]) AND i.status = 'published' AND ($3::text IS NULL OR i.category = $3)
    AND ($4::text IS NULL OR t.title ILIKE $4 OR t.summary ILIKE $4 OR t.body ILIKE $4)`;
  const params = [locale, kinds, filter.category || null, keyword];
  const { rows } = await q.query<LocalizedRow>(`${LOCALIZED} ${where} ORDER BY i.published_at DESC, i.id DESC LIMIT $5 OFFSET $6`, [
    ...params,
    page.limit,
    page.offset,
  ]);
  const count = await q.query<{ n: string }>(`SELECT count(*)::text AS n FROM (${LOCALIZED} ${where}) x`, params);
  return { rows, total: Number(count.rows[0]!.n) };
}

/** One item in a locale, published or (for staff previews) not. */
export async function localizedItem(q: Queryable, id: number | string, locale: ContentLocale): Promise<LocalizedRow | null> {
  const { rows } = await q.query<LocalizedRow>(`${LOCALIZED} WHERE i.id = $2`, [locale, id]);
  return rows[0] ?? null;
}

/** Several items by id in a locale (the notice list's announcements). */
export async function localizedItems(q: Queryable, ids: string[], locale: ContentLocale): Promise<Map<string, LocalizedRow>> {
  if (ids.length === 0) return new Map();
  const { rows } = await q.query<LocalizedRow>(`${LOCALIZED} WHERE i.id = ANY($2::bigint[])`, [locale, ids]);
  return new Map(rows.map((r) => [r.id, r]));
}

export interface TranslationRow {
  locale: ContentLocale;
  title: string;
  summary: string;
  body: string;
}

export async function itemRow(q: Queryable, id: number | string, lock = false): Promise<ItemRow | null> {
  const { rows } = await q.query<ItemRow>(`SELECT ${ITEM_COLUMNS} FROM content_items i WHERE i.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ?? null;
}

export async function translationsOf(q: Queryable, id: number | string): Promise<TranslationRow[]> {
  const { rows } = await q.query<TranslationRow>(
    'SELECT locale, title, summary, body FROM content_translations WHERE item_id = $1 ORDER BY (locale = $2) DESC, locale',
    [id, 'en'],
  );
  return rows;
}

export interface ItemFields {
  kind: ContentKind;
  category: string;
  position: string;
  sort: number;
  image: string;
  link: string;
  source: string;
}

/** Inserts a draft item with its (already sanitized) translations. */
export async function insertItem(q: Queryable, fields: ItemFields, translations: TranslationRow[], staffId: string | null, at: Date) {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO content_items (kind, status, category, position, sort, image, link, source, updated_by, created_at, updated_at)
     VALUES ($1, 'draft', $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id::text AS id`,
    [fields.kind, fields.category, fields.position, fields.sort, fields.image, fields.link, fields.source, staffId, at],
  );
  const id = rows[0]!.id;
  await replaceTranslations(q, id, translations);
  return id;
}

/** Replaces an item's fields and translations; the item goes back to draft (a change is live only once published). */
export async function updateItem(q: Queryable, id: string, fields: ItemFields, translations: TranslationRow[], staffId: string, at: Date) {
  await q.query(
    `UPDATE content_items SET kind = $2, status = 'draft', category = $3, position = $4, sort = $5, image = $6, link = $7, source = $8,
       updated_by = $9, updated_at = $10 WHERE id = $1`,
    [id, fields.kind, fields.category, fields.position, fields.sort, fields.image, fields.link, fields.source, staffId, at],
  );
  await q.query('DELETE FROM content_translations WHERE item_id = $1', [id]);
  await replaceTranslations(q, id, translations);
}

async function replaceTranslations(q: Queryable, id: string, translations: TranslationRow[]) {
  for (const t of translations) {
    await q.query('INSERT INTO content_translations (item_id, locale, title, summary, body) VALUES ($1, $2, $3, $4, $5)', [
      id,
      t.locale,
      t.title,
      t.summary,
      t.body,
    ]);
  }
}

/** Publishing is a new version; unpublishing keeps the version so the next publish counts on from it. */
export async function setStatus(q: Queryable, id: string, status: ContentStatus, staffId: string | null, at: Date): Promise<ItemRow> {
  const { rows } = await q.query<ItemRow>(
    `UPDATE content_items i SET status = $2, updated_by = $3, updated_at = $4,
       version = CASE WHEN $2 = 'published' THEN i.version + 1 ELSE i.version END,
       published_at = CASE WHEN $2 = 'published' THEN $4 ELSE i.published_at END
     WHERE i.id = $1 RETURNING ${ITEM_COLUMNS}`,
    [id, status, staffId, at],
  );
  return rows[0]!;
}

/** Staff list: every item, newest change first, with its English (or first) title and its locales. */
export async function staffPage(q: Queryable, filter: { kind?: string; status?: string }, page: { limit: number; offset: number }) {
  const where = 'WHERE ($1::text IS NULL OR i.kind = $1) AND ($2::text IS NULL OR i.status = $2)';
  const params = [filter.kind ?? null, filter.status ?? null];
  const { rows } = await q.query<ItemRow & { title: string; locales: string }>(
    `SELECT ${ITEM_COLUMNS},
       (SELECT title FROM content_translations t WHERE t.item_id = i.id ORDER BY (t.locale = 'en') DESC, t.locale LIMIT 1) AS title,
       (SELECT string_agg(locale, ',' ORDER BY locale) FROM content_translations t WHERE t.item_id = i.id) AS locales
     FROM content_items i ${where} ORDER BY i.updated_at DESC, i.id DESC LIMIT $3 OFFSET $4`,
    [...params, page.limit, page.offset],
  );
  const count = await q.query<{ n: string }>(`SELECT count(*)::text AS n FROM content_items i ${where}`, params);
  return { rows, total: Number(count.rows[0]!.n) };
}
