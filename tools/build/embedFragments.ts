import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { fragmentUses } from '../../core/fragments/fragmentUses';

/** The key a built page carries its fragments under (engine/app/withFragments.ts takes it off). */
export const EMBEDDED_FRAGMENTS = '$fragments';

const PAGE = /[\\/]screens[\\/]pages[\\/][^\\/]+\.json$/;

/**
 * Builds each screen's chunk with the fragments it uses, directly or through others: a screen
 * then renders from its own file, with no request per fragment after it (a chain that put the
 * home screen's banner, the largest paint, one step later). The page stays as written; the
 * fragments ride beside it and are expanded where every bundle is (withFragments), so a fragment
 * the studio publishes still replaces the built one.
 */
export function embedFragments(root: string): Plugin {
  const folder = path.join(root, 'screens', 'fragments');
  return {
    name: 'meridian:embed-fragments',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!PAGE.test(file)) return null;
      let page: Record<string, unknown>;
      try {
        page = JSON.parse(code) as Record<string, unknown>;
      } catch {
        // Already turned into a module by another build's JSON step (Storybook's): its screens load
        // their fragments at run time, as studio-published ones do.
        return null;
      }
      const fragments: Record<string, unknown> = {};
      let wave = fragmentUses(page).map((u) => u.id);
      while (wave.length > 0) {
        const next: string[] = [];
        for (const name of new Set(wave)) {
          if (name in fragments) continue;
          const source = path.join(folder, `${name}.json`);
          // A missing fragment is left to the runtime (npm run validate refuses it before a build ships).
          if (!fs.existsSync(source)) continue;
          this.addWatchFile(source);
          const fragment = JSON.parse(fs.readFileSync(source, 'utf8')) as { node?: unknown };
          fragments[name] = fragment;
          next.push(...fragmentUses(fragment.node).map((u) => u.id));
        }
        wave = next;
      }
      if (Object.keys(fragments).length === 0) return null;
      return { code: JSON.stringify({ ...page, [EMBEDDED_FRAGMENTS]: fragments }), map: null };
    },
  };
}
