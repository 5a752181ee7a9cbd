import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { generateForms, readFormSources } from '@tools/gen/forms';
import { standaloneToEsm } from '@core/forms/standaloneToEsm';

const formsDir = path.join(import.meta.dirname, 'fixtures/bundle/screens/forms');
let outDir: string;
let files: ReturnType<typeof generateForms>;

beforeAll(() => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-forms-'));
  files = generateForms(readFormSources(formsDir, process.cwd()), { outDir: 'out' });
  for (const file of files) fs.writeFileSync(path.join(outDir, path.basename(file.path)), file.content);
});
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

async function loadForm(id: string): Promise<{ validators: ValidatorFunctions; schema: RJSFSchema }> {
  return (await import(pathToFileURL(path.join(outDir, `${id}.js`)).href)) as { validators: ValidatorFunctions; schema: RJSFSchema };
}

describe('generated form validators', () => {
  it('emits plain ESM with no CommonJS and no code compilation', () => {
    const js = files.find((f) => f.path === 'out/login.js')?.content ?? '';
    expect(js).toContain('export const validators');
    expect(js).toContain('export const schema');
    expect(js).toContain("from './_runtime.js'");
    expect(js).not.toMatch(/\brequire\s*\(/);
    expect(js).not.toMatch(/\bexports\[/);
    expect(js).not.toMatch(/new Function|\beval\(/);
  });

  it('writes the expanded schema, a typed module, the runtime and a lazy index', () => {
    const paths = files.map((f) => f.path).sort();
    expect(paths).toEqual(['out/_runtime.js', 'out/index.ts', 'out/login.d.ts', 'out/login.js', 'out/login.schema.json']);
    const schema = JSON.parse(files.find((f) => f.path === 'out/login.schema.json')?.content ?? '{}');
    expect(schema.properties.code).toEqual({ type: 'string', pattern: '^[0-9]{4}$' });
    expect(files.find((f) => f.path === 'out/index.ts')?.content).toContain(`"login": () => import('./login.js')`);
  });

  it('validates good and bad data through createPrecompiledValidator', async () => {
    const { validators, schema } = await loadForm('login');
    expect(schema).toEqual(JSON.parse(fs.readFileSync(path.join(outDir, 'login.schema.json'), 'utf8')));
    const validator = createPrecompiledValidator(validators, schema);

    const good = { account: 'a@b.co', password: 'secret123', code: '1234', amount: '10.5', kind: 'email' };
    expect(validator.validateFormData(good, schema).errors).toEqual([]);
    expect(validator.isValid(schema, good, schema)).toBe(true);

    const bad = { account: 'nope', password: 'short1', code: '12345', amount: '1.234', kind: 'fax' };
    const { errors } = validator.validateFormData(bad, schema);
    const byField = errors.map((e) => `${e.property} ${e.name}`).sort();
    expect(byField).toEqual(['.account pattern', '.amount pattern', '.code pattern', '.kind enum', '.password minLength']);

    const missing = validator
      .validateFormData({}, schema)
      .errors.map((e) => `${e.property} ${e.name}`)
      .sort();
    expect(missing).toEqual(['account required', 'code required', 'password required']);
  });

  it('counts length in code points (the runtime twin of ajv ucs2length)', async () => {
    const { validators, schema } = await loadForm('login');
    const validator = createPrecompiledValidator(validators, schema);
    // 7 emoji and a digit = 15 UTF-16 units but 8 characters: valid under minLength 8, maxLength 32.
    const ok = { account: 'a@b.co', password: `${'😀'.repeat(7)}1`, code: '1234' };
    expect(validator.validateFormData(ok, schema).errors).toEqual([]);
    const tooLong = { ...ok, password: `${'😀'.repeat(32)}1` };
    expect(validator.validateFormData(tooLong, schema).errors.map((e) => e.name)).toEqual(['maxLength']);
  });
});

describe('standaloneToEsm', () => {
  it('rejects a runtime helper it cannot map, so no require reaches the browser', () => {
    const cjs =
      '"use strict";\nexports["x1"] = validate10;\nconst func0 = require("ajv/dist/runtime/uri").default;\nfunction validate10(){return true;}\n';
    expect(() => standaloneToEsm(cjs, 'f.json')).toThrow(/ajv\/dist\/runtime\/uri/);
  });

  it('maps equal to the runtime twin', () => {
    const cjs =
      '"use strict";\nexports.abc = validate10;\nconst func0 = require("ajv/dist/runtime/equal").default;\nfunction validate10(){return true;}\n';
    const { code, keys } = standaloneToEsm(cjs, 'f.json');
    expect(keys).toEqual(['abc']);
    expect(code).toContain("import { equal } from './_runtime.js';");
    expect(code).toContain('const func0 = equal;');
    expect(code).toContain('"abc": validate10,');
  });
});
