// Fragment uses and fragments themselves: every use names a fragment that exists and passes the
// args it declares (the required ones, no others); every {"$arg"} in a fragment names one of its
// params; no fragment uses itself, directly or through others. What the expanded tree then holds
// (widgets, bindings, keys, endpoints) is checked by the other checks, on the expanded screens.

import { argRefs } from '../fragments/argRefs';
import { checkFragmentUses } from '../fragments/checkFragmentUses';
import { fragmentCycles } from '../fragments/fragmentCycles';
import { asObject, isObject } from './json';
import { fragmentFile, screenFile, type Bundle, type ValidationError } from './types';

export function checkFragments(bundle: Bundle): ValidationError[] {
  const errors: ValidationError[] = [];
  for (const [id, screen] of Object.entries(bundle.screens)) errors.push(...checkFragmentUses(screen, bundle.fragments, screenFile(id)));
  for (const [id, fragment] of Object.entries(bundle.fragments)) {
    if (!isObject(fragment)) continue;
    const file = fragmentFile(id);
    errors.push(...checkFragmentUses(fragment.node, bundle.fragments, file, '/node'));
    const params = Object.keys(asObject(fragment.params));
    for (const ref of argRefs(fragment.node, '/node')) {
      if (!params.includes(ref.name)) {
        errors.push({
          file,
          pointer: ref.pointer,
          message: `fragment ${id} has no param "${ref.name}" (params: ${params.join(', ') || 'none'})`,
        });
      }
    }
  }
  errors.push(...fragmentCycles(bundle.fragments));
  return errors;
}
