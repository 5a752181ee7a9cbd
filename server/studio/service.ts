import fs from 'node:fs';
import path from 'node:path';
import type { Catalogue } from '@core/catalogue/buildCatalogue';
import type { WidgetCatalog } from '@core/validate/types';
import type { GateContext } from './gate';
import { hashText } from './blobs';
import type { FileMap } from './versions';

/** What the studio's handlers share: the built-in bundle, the gate's vocabulary, the DSL schemas. */
export interface StudioService {
  /** path -> hash of the screens built into the app (the repository's): overrides are relative to it. */
  builtin: FileMap;
  builtinTexts: Map<string, string>;
  gate: GateContext & { catalogue: Catalogue };
  /** schemas/dsl/*.schema.json by file name, for the editor's completion. */
  schemas: Record<string, object>;
}

export function createStudioService(repoRoot: string, repo: Map<string, string>, catalogue: Catalogue): StudioService {
  const dsl = path.join(repoRoot, 'schemas/dsl');
  const schemas: Record<string, object> = {};
  for (const name of fs
    .readdirSync(dsl)
    .filter((n) => n.endsWith('.schema.json'))
    .sort()) {
    schemas[name] = JSON.parse(fs.readFileSync(path.join(dsl, name), 'utf8')) as object;
  }
  const widgets = JSON.parse(fs.readFileSync(path.join(dsl, 'widgets.json'), 'utf8')) as WidgetCatalog;
  return {
    builtin: Object.fromEntries([...repo].map(([p, text]) => [p, hashText(text)])),
    builtinTexts: repo,
    gate: { catalogue, widgets },
    schemas,
  };
}
