// One form's precompiled validator module: the schema with project formats expanded, compiled by
// @rjsf/validator-ajv8 into standalone validator code and turned into ESM. Pure (text in, text out):
// `npm run gen` writes the result under engine/generated/forms/, and the studio's form-module route
// compiles a draft's form the same way, so a preview validates exactly like the published app.
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { RJSFSchema } from '@rjsf/utils';
import { expandFormats } from '../format/expandFormats';
import { codeHeader } from '../codegen/generatedFile';
import { standaloneToEsm } from './standaloneToEsm';

export interface FormSource {
  id: string;
  /** Where the config came from, for headers and errors (repo-relative). */
  file: string;
  schema: object;
}

/** Standalone ESM validator code for one (unexpanded) form schema. */
export function compileFormModule(form: FormSource): { js: string; expanded: object } {
  const expanded = expandFormats(form.schema);
  // compileSchemaValidatorsCode's parser annotates what it is given; hand it a copy so the schema
  // we ship is exactly the one the engine will hash at run time.
  const cjs = compileSchemaValidatorsCode(structuredClone(expanded) as RJSFSchema, {
    // Project formats are already expanded; any other format would need ajv-formats at run time.
    ajvFormatOptions: false,
  });
  const { code } = standaloneToEsm(cjs, form.file);
  const js =
    codeHeader(`${form.file} via tools/gen/forms.ts`) +
    `// Precompiled with @rjsf/validator-ajv8; use with createPrecompiledValidator(validators, schema).\n` +
    `${code}\nexport const schema = ${JSON.stringify(expanded, null, 2)};\n`;
  return { js, expanded };
}
