import type { HandlerMap } from '../services';
import type { Queryable } from '../db/types';
import { isAllowedRichTextUrl } from '@core/content/richTextPolicy';
import { AppError, Codes } from '../errors';
import { pageOf } from '../db/paging';
import { writeAudit } from '../audit/audit';
import { unixSeconds, unixSecondsOrNull } from '../clock';
import { richTextToPlain, sanitizeRichText } from './sanitize';
import { contentLocale } from './locale';
import {
  insertItem,
  itemRow,
  localizedItem,
  setStatus,
  staffPage,
  translationsOf,
  updateItem,
  type ItemRow,
  type TranslationRow,
} from './items';

const notFound = () => new AppError(Codes.NOT_FOUND, 'server.notFound');

/** A link or image is a web address, a path in the app, or an app route name; never a script scheme. */
const ROUTE_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
function safeLink(value: string | undefined, field: string): string {
  const v = (value ?? '').trim();
  if (v === '' || ROUTE_NAME.test(v) || isAllowedRichTextUrl(v)) return v;
  throw new AppError(Codes.BAD_REQUEST, 'server.invalidField', { field });
}

function itemView(r: ItemRow, title: string, locales: string[]) {
  return {
    id: Number(r.id),
    kind: r.kind,
    status: r.status,
    category: r.category,
    position: r.position,
    sort: r.sort,
    image: r.image,
    link: r.link,
    source: r.source,
    version: r.version,
    published_at: unixSecondsOrNull(r.published_at),
    updated_at: unixSeconds(r.updated_at),
    updated_by: r.updated_by ?? '',
    title,
    locales: locales as never[],
  };
}

/** What the audit log keeps of an item: its fields and every translation as stored. */
async function snapshot(q: Queryable, id: string) {
  const row = await itemRow(q, id);
  if (!row) return null;
  const { updated_at: _u, updated_by: _b, published_at: _p, ...fields } = row;
  return { ...fields, translations: await translationsOf(q, id) };
}

/** Staff manage content (role content_editor): drafts, publishing, previews; every change is audited. */
export const opsContentHandlers: HandlerMap = {
  'ops/content_list': async ({ input }, services) => {
    const { page, limit, offset } = pageOf(input);
    const { rows, total } = await staffPage(services.db, input, { limit, offset });
    return { page, limit, total, list: rows.map((r) => itemView(r, r.title ?? '', r.locales ? r.locales.split(',') : [])) };
  },

  'ops/content_get': async ({ input }, services) => {
    const row = await itemRow(services.db, input.id);
    if (!row) throw notFound();
    const translations = await translationsOf(services.db, row.id);
    return {
      ...itemView(
        row,
        translations[0]?.title ?? '',
        translations.map((t) => t.locale),
      ),
      translations,
      // Keyed by locale for the edit screen, whose bindings are paths (no lookup in a list).
      texts: Object.fromEntries(translations.map((t) => [t.locale, { title: t.title, summary: t.summary, body: t.body }])),
    };
  },

  'ops/content_save': async ({ input, staff }, services) => {
    const seen = new Set<string>();
    // A locale left wholly empty (the editor's untranslated fields) is not a translation: readers of
    // that locale get the English.
    const given = input.translations.filter((t) => [t.title, t.summary ?? '', t.body ?? ''].some((v) => v.trim() !== ''));
    if (given.length === 0) throw new AppError(Codes.BAD_REQUEST, 'server.missingField', { field: 'title' });
    const translations: TranslationRow[] = given.map((t) => {
      if (seen.has(t.locale)) throw new AppError(Codes.BAD_REQUEST, 'server.invalidField', { field: 'translations' });
      seen.add(t.locale);
      // Titles and summaries are plain text; the body is rich text, stored only once sanitized.
      const title = richTextToPlain(t.title);
      if (title === '') throw new AppError(Codes.BAD_REQUEST, 'server.missingField', { field: 'title' });
      return { locale: t.locale, title, summary: richTextToPlain(t.summary ?? ''), body: sanitizeRichText(t.body ?? '') };
    });
    const fields = {
      kind: input.kind,
      category: input.category ?? '',
      position: input.position ?? (input.kind === 'banner' ? 'news_home' : ''),
      sort: input.sort ?? 0,
      image: safeLink(input.image, 'image'),
      link: safeLink(input.link, 'link'),
      source: richTextToPlain(input.source ?? ''),
    };
    return services.db.tx(async (q) => {
      const at = services.clock.now();
      if (input.id === undefined) {
        const id = await insertItem(q, fields, translations, staff.staffId, at);
        const after = await snapshot(q, id);
        await writeAudit(q, {
          staffId: staff.staffId,
          action: 'content.create',
          subjectType: 'content',
          subjectId: id,
          before: null,
          after,
          at,
        });
        return { id: Number(id), status: 'draft' as const, version: 0 };
      }
      const existing = await itemRow(q, input.id, true);
      if (!existing) throw notFound();
      const before = await snapshot(q, existing.id);
      await updateItem(q, existing.id, fields, translations, staff.staffId, at);
      await writeAudit(q, {
        staffId: staff.staffId,
        action: 'content.edit',
        subjectType: 'content',
        subjectId: existing.id,
        before,
        after: await snapshot(q, existing.id),
        at,
      });
      return { id: input.id, status: 'draft' as const, version: existing.version };
    });
  },

  'ops/content_publish': async ({ input, staff }, services) => changeStatus(services, input.id, 'published', staff.staffId),

  'ops/content_unpublish': async ({ input, staff }, services) => changeStatus(services, input.id, 'draft', staff.staffId),

  'ops/content_preview': async ({ input }, services) => {
    const row = await localizedItem(services.db, input.id, contentLocale(input.locale ?? 'en'));
    if (!row) throw notFound();
    return {
      id: Number(row.id),
      kind: row.kind,
      status: row.status,
      title: row.title,
      summary: row.summary,
      content: row.body,
      locale: row.locale,
    };
  },
};

async function changeStatus(
  services: Parameters<NonNullable<HandlerMap['ops/content_publish']>>[1],
  id: number,
  status: 'draft' | 'published',
  staffId: string,
) {
  return services.db.tx(async (q) => {
    const before = await itemRow(q, id, true);
    if (!before) throw notFound();
    const at = services.clock.now();
    const after = await setStatus(q, before.id, status, staffId, at);
    await writeAudit(q, {
      staffId,
      action: status === 'published' ? 'content.publish' : 'content.unpublish',
      subjectType: 'content',
      subjectId: before.id,
      before: { status: before.status, version: before.version },
      after: { status: after.status, version: after.version },
      at,
    });
    return { id, status: after.status, version: after.version };
  });
}
