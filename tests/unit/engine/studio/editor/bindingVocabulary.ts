// The editor's vocabulary with what ops/studio/vocabulary adds for bindings, built from the
// repository as the server builds it: every endpoint's method and response from the catalogue,
// the English texts, the forms' value schemas.
import path from 'node:path';
import { loadCatalogue } from '@server/catalogue/loadCatalogue';
import type { EditorVocabulary } from '@engine/studio/editor/types';
import { vocabulary as base } from './realVocabulary';

const catalogue = loadCatalogue(path.resolve(__dirname, '../../../../../schemas/api'));
const english = import.meta.glob<Record<string, unknown>>('../../../../../locales/en/*.json', { eager: true, import: 'default' });
const forms = import.meta.glob<{ schema: Record<string, unknown> }>('../../../../../screens/forms/*.json', {
  eager: true,
  import: 'default',
});

function texts(dict: Record<string, unknown>, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [k, v] of Object.entries(dict)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'object' && v !== null) texts(v as Record<string, unknown>, key, out);
    else if (typeof v === 'string') out[key] = v;
  }
  return out;
}

export const bindingVocabulary: EditorVocabulary = {
  ...base,
  endpoints: catalogue.endpoints.map((e) => e.id),
  responses: Object.fromEntries(catalogue.endpoints.map((e) => [e.id, { method: e.method, response: e.response }])),
  texts: Object.assign({}, ...Object.values(english).map((dict) => texts(dict))) as Record<string, string>,
  formSchemas: Object.fromEntries(Object.entries(forms).map(([file, f]) => [file.replace(/^.*\/([^/]+)\.json$/, '$1'), f.schema])),
};
