// The CLI's line format, `<file> <json-pointer> <reason>`; a whole-file error shows pointer `/`.

import type { ValidationError } from './types';

export function formatErrors(errors: ValidationError[], prefix = ''): string[] {
  return errors.map((e) => `${prefix}${e.file} ${e.pointer || '/'} ${e.message}`);
}
