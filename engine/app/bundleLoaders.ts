import { forms as compiledForms } from '../generated/forms/index';
import type { FormSpec, FragmentSpec, PromptSpec, ScreenSpec } from '../runtime/dsl';
import type { BundleLoaders } from './Engine';

// One lazy chunk per file: a screen's JSON arrives only when its route opens.
const pages = import.meta.glob<ScreenSpec>('../../screens/pages/*.json', { import: 'default' });
const prompts = import.meta.glob<PromptSpec>('../../screens/prompts/*.json', { import: 'default' });
const forms = import.meta.glob<FormSpec>('../../screens/forms/*.json', { import: 'default' });
const fragments = import.meta.glob<FragmentSpec>('../../screens/fragments/*.json', { import: 'default' });

function byId<T>(files: Record<string, () => Promise<T>>, folder: string): (id: string) => Promise<T | undefined> {
  return async (id) => {
    const load = files[`../../screens/${folder}/${id}.json`];
    return load ? load() : undefined;
  };
}

/** The app's own bundle, as built into dist/. */
export const bundleLoaders: BundleLoaders = {
  screen: byId(pages, 'pages'),
  prompt: byId(prompts, 'prompts'),
  form: byId(forms, 'forms'),
  fragment: byId(fragments, 'fragments'),
  compiledForm: async (id) => (Object.prototype.hasOwnProperty.call(compiledForms, id) ? compiledForms[id]?.() : undefined),
};
