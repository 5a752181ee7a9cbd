import type { HandlerMap } from '../services';
import { AppError, Codes } from '../errors';
import { DSL_VERSION } from '@core/dsl/version';
import { overridesOf } from './overrides';
import { headVersion, versionFiles } from './versions';

export const studioPublishedHandlers: HandlerMap = {
  'screens/published': async (_ctx, services) => {
    const version = await headVersion(services.db);
    if (version === undefined) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
    let last = lastAnswer.get(services.studio);
    if (last?.version !== version) {
      last = { version, overrides: overridesOf((await versionFiles(services.db, version)) ?? {}, services.studio.builtin) };
      lastAnswer.set(services.studio, last);
    }
    return { version, dsl_version: DSL_VERSION, overrides: last.overrides };
  },

  'screens/file': async ({ input }, services) => {
    // Only what members may see: files of some published version, never a draft's.
    const { rows } = await services.db.query<{ text: string }>('SELECT text FROM bundle_blobs WHERE hash = $1 AND published', [input.hash]);
    if (!rows[0]) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
    return { hash: input.hash, text: rows[0].text };
  },
};

// The published bundle's overrides change only when the head moves: keep the last answer (per
// server: tests run several in one process).
const lastAnswer = new WeakMap<object, { version: number; overrides: { path: string; hash: string | null }[] }>();
