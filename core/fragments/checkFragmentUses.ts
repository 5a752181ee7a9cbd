import { fragmentUses } from './fragmentUses';
import { isJsonObject } from '../json/isJsonObject';
import { jsonPointer } from '../json/jsonPointer';
import type { ExpansionProblem, FragmentDoc } from './types';

/**
 * The uses written in one file, against the fragments there are: the fragment exists, every
 * required param is passed, nothing is passed that the fragment does not declare.
 */
export function checkFragmentUses(value: unknown, fragments: Record<string, unknown>, file: string, at = ''): ExpansionProblem[] {
  const problems: ExpansionProblem[] = [];
  for (const use of fragmentUses(value, at)) {
    const fragment = Object.prototype.hasOwnProperty.call(fragments, use.id) ? fragments[use.id] : undefined;
    if (!isJsonObject(fragment)) {
      const known = Object.keys(fragments).sort().join(', ') || 'none';
      problems.push({ file, pointer: jsonPointer(use.pointer, '$use'), message: `unknown fragment ${use.id} (fragments: ${known})` });
      continue;
    }
    const params = isJsonObject((fragment as FragmentDoc).params) ? (fragment as FragmentDoc).params! : {};
    const args = isJsonObject(use.args) ? use.args : {};
    for (const [name, param] of Object.entries(params)) {
      if (isJsonObject(param) && param.required === true && !(name in args)) {
        problems.push({ file, pointer: use.pointer, message: `fragment ${use.id} needs the arg "${name}"` });
      }
    }
    for (const name of Object.keys(args)) {
      if (!(name in params)) {
        const declared = Object.keys(params).join(', ') || 'none';
        problems.push({
          file,
          pointer: jsonPointer(use.pointer, 'args', name),
          message: `fragment ${use.id} takes no arg "${name}" (params: ${declared})`,
        });
      }
    }
  }
  return problems;
}
