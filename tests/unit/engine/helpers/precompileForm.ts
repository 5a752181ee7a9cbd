import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { createRequire } from 'node:module';
import vm from 'node:vm';
import { expandFormats } from '@core/format/expandFormats';
import type { PrecompiledForm } from '@engine/generated/forms/index';

/**
 * What `npm run gen` does for a form, done in the test: expand the project formats, precompile
 * the validators with @rjsf/validator-ajv8, and load the standalone (CommonJS) code as a module.
 * The engine under test then runs the same createPrecompiledValidator path as the app.
 */
export function precompileForm(schema: object): PrecompiledForm {
  const expanded = expandFormats(schema) as RJSFSchema;
  const code = compileSchemaValidatorsCode(structuredClone(expanded), { ajvFormatOptions: false });
  const module = { exports: {} as ValidatorFunctions };
  const load = vm.runInThisContext(`(function (require, module, exports) {\n${code}\n})`) as (
    r: NodeJS.Require,
    m: typeof module,
    e: object,
  ) => void;
  load(createRequire(import.meta.url), module, module.exports);
  return { validators: module.exports, schema: expanded };
}
