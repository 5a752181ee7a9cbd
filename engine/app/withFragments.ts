import { expandFragments } from '@core/fragments/expandFragments';
import { fragmentUses } from '@core/fragments/fragmentUses';
import type { FragmentSpec, ScreenSpec } from '../runtime/dsl';
import { loadFeeFormatters, usesFeeFormat } from '../runtime/format/createFormatters';
import type { BundleLoaders } from '../context/Engine';

/** The key a built page carries its fragments under (tools/build/embedFragments.ts). */
const EMBEDDED = '$fragments';

/**
 * Every fragment a document uses, directly or through others, loaded (a missing one is left out).
 * The copies built into the page are used unless the served bundle changed that fragment.
 */
async function loadFragments(
  loaders: BundleLoaders,
  doc: unknown,
  built: Record<string, FragmentSpec> = {},
): Promise<Record<string, unknown>> {
  const loaded: Record<string, unknown> = {};
  const asked = new Set<string>();
  let wave = fragmentUses(doc).map((u) => u.id);
  // One wave per level of nesting: the fragments of a level are fetched together.
  while (wave.length > 0) {
    const ids = [...new Set(wave)].filter((id) => !asked.has(id));
    ids.forEach((id) => asked.add(id));
    const files = await Promise.all(
      ids.map((id) => (Object.hasOwn(built, id) && !loaders.fragmentOverridden?.(id) ? built[id] : loaders.fragment(id))),
    );
    wave = [];
    files.forEach((file: FragmentSpec | undefined, i: number) => {
      if (file === undefined) return;
      loaded[ids[i]!] = file;
      wave.push(...fragmentUses(file.node).map((u) => u.id));
    });
  }
  return loaded;
}

/**
 * The loaders with each screen's fragment uses expanded as it loads, so everything past this point
 * (ScreenView, NodeView, data sources) sees a screen as if it were written out. A use that cannot
 * expand (`npm run validate` and the publish gate refuse those) stays and renders nothing, like an
 * unknown widget.
 */
export function withFragments(loaders: BundleLoaders): BundleLoaders {
  return {
    ...loaders,
    async screen(id) {
      const file = await loaders.screen(id);
      if (file === undefined) return undefined;
      const { [EMBEDDED]: built, ...screen } = file as ScreenSpec & { [EMBEDDED]?: Record<string, FragmentSpec> };
      const fragments = await loadFragments(loaders, screen, built);
      const doc =
        Object.keys(fragments).length === 0 ? screen : expandFragments<ScreenSpec>(screen, fragments, `screens/pages/${id}.json`).doc;
      // The fee formatters are a chunk of their own (decimal.js, createFormatters.ts): a screen
      // that shows a fee waits for it, under the loading state it shows while its file loads.
      if (usesFeeFormat(doc)) await loadFeeFormatters();
      return doc;
    },
  };
}
