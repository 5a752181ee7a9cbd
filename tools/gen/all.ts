// The list of generators `npm run gen` runs, with the folders each one owns (files there that no
// generator produces any more are orphans: --check reports them and gen deletes them).

import path from 'node:path';
import { loadCatalogue } from '@server/catalogue/loadCatalogue';
import { generateApiTypes, generateEndpointTables } from './api';
import { generateDslTypes } from './dsl';
import { generateOpenApi } from './openapi';
import { generateWidgetProps, widgetsFileOf } from './widgetProps';
import { generateMessageKeys } from './messageKeys';
import { generateEndpointIndex } from './endpoints';
import { handlerSources } from '@server/handlers';
import type { GeneratedFile } from '@core/codegen/generatedFile';
import { FORMS_OUT_DIR, generateForms, readFormSources } from './forms';
import { byCodeUnit } from './sort';

export interface Generation {
  files: GeneratedFile[];
  ownedDirs: string[];
}

export async function generateAll(root: string): Promise<Generation> {
  const catalogue = loadCatalogue(path.join(root, 'schemas/api'));
  const files: GeneratedFile[] = [
    await generateApiTypes(catalogue),
    ...generateEndpointTables(catalogue),
    generateOpenApi(catalogue, '1.0.9'),
    generateEndpointIndex(
      catalogue,
      handlerSources.map((s) => ({ file: s.file, ids: Object.keys(s.map) })),
    ),
    await generateDslTypes(path.join(root, 'schemas/dsl')),
    generateWidgetProps(widgetsFileOf(root)),
    generateMessageKeys(path.join(root, 'locales/en/server.json')),
    ...generateForms(readFormSources(path.join(root, 'screens/forms'), root)),
  ];
  files.sort((a, b) => byCodeUnit(a.path, b.path));
  return { files, ownedDirs: [FORMS_OUT_DIR] };
}
