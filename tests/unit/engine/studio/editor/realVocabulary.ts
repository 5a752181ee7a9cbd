// The editor's vocabulary built from the repository's own bundle, as the studio builds it from the
// server: schemas and the widget catalog as files, names from the bundle's directories.
import type { EditorVocabulary } from '@engine/studio/editor/types';
import action from '@schemas/dsl/action.schema.json';
import appSchema from '@schemas/dsl/app.schema.json';
import condition from '@schemas/dsl/condition.schema.json';
import fixtureTest from '@schemas/dsl/fixture-test.schema.json';
import form from '@schemas/dsl/form.schema.json';
import fragment from '@schemas/dsl/fragment.schema.json';
import node from '@schemas/dsl/node.schema.json';
import prompt from '@schemas/dsl/prompt.schema.json';
import screen from '@schemas/dsl/screen.schema.json';
import value from '@schemas/dsl/value.schema.json';
import widgets from '@schemas/dsl/widgets.json';
import app from '@screens/app.json';

const locales = import.meta.glob<Record<string, unknown>>('../../../../../locales/en/*.json', { eager: true, import: 'default' });
const names = (files: Record<string, unknown>): string[] => Object.keys(files).map((path) => path.replace(/^.*\/([^/]+)\.json$/, '$1'));

function flatten(dict: Record<string, unknown>, prefix = '', out: string[] = []): string[] {
  for (const [k, v] of Object.entries(dict)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'object' && v !== null) flatten(v as Record<string, unknown>, key, out);
    else out.push(key);
  }
  return out;
}

export const vocabulary: EditorVocabulary = {
  schemas: {
    'action.schema.json': action,
    'app.schema.json': appSchema,
    'condition.schema.json': condition,
    'fixture-test.schema.json': fixtureTest,
    'form.schema.json': form,
    'fragment.schema.json': fragment,
    'node.schema.json': node,
    'prompt.schema.json': prompt,
    'screen.schema.json': screen,
    'value.schema.json': value,
  },
  roots: {
    screen: 'screen.schema.json',
    form: 'form.schema.json',
    prompt: 'prompt.schema.json',
    fragment: 'fragment.schema.json',
    app: 'app.schema.json',
    test: 'fixture-test.schema.json',
  },
  widgets: widgets as EditorVocabulary['widgets'],
  endpoints: ['wallet/withdraw', 'wallet/withdraw_quote', 'wallet/conf', 'member/info', 'member/login'],
  i18nKeys: Object.values(locales).flatMap((dict) => flatten(dict)),
  prompts: names(import.meta.glob('../../../../../screens/prompts/*.json')),
  forms: names(import.meta.glob('../../../../../screens/forms/*.json')),
  routes: app.routes.map((r) => r.name),
  screens: names(import.meta.glob('../../../../../screens/pages/*.json')),
  fragments: Object.entries(
    import.meta.glob<{ description?: string; params?: Record<string, { required?: boolean }> }>('../../../../../screens/fragments/*.json', {
      eager: true,
      import: 'default',
    }),
  ).map(([path, f]) => ({
    id: path.replace(/^.*\/([^/]+)\.json$/, '$1'),
    ...(f.description !== undefined ? { description: f.description } : {}),
    params: Object.fromEntries(Object.entries(f.params ?? {}).map(([name, p]) => [name, p.required === true])),
  })),
};
