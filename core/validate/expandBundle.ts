// The bundle as the engine runs it: every screen with its fragment uses expanded. The checks run on
// this, so a fragment is held to every rule a screen is (with each using screen's data sources in
// scope), and their errors are then pointed back at the file where the text was written.

import { expandFragments } from '../fragments/expandFragments';
import { fragmentUses } from '../fragments/fragmentUses';
import { originOf } from '../fragments/originOf';
import type { OriginEntry } from '../fragments/types';
import { screenFile, type Bundle, type ValidationError } from './types';

export interface ExpandedBundle {
  bundle: Bundle;
  /** Ids of the screens that use fragments (the others are the very same objects as before). */
  expandedScreens: string[];
  /** Maps an error found in the expanded bundle to where it was written (unchanged outside fragments). */
  locate(error: ValidationError): ValidationError;
}

export function expandBundle(bundle: Bundle): ExpandedBundle {
  const screens: Record<string, unknown> = {};
  const origins = new Map<string, OriginEntry[]>();
  for (const [id, screen] of Object.entries(bundle.screens)) {
    // Most screens use none: they are taken as they are, not copied (the publish gate runs this
    // on every check).
    if (fragmentUses(screen).length === 0) {
      screens[id] = screen;
      continue;
    }
    const file = screenFile(id);
    const expansion = expandFragments(screen, bundle.fragments, file);
    screens[id] = expansion.doc;
    if (expansion.origins.length > 0) origins.set(file, expansion.origins);
  }
  return {
    bundle: { ...bundle, screens },
    expandedScreens: Object.keys(bundle.screens).filter((id) => screens[id] !== bundle.screens[id]),
    locate(error) {
      const entries = origins.get(error.file);
      if (!entries) return error;
      const at = originOf(entries, error.pointer, error.file);
      // Inside a fragment the same text may be right for one screen and wrong for another (its data
      // sources differ), so the error says which screen it was found through.
      const via = at.file === error.file ? '' : ` (in ${error.file.replace(/^screens\/pages\/|\.json$/g, '')})`;
      return { file: at.file, pointer: at.pointer, message: `${error.message}${via}` };
    },
  };
}
