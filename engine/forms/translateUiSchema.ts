import type { FormSpec } from '../runtime/dsl';
import type { Translate } from '../runtime/scope';

const TEXT_KEYS = ['ui:title', 'ui:placeholder', 'ui:description', 'ui:help'] as const;

/**
 * A copy of the uiSchema with its i18n keys replaced by text. Only the uiSchema is translated:
 * the JSON Schema must stay byte-for-byte the one the validators were precompiled from.
 */
export function translateUiSchema(uiSchema: FormSpec['uiSchema'], t: Translate): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [field, ui] of Object.entries(uiSchema ?? {})) {
    const copy: Record<string, unknown> = { ...ui };
    for (const key of TEXT_KEYS) {
      const value = ui[key];
      if (typeof value === 'string') copy[key] = t(value);
    }
    out[field] = copy;
  }
  return out;
}
