import type { ValidatorType } from '@rjsf/utils';
import type { RJSFSchema } from '@rjsf/utils';
// The deep path keeps ajv's compiler out of the bundle: the package index also builds a
// compiling validator, which a bundler cannot always prove unused.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { BundleLoaders } from '../app/Engine';
import type { FormSpec } from '../runtime/dsl';

export type FormResources =
  { ok: true; spec: FormSpec; schema: RJSFSchema; validator: ValidatorType } | { ok: false; reason: 'missing' | 'notGenerated' | 'failed' };

const cache = new WeakMap<BundleLoaders, Map<string, Promise<FormResources>>>();

/**
 * A form's config plus its precompiled validator, loaded once per form. Never rejects: a failure
 * becomes a result the widget can show, so no error boundary is needed around forms.
 */
export function loadFormResources(bundle: BundleLoaders, formId: string): Promise<FormResources> {
  let forms = cache.get(bundle);
  if (!forms) cache.set(bundle, (forms = new Map()));
  let pending = forms.get(formId);
  if (!pending) {
    pending = Promise.all([bundle.form(formId), bundle.compiledForm(formId)]).then(
      ([spec, compiled]): FormResources => {
        if (!spec) return { ok: false, reason: 'missing' };
        if (!compiled) return { ok: false, reason: 'notGenerated' };
        return { ok: true, spec, schema: compiled.schema, validator: createPrecompiledValidator(compiled.validators, compiled.schema) };
      },
      (): FormResources => ({ ok: false, reason: 'failed' }),
    );
    const settled = pending;
    // A failed download may succeed next time the form is shown.
    void settled.then((r) => {
      if (!r.ok && r.reason === 'failed') forms.delete(formId);
    });
    forms.set(formId, pending);
  }
  return pending;
}
