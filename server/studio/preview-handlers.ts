import type { HandlerMap } from '../services';
import { AppError, Codes } from '../errors';
import { writeAudit } from '../audit/audit';
import { unixSeconds } from '../clock';
import { newToken, sha256 } from '../security/tokens';
import { sampleFromSchema } from '@core/catalogue/sampleFromSchema';
import { DSL_VERSION } from '@core/dsl/version';
import { localeOfLan } from '@core/i18n/languageTag';
import { asArray, asObject } from '@core/validate/json';
import { textsOf } from './blobs';
import { draftBundle, loadDraft } from './drafts';
import { indexLocales, type LocaleIndex } from './locale-index';
import { toBundle } from './to-bundle';
import { headVersion, versionFiles, type FileMap } from './versions';

// What completion needs of a fragment: its params (name -> required) and what it is.
function fragmentEntry(id: string, fragment: unknown): { id: string; description?: string; params: Record<string, boolean> } {
  const f = asObject(fragment);
  const params = Object.fromEntries(Object.entries(asObject(f.params)).map(([name, p]) => [name, asObject(p).required === true]));
  return typeof f.description === 'string' ? { id, description: f.description, params } : { id, params };
}

// Each key's text in one language, English where that language lacks it.
function textsIn(locales: LocaleIndex, code: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, byLocale] of locales.keys) {
    const text = byLocale.get(code)?.text ?? byLocale.get('en')?.text;
    if (text !== undefined) out[key] = text;
  }
  return out;
}

export const studioPreviewHandlers: HandlerMap = {
  'ops/studio/vocabulary': async ({ input, lan }, services) => {
    let files: FileMap;
    if (input.draft !== undefined) files = (await draftBundle(services.db, await loadDraft(services.db, input.draft))).files;
    else files = (await versionFiles(services.db, (await headVersion(services.db)) ?? 1)) ?? {};
    const texts = await textsOf(services.db, files);
    const { bundle } = toBundle(texts);
    const locales = indexLocales(texts);
    const routes = asArray(asObject(bundle.app).routes).map((r) => asObject(r));
    return {
      dsl_version: DSL_VERSION,
      schemas: services.studio.schemas,
      roots: {
        screen: 'screen.schema.json',
        form: 'form.schema.json',
        prompt: 'prompt.schema.json',
        fragment: 'fragment.schema.json',
        app: 'app.schema.json',
        test: 'fixture-test.schema.json',
      },
      widgets: services.studio.gate.widgets as unknown as Record<string, unknown>,
      endpoints: services.studio.gate.catalogue.endpoints.map((e) => e.id).sort(),
      i18n_keys: [...locales.keys.keys()].sort(),
      forms: Object.keys(bundle.forms).sort(),
      prompts: Object.keys(bundle.prompts).sort(),
      screens: Object.keys(bundle.screens).sort(),
      fragments: Object.entries(bundle.fragments)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([id, f]) => fragmentEntry(id, f)),
      routes: routes
        .filter((r) => typeof r.name === 'string')
        .map((r) => ({ name: String(r.name), path: String(r.path ?? ''), screen: String(r.screen ?? '') })),
      responses: Object.fromEntries(
        services.studio.gate.catalogue.endpoints.map((e) => [e.id, { method: e.method, response: e.response }]),
      ),
      texts: textsIn(locales, localeOfLan(lan, new Set(locales.codes))),
      form_schemas: Object.fromEntries(Object.entries(bundle.forms).map(([id, f]) => [id, asObject(asObject(f).schema)])),
    };
  },

  'ops/studio/fixtures': async (_ctx, services) => {
    // Made once from the catalogue: the same schemas answer the same samples.
    fixtures ??= Object.fromEntries(services.studio.gate.catalogue.endpoints.map((e) => [e.id, sampleFromSchema(e.response)]));
    return { fixtures };
  },

  'ops/studio/test_members': async (_ctx, services) => {
    const { rows } = await services.db.query<{ uid: string; nickname: string }>(
      'SELECT uid, nickname FROM members WHERE is_test ORDER BY id LIMIT 100',
    );
    return { list: rows };
  },

  'ops/studio/preview_session': async ({ input, staff, ip }, services) => {
    return services.db.tx(async (q) => {
      const { rows } = await q.query<{ id: string }>('SELECT id::text AS id FROM members WHERE uid = $1 AND is_test', [input.uid]);
      // A real member's screens are never shown to staff this way, whatever uid is asked for.
      if (!rows[0]) throw new AppError(Codes.FORBIDDEN, 'server.studio.notTestMember');
      const now = services.clock.now();
      const token = newToken();
      const expiresAt = new Date(now.getTime() + PREVIEW_MINUTES * 60_000);
      await q.query(
        'INSERT INTO sessions (member_id, token_hash, created_at, expires_at, ip, read_only) VALUES ($1, $2, $3, $4, $5, true)',
        [rows[0].id, sha256(token), now, expiresAt, ip],
      );
      await writeAudit(q, {
        staffId: staff.staffId,
        action: 'studio.preview_session',
        subjectType: 'member',
        subjectId: input.uid,
        before: null,
        after: { read_only: true, expires_at: expiresAt.toISOString() },
        at: now,
      });
      return { token, expires_at: unixSeconds(expiresAt) };
    });
  },
};

const PREVIEW_MINUTES = 30;
let fixtures: Record<string, unknown> | undefined;
