import { formatJson } from '@core/json/formatJson';
import type { HandlerMap } from '../services';
import { AppError, Codes } from '../errors';
import { writeAudit } from '../audit/audit';
import { pageOf } from '../db/paging';
import { asArray, asObject } from '@core/validate/json';
import { putBlob, textsOf } from './blobs';
import { assertEditable, assertRevision, draftBundle, isOpen, loadDraft, saveEdits } from './drafts';
import { indexLocales, setKey } from './locale-index';
import { parseFile } from './parse-file';
import { staleTexts } from './stale-texts';

export const studioTextHandlers: HandlerMap = {
  'ops/studio/texts': async ({ input }, services) => {
    const draft = await loadDraft(services.db, input.draft);
    const state = await draftBundle(services.db, draft);
    const texts = await textsOf(services.db, state.files);
    const index = indexLocales(texts);
    const stale = new Map(
      isOpen(draft)
        ? staleTexts(indexLocales(await textsOf(services.db, state.headFiles)), index, draft.reviewed_texts).map((s) => [s.key, s.locales])
        : [],
    );
    const q = (input.q ?? '').trim().toLowerCase();
    const matching = [...index.keys.entries()]
      .filter(
        ([key, byLocale]) =>
          q === '' || key.toLowerCase().includes(q) || [...byLocale.values()].some((v) => v.text.toLowerCase().includes(q)),
      )
      .sort(([a], [b]) => (a < b ? -1 : 1));
    const { page, limit, offset } = pageOf(input);
    return {
      total: matching.length,
      page,
      limit,
      locales: localeLabels(texts, index.codes),
      list: matching.slice(offset, offset + limit).map(([key, byLocale]) => ({
        key,
        area: /locales\/[^/]+\/([a-z]+)\.json$/.exec([...byLocale.values()][0]!.path)?.[1] ?? 'screens',
        values: Object.fromEntries(index.codes.map((code) => [code, byLocale.get(code)?.text ?? null])),
        stale: stale.get(key) ?? [],
      })),
    };
  },

  // The author looked at the other languages of a rewritten key and they still say the right thing.
  'ops/studio/texts_confirm': async ({ input, staff }, services) => {
    return services.db.tx(async (q) => {
      const now = services.clock.now();
      const draft = await loadDraft(q, input.draft, true);
      assertEditable(draft, staff.staffId);
      const state = await draftBundle(q, draft);
      const stale = staleTexts(
        indexLocales(await textsOf(q, state.headFiles)),
        indexLocales(await textsOf(q, state.files)),
        draft.reviewed_texts,
      );
      const wanted = new Set<string>(input.locales);
      // Only what is stale now is kept: the list cannot grow with keys or languages that need nothing.
      const confirmed = (stale.find((s) => s.key === input.key)?.locales ?? []).filter((code) => wanted.size === 0 || wanted.has(code));
      if (confirmed.length > 0) {
        const reviewed = [...draft.reviewed_texts, ...confirmed.map((locale) => ({ key: input.key, locale }))];
        await q.query('UPDATE bundle_drafts SET reviewed_texts = $2, updated_at = $3 WHERE id = $1', [
          draft.id,
          JSON.stringify(reviewed),
          now,
        ]);
        await writeAudit(q, {
          staffId: staff.staffId,
          action: 'studio.texts_confirm',
          subjectType: 'bundle_draft',
          subjectId: draft.id,
          before: null,
          after: { key: input.key, locales: confirmed },
          at: now,
        });
      }
      return { confirmed };
    });
  },

  'ops/studio/texts_save': async ({ input, staff }, services) => {
    return services.db.tx(async (q) => {
      const now = services.clock.now();
      const draft = await loadDraft(q, input.draft, true);
      assertEditable(draft, staff.staffId);
      assertRevision(draft, input.base_revision);
      const state = await draftBundle(q, draft);
      const index = indexLocales(await textsOf(q, state.files));
      const docs = new Map(index.docs);
      const touched = new Set<string>();
      for (const edit of input.edits) {
        if (!index.codes.includes(edit.locale))
          throw new AppError(Codes.BAD_REQUEST, 'server.studio.unknownLocale', { locale: edit.locale });
        const known = index.keys.get(edit.key);
        // The locale's own file for the key, else the area other locales keep it in, else screens.
        const area =
          /\/([a-z]+)\.json$/.exec(known?.get(edit.locale)?.path ?? [...(known?.values() ?? [])][0]?.path ?? '')?.[1] ?? 'screens';
        const path = `locales/${edit.locale}/${area}.json`;
        const next = setKey(docs.get(path) ?? {}, edit.key, edit.text);
        if (next === false) throw new AppError(Codes.RULE, 'server.studio.keyClash', { key: edit.key });
        docs.set(path, next);
        touched.add(path);
      }
      const files = { ...draft.files };
      let changed = 0;
      for (const path of touched) {
        // Locale files keep one key per line (width 0), so a translation's diff is one line.
        const hash = await putBlob(q, formatJson(docs.get(path), { width: 0 }), now);
        if ((files[path] ?? state.headFiles[path]) === hash) continue;
        changed += 1;
        if (state.headFiles[path] === hash) delete files[path];
        else files[path] = hash;
      }
      let revision = draft.revision;
      if (changed > 0) {
        revision = await saveEdits(q, draft, files, now, staff.staffId);
        await writeAudit(q, {
          staffId: staff.staffId,
          action: 'studio.texts_save',
          subjectType: 'bundle_draft',
          subjectId: draft.id,
          before: { revision: draft.revision },
          after: { edits: input.edits, revision },
          at: now,
        });
      }
      return { changed, revision };
    });
  },
};

function localeLabels(texts: Map<string, string>, codes: string[]): { code: string; label: string }[] {
  const app = texts.get('screens/app.json');
  const parsed = app === undefined ? undefined : parseFile(app);
  const listed = asArray(asObject(asObject(parsed?.ok ? parsed.value : {}).i18n).locales).map((l) => asObject(l));
  const ordered = listed
    .filter((l) => typeof l.code === 'string' && codes.includes(l.code))
    .map((l) => ({ code: String(l.code), label: String(l.label ?? l.code) }));
  return [...ordered, ...codes.filter((c) => !ordered.some((l) => l.code === c)).map((code) => ({ code, label: code }))];
}
