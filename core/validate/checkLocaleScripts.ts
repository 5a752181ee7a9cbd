// Each locale's dictionary must read as its language (core/i18n/localeScript.ts): a whole area
// translated into a neighbour (Turkish for tk, Indonesian for idn) is otherwise invisible to every
// other check, since the keys all match.

import { localeScriptProblem } from '../i18n/localeScript';
import { localeFile, type Bundle, type ValidationError } from './types';

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}

export function checkLocaleScripts(bundle: Bundle): ValidationError[] {
  return Object.entries(bundle.locales).flatMap(([code, dictionary]) => {
    const problem = localeScriptProblem(code, strings(dictionary));
    return problem ? [{ file: localeFile(code), pointer: '/', message: problem }] : [];
  });
}
