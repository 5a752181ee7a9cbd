// Precompiled form validators: for each screens/forms/<id>.json, the form's schema with project
// formats expanded (core/format/expandFormats.ts) is compiled by @rjsf/validator-ajv8 into
// standalone validator code at build time. The browser then validates with plain functions: no
// schema compiler in the bundle, nothing that needs 'unsafe-eval' under the app's CSP.
//
// Output per form, under engine/generated/forms/:
//   <id>.js           ESM: `export const validators` (rjsf hash -> validate fn), `export const schema`
//   <id>.d.ts         types of the above
//   <id>.schema.json  the expanded schema (for people and tools; the module carries the same object)
// plus _runtime.js (ajv's run-time helpers as ESM) and index.ts (a lazy loader per form id).

import fs from 'node:fs';
import path from 'node:path';
import { codeHeader, type GeneratedFile } from '@core/codegen/generatedFile';
import { compileFormModule, type FormSource } from '@core/forms/compileFormModule';
import { RUNTIME_FILE, RUNTIME_SOURCE } from '@core/forms/formRuntime';

export type { FormSource };

export const FORMS_OUT_DIR = 'engine/generated/forms';

// Names the output folder already uses for its own files.
const RESERVED_IDS = new Set(['index', '_runtime']);

export function readFormSources(formsDir: string, root: string): FormSource[] {
  if (!fs.existsSync(formsDir)) return [];
  return fs
    .readdirSync(formsDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const full = path.join(formsDir, name);
      const file = path.relative(root, full).split(path.sep).join('/');
      const config = JSON.parse(fs.readFileSync(full, 'utf8')) as { id?: unknown; schema?: unknown };
      const id = name.slice(0, -'.json'.length);
      if (typeof config.schema !== 'object' || config.schema === null) {
        throw new Error(`${file}: a form needs a "schema" object`);
      }
      return { id, file, schema: config.schema };
    });
}

const MODULE_DTS = `import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';

export declare const validators: ValidatorFunctions;
export declare const schema: RJSFSchema;
`;

function indexSource(ids: string[], sourceLabel: string): string {
  const entries = ids.map((id) => `  ${JSON.stringify(id)}: () => import('./${id}.js'),`).join('\n');
  return (
    codeHeader(`${sourceLabel} via tools/gen/forms.ts`) +
    `// One dynamic import per form, so each form's validators are their own chunk.
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';

export interface PrecompiledForm {
  /** rjsf schema hash -> precompiled validate function. */
  validators: ValidatorFunctions;
  /** The expanded schema: pass it to rjsf as the form's schema and to createPrecompiledValidator. */
  schema: RJSFSchema;
}

export const forms: Record<string, () => Promise<PrecompiledForm>> = {
${entries}
};
`
  );
}

export function generateForms(
  sources: FormSource[],
  { outDir = FORMS_OUT_DIR, sourceLabel = 'screens/forms/*.json' }: { outDir?: string; sourceLabel?: string } = {},
): GeneratedFile[] {
  const files: GeneratedFile[] = [];
  for (const form of sources) {
    if (RESERVED_IDS.has(form.id)) throw new Error(`${form.file}: form id "${form.id}" is reserved by the generator`);
    const { js, expanded } = compileFormModule(form);
    files.push({ path: `${outDir}/${form.id}.js`, content: js });
    files.push({ path: `${outDir}/${form.id}.d.ts`, content: codeHeader(`${form.file} via tools/gen/forms.ts`) + MODULE_DTS });
    files.push({ path: `${outDir}/${form.id}.schema.json`, content: `${JSON.stringify(expanded, null, 2)}\n` });
  }
  files.push({ path: `${outDir}/${RUNTIME_FILE}`, content: codeHeader('core/forms/formRuntime.ts') + RUNTIME_SOURCE });
  files.push({
    path: `${outDir}/index.ts`,
    content: indexSource(
      sources.map((s) => s.id),
      sourceLabel,
    ),
  });
  return files;
}
