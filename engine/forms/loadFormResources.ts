import type { ValidatorType } from '@rjsf/utils';
import type { RJSFSchema } from '@rjsf/utils';
// The deep path keeps ajv's compiler out of the bundle: the package index also builds a
// compiling validator, which a bundler cannot always prove unused.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { BundleLoaders } from '../context/Engine';
import type { FormSpec } from '../runtime/dsl';
import { loadFormParts, type FormParts } from './loadFormParts';

export type FormResources = { ok: true; spec: FormSpec; schema: RJSFSchema; validator: ValidatorType } | Extract<FormParts, { ok: false }>;

const cache = new WeakMap<Promise<FormParts>, Promise<FormResources>>();

/**
 * A form's config plus its rjsf validator (over the precompiled functions), made once per form
 * (loadFormParts keeps the downloads and their retry after a failure). Never rejects.
 */
export function loadFormResources(bundle: BundleLoaders, formId: string): Promise<FormResources> {
  const parts = loadFormParts(bundle, formId);
  let pending = cache.get(parts);
  if (!pending) {
    pending = parts.then((p): FormResources =>
      p.ok
        ? {
            ok: true,
            spec: p.spec,
            schema: p.compiled.schema,
            validator: createPrecompiledValidator(p.compiled.validators, p.compiled.schema),
          }
        : p,
    );
    cache.set(parts, pending);
  }
  return pending;
}
