// npm run validate [-- <bundle-root>]
// Validates the bundle under <bundle-root> (default: the repository: screens/, locales/) against
// the DSL schemas, the widget catalog (schemas/dsl/widgets.json) and the endpoint catalogue
// (schemas/api), and that every file under screens/ is in the project's JSON layout. Prints one line per error, `<file> <json-pointer> <reason>` (a pointer of `/`
// means the whole file), then a summary; exits 1 if there is any error.

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CatalogueError } from '@core/catalogue/buildCatalogue';
import { loadCatalogue } from '@server/catalogue/loadCatalogue';
import { checkFormatted } from './checkFormatted';
import { loadBundle, loadWidgetCatalog } from './loadBundle';
import { formatErrors } from '@core/validate/format';
import { compareErrors, validateBundle } from '@core/validate/validateBundle';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function main(): number {
  const arg = process.argv.slice(2).find((a) => !a.startsWith('-'));
  const root = path.resolve(arg ?? REPO);
  const prefix = path.relative(process.cwd(), root);
  const shown = prefix === '' ? '' : `${prefix}/`;

  let catalogue;
  try {
    catalogue = loadCatalogue(path.join(REPO, 'schemas/api'));
  } catch (error) {
    if (!(error instanceof CatalogueError)) throw error;
    for (const p of error.problems) console.log(`schemas/api/${p}`);
    console.log(`validate: the API catalogue has ${error.problems.length} problem(s); fix it first`);
    return 1;
  }
  const widgets = loadWidgetCatalog(path.join(REPO, 'schemas/dsl/widgets.json'));
  const { bundle, problems } = loadBundle(root);
  const errors = [...problems, ...checkFormatted(root), ...validateBundle(bundle, catalogue, widgets)].sort(compareErrors);

  for (const line of formatErrors(errors, shown)) console.log(line);
  const counts = `${Object.keys(bundle.screens).length} screens, ${Object.keys(bundle.forms).length} forms, ${Object.keys(bundle.prompts).length} prompts, ${Object.keys(bundle.fragments).length} fragments, ${Object.keys(bundle.tests ?? {}).length} fixture tests, ${Object.keys(bundle.locales).length} locales`;
  if (errors.length > 0) {
    const files = new Set(errors.map((e) => e.file)).size;
    console.log(`validate: ${errors.length} error(s) in ${files} file(s) (${counts})`);
    return 1;
  }
  console.log(`validate: OK (${counts}, ${catalogue.endpoints.length} endpoints)`);
  return 0;
}

process.exitCode = main();
