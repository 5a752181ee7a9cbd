import type { BundleLoaders } from '../context/Engine';
import type { PrecompiledForm } from '../generated/forms/index';
import type { FormSpec } from '../runtime/dsl';

export type FormParts =
  { ok: true; spec: FormSpec; compiled: PrecompiledForm } | { ok: false; reason: 'missing' | 'notGenerated' | 'failed' };

const cache = new WeakMap<BundleLoaders, Map<string, Promise<FormParts>>>();

/**
 * A form's config and its precompiled validator module, loaded once per form. Never rejects: a
 * failure becomes a result the widget can show, so no error boundary is needed around forms.
 * Free of rjsf: the Form widget reads the config to choose a renderer before either loads.
 */
export function loadFormParts(bundle: BundleLoaders, formId: string): Promise<FormParts> {
  let forms = cache.get(bundle);
  if (!forms) cache.set(bundle, (forms = new Map()));
  let pending = forms.get(formId);
  if (!pending) {
    pending = Promise.all([bundle.form(formId), bundle.compiledForm(formId)]).then(
      ([spec, compiled]): FormParts => {
        if (!spec) return { ok: false, reason: 'missing' };
        if (!compiled) return { ok: false, reason: 'notGenerated' };
        return { ok: true, spec, compiled };
      },
      (): FormParts => ({ ok: false, reason: 'failed' }),
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
