import { forms as compiledForms } from '../generated/forms/index';
import type { FormSpec, PromptSpec, ScreenSpec } from '../runtime/dsl';
import type { BundleLoaders } from '../context/Engine';
import { loadStaffEndpoints } from './catalogue';

// One lazy chunk per file: a screen's JSON arrives only when its route opens. Staff files (ops*)
// are looked up in a chunk of their own (staffBundleLoaders.ts).
const pages = import.meta.glob<ScreenSpec>(['../../screens/pages/*.json', '!../../screens/pages/ops*.json'], { import: 'default' });
const prompts = import.meta.glob<PromptSpec>('../../screens/prompts/*.json', { import: 'default' });
const forms = import.meta.glob<FormSpec>(['../../screens/forms/*.json', '!../../screens/forms/ops*.json'], { import: 'default' });
const fragments = () => import('./fragmentFiles').then((m) => m.fragmentFiles);
// The staff files come with the operations calls: a staff screen's actions look their endpoint up at once.
const staff = async () => (await Promise.all([import('./staffBundleLoaders'), loadStaffEndpoints()]))[0];

function byId<T>(
  files: Record<string, () => Promise<T>>,
  folder: string,
  staffFiles?: () => Promise<Record<string, () => Promise<T>>>,
): (id: string) => Promise<T | undefined> {
  return async (id) => {
    const key = `../../screens/${folder}/${id}.json`;
    const load = staffFiles && id.startsWith('ops') ? (await staffFiles())[key] : files[key];
    return load ? load() : undefined;
  };
}

/** The app's own bundle, as built into dist/. */
export const bundleLoaders: BundleLoaders = {
  // A built screen carries the fragments it uses (tools/build/embedFragments.ts): the fragment
  // loaders below serve only screens the studio published since.
  screen: byId(pages, 'pages', async () => (await staff()).staffPages),
  prompt: byId(prompts, 'prompts'),
  form: byId(forms, 'forms', async () => (await staff()).staffForms),
  fragment: async (id) => byId(await fragments(), 'fragments')(id),
  compiledForm: async (id) => (Object.prototype.hasOwnProperty.call(compiledForms, id) ? compiledForms[id]?.() : undefined),
};
