// Reads the catalogue folder (schemas/api) from disk and hands it to core's buildCatalogue, which
// holds every rule; this file is the only part that touches the file system.
import fs from 'node:fs';
import path from 'node:path';
import { buildCatalogue, NOT_GROUP_FILES, type Catalogue } from '@core/catalogue/buildCatalogue';

export interface LoadOptions {
  /** Defaults to <dir>/catalogue.schema.json. */
  schemaFile?: string;
  /** Defaults to <dir>/defs.json. */
  defsFile?: string;
}

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;

export function loadCatalogue(dir = 'schemas/api', options: LoadOptions = {}): Catalogue {
  const groups = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !NOT_GROUP_FILES.has(name))
    .map((file) => ({ file, text: fs.readFileSync(path.join(dir, file), 'utf8') }));
  return buildCatalogue({
    dir,
    schema: readJson(options.schemaFile ?? path.join(dir, 'catalogue.schema.json')),
    defs: readJson(options.defsFile ?? path.join(dir, 'defs.json')),
    groups,
  });
}
