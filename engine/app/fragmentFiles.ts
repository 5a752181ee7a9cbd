import type { FragmentSpec } from '../runtime/dsl';

// The fragments' loaders: a chunk of their own (bundleLoaders.ts), so the first download does not
// carry a lookup entry for each of the bundle's 100-odd fragments. Built screens carry their
// fragments (tools/build/embedFragments.ts); this serves screens the studio published since.
export const fragmentFiles = import.meta.glob<FragmentSpec>('../../screens/fragments/*.json', { import: 'default' });
