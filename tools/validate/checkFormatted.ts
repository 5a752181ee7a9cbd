// screens/ is written by one formatter (core/json/formatJson) whoever writes it: screens:migrate,
// the studio, screens:export. A file edited by hand in another layout would make the next tool
// write rewrite all of it, burying the real change in the diff; so validate refuses it and
// `npm run screens:migrate` fixes it.

import fs from 'node:fs';
import path from 'node:path';
import { formatJson } from '@core/json/formatJson';
import type { ValidationError } from '@core/validate/types';

/** Every screens/**.json file under root whose text is not its formatted self (unreadable JSON is loadBundle's to report). */
export function checkFormatted(root: string): ValidationError[] {
  const errors: ValidationError[] = [];
  const walk = (rel: string) => {
    const abs = path.join(root, rel);
    if (!fs.existsSync(abs)) return;
    for (const entry of fs.readdirSync(abs, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (entry.name.endsWith('.json')) {
        const text = fs.readFileSync(path.join(root, child), 'utf8');
        let doc: unknown;
        try {
          doc = JSON.parse(text);
        } catch {
          continue;
        }
        if (formatJson(doc) !== text)
          errors.push({ file: child, pointer: '', message: 'not in the JSON layout of the project (run npm run screens:migrate)' });
      }
    }
  };
  walk('screens');
  return errors;
}
