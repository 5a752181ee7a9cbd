import type { HandlerMap } from '../services';
import { AppError, Codes } from '../errors';
import { writeAudit } from '../audit/audit';
import { importDraft } from './transfer';
import { DSL_VERSION } from '@core/dsl/version';
import { parseBundlePath } from '@core/dsl/bundlePaths';
import { blobTexts, putBlob, textsOf } from './blobs';
import { assertEditable, assertRevision, draftBundle, loadDraft, saveEdits } from './drafts';
import { whereUsed } from '@core/fragments/whereUsed';
import { screenFile } from '@core/validate/types';
import { bundleOf } from './gate-memo';
import { moneyFiles } from './money-files';
import { overridesOf } from './overrides';
import { parseFile } from './parse-file';
import { headVersion, versionFiles } from './versions';

export const studioFileHandlers: HandlerMap = {
  'ops/studio/files': async ({ input }, services) => {
    const draft = await loadDraft(services.db, input.draft);
    const { files } = await draftBundle(services.db, draft);
    const texts = await textsOf(services.db, files);
    const money = moneyFiles(bundleOf(files, texts), services.studio.gate.catalogue).files;
    const q = (input.q ?? '').trim().toLowerCase();
    const paths = [...new Set([...Object.keys(files), ...Object.keys(draft.files)])].sort();
    return {
      list: paths
        .filter((p) => q === '' || p.toLowerCase().includes(q))
        .map((path) => {
          const where = bundlePath(path);
          return {
            path,
            kind: where.kind,
            id: where.area ? `${where.id}/${where.area}` : where.id,
            changed: path in draft.files,
            money: money.has(path),
          };
        }),
    };
  },

  'ops/studio/file': async ({ input }, services) => {
    const where = bundlePath(input.path);
    const draft = await loadDraft(services.db, input.draft);
    const state = await draftBundle(services.db, draft);
    const hashes = [state.files[input.path], state.headFiles[input.path]].filter((h): h is string => typeof h === 'string');
    const blobs = await blobTexts(services.db, hashes);
    const text = state.files[input.path] ? (blobs.get(state.files[input.path]!) ?? null) : null;
    const texts = await textsOf(services.db, state.files);
    const bundle = bundleOf(state.files, texts);
    const money = moneyFiles(bundle, services.studio.gate.catalogue).files;
    return {
      path: input.path,
      kind: where.kind,
      text,
      published_text: state.headFiles[input.path] ? (blobs.get(state.headFiles[input.path]!) ?? null) : null,
      changed: input.path in draft.files,
      money: money.has(input.path),
      used_by: where.kind === 'fragment' ? whereUsed(where.id, bundle.screens, bundle.fragments, screenFile) : [],
      errors: (draft.check_errors ?? []).filter((e) => e.file === input.path),
    };
  },

  'ops/studio/file_save': async ({ input, staff }, services) => {
    bundlePath(input.path);
    assertJson(input.path, input.text);
    return services.db.tx(async (q) => {
      const now = services.clock.now();
      const draft = await loadDraft(q, input.draft, true);
      assertEditable(draft, staff.staffId);
      assertRevision(draft, input.base_revision);
      const hash = await putBlob(q, input.text, now);
      const before = draft.files[input.path];
      const head = (await versionFiles(q, (await headVersion(q)) ?? draft.base_version)) ?? {};
      if ((before === undefined ? head[input.path] : before) === hash) return { changed: false, hash, revision: draft.revision };
      const files = { ...draft.files };
      // Saving the published text back is no edit at all.
      if (head[input.path] === hash) delete files[input.path];
      else files[input.path] = hash;
      const revision = await saveEdits(q, draft, files, now, staff.staffId);
      await writeAudit(q, {
        staffId: staff.staffId,
        action: 'studio.file_save',
        subjectType: 'bundle_draft',
        subjectId: draft.id,
        before: { path: input.path, hash: before ?? head[input.path] ?? null, revision: draft.revision },
        after: { path: input.path, hash, revision },
        at: now,
      });
      return { changed: true, hash, revision };
    });
  },

  'ops/studio/file_reset': async ({ input, staff }, services) => {
    bundlePath(input.path);
    await services.db.tx(async (q) => {
      const now = services.clock.now();
      const draft = await loadDraft(q, input.draft, true);
      assertEditable(draft, staff.staffId);
      assertRevision(draft, input.base_revision);
      if (!(input.path in draft.files)) return;
      const { [input.path]: dropped, ...files } = draft.files;
      const revision = await saveEdits(q, draft, files, now, staff.staffId);
      await writeAudit(q, {
        staffId: staff.staffId,
        action: 'studio.file_reset',
        subjectType: 'bundle_draft',
        subjectId: draft.id,
        before: { path: input.path, hash: dropped ?? null, revision: draft.revision },
        after: { revision },
        at: now,
      });
    });
    return null;
  },

  'ops/studio/blob': async ({ input }, services) => {
    const text = (await blobTexts(services.db, [input.hash])).get(input.hash);
    if (text === undefined) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
    return { hash: input.hash, text };
  },

  'ops/studio/draft_bundle': async ({ input }, services) => {
    const draft = await loadDraft(services.db, input.draft);
    const { files, head } = await draftBundle(services.db, draft);
    return { version: head, dsl_version: DSL_VERSION, overrides: overridesOf(files, services.studio.builtin) };
  },

  'ops/studio/import': async ({ input, staff }, services) => {
    for (const f of input.files) {
      bundlePath(f.path);
      assertJson(f.path, f.text);
    }
    const draft = await services.db.tx((q) =>
      importDraft(q, { staffId: staff.staffId, message: input.message, files: input.files, now: services.clock.now() }),
    );
    return { id: Number(draft.id), changed_files: draft.changed.length };
  },
};

function bundlePath(path: string) {
  const where = parseBundlePath(path);
  if (!where) throw new AppError(Codes.BAD_REQUEST, 'server.studio.badPath', { path });
  return where;
}

function assertJson(path: string, text: string): void {
  const parsed = parseFile(text);
  if (!parsed.ok)
    throw new AppError(Codes.RULE, 'server.studio.notJson', {
      file: path,
      reason: parsed.message,
      line: parsed.line,
      column: parsed.column,
    });
}
