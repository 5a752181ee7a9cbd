import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { AppError, Codes } from '../errors';
import { lanOf, sendError, toAppError } from '../http/reply';
import { isObject } from '@core/validate/json';
import { blobTexts } from './blobs';
import { parseFile } from './parse-file';

// Compiled modules by form hash: compiling takes tens of milliseconds, and a hash names one text.
const compiled = new Map<string, string>();

// A form id as the bundle layout allows it in a file name (core/dsl/bundlePaths.ts).
const FORM_ID = /^[A-Za-z][A-Za-z0-9_-]*$/;

async function compile(hash: string, text: string): Promise<string> {
  const { compileFormModule } = await import('@core/forms/compileFormModule');
  const { RUNTIME_FILE, RUNTIME_SOURCE } = await import('@core/forms/formRuntime');
  // Any stored text may be asked for, a draft's too, which no gate has seen: what is not a form
  // (not JSON, null, no schema object) has no module, and is a 404 rather than a 500.
  const parsed = parseFile(text);
  const config = parsed.ok && isObject(parsed.value) ? parsed.value : undefined;
  if (!config || !isObject(config.schema)) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
  // The id is written into the module's header comment: a line break in an unchecked draft's id
  // would end the comment and make the rest code that the preview then runs. Only an id the
  // layout allows is named; anything else is named by its hash.
  const id = typeof config.id === 'string' && FORM_ID.test(config.id) ? config.id : hash;
  let js: string;
  try {
    ({ js } = compileFormModule({ id, file: `screens/forms/${id}.json`, schema: config.schema }));
  } catch {
    // A schema ajv cannot compile (a draft's, mid-edit) has no module either.
    throw new AppError(Codes.NOT_FOUND, 'server.notFound');
  }
  // A module served on its own cannot import the app's hashed runtime chunk: carry the helpers inline.
  return js.replace(new RegExp(`^import \\{[^}]*\\} from '\\./${RUNTIME_FILE.replace('.', '\\.')}';$`, 'm'), RUNTIME_SOURCE);
}

/**
 * GET /api/screens/forms/<hash>.js: a studio-made form's validators, precompiled here as the build
 * precompiles the built-in ones, so the browser still needs no schema compiler and no
 * 'unsafe-eval'. The code is generated from the form's schema by our generator; nothing in a form
 * is ever run as code. A module import cannot send a token, so any stored form is served (by an
 * unguessable content hash), which also lets the studio preview unpublished forms.
 */
export function registerFormModuleRoute(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { hash: string } }>('/api/screens/forms/:hash', async (req, reply) => {
    try {
      const hash = /^([0-9a-f]{64})\.js$/.exec(req.params.hash)?.[1];
      if (!hash) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
      let js = compiled.get(hash);
      if (js === undefined) {
        const text = (await blobTexts(services.db, [hash])).get(hash);
        if (text === undefined) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
        js = await compile(hash, text);
        if (compiled.size > 500) compiled.clear();
        compiled.set(hash, js);
      }
      return reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=31536000, immutable').send(js);
    } catch (err) {
      return sendError(
        reply,
        services,
        lanOf(req),
        toAppError(err, (e) => req.log.error(e)),
      );
    }
  });
}
