import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateDoc, DslVersionError } from '@core/dsl/migrateDoc';
import { migrations } from '@core/dsl/migrations/index';
import type { DocKind, JsonObject } from '@core/dsl/types';
import { DSL_VERSION } from '@core/dsl/version';
import { dslValidators } from '@core/validate/dslSchemas';
import type { ValidateFunction } from 'ajv';

const FIXTURES = path.resolve(__dirname, '../../../../core/dsl/migrations/fixtures');
const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as JsonObject;

describe('DSL migrations', () => {
  it('are numbered one after another up to the current version, each with fixtures', () => {
    expect(migrations.map((m) => m.to)).toEqual(Array.from({ length: migrations.length }, (_, i) => i + 2));
    expect(migrations.at(-1)?.to).toBe(DSL_VERSION);
    for (const m of migrations) {
      const dir = path.join(FIXTURES, String(m.to).padStart(3, '0'));
      expect(fs.readdirSync(path.join(dir, 'before')).sort(), m.name).toEqual(fs.readdirSync(path.join(dir, 'after')).sort());
      expect(fs.readdirSync(path.join(dir, 'before')).length, m.name).toBeGreaterThan(0);
    }
  });

  for (const m of migrations) {
    const dir = path.join(FIXTURES, String(m.to).padStart(3, '0'));
    for (const name of fs.readdirSync(path.join(dir, 'before'))) {
      it(`${m.to} ${m.name}: ${name} migrates to its after fixture`, () => {
        const kind = name.split('-')[0] as DocKind;
        const before = read(path.join(dir, 'before', name));
        const { doc, applied } = migrateDoc(kind, before, migrations, m.to);
        expect(doc).toEqual(read(path.join(dir, 'after', name)));
        expect(applied).toEqual(migrations.filter((x) => x.to > ((before.dslVersion as number) ?? 1) && x.to <= m.to).map((x) => x.name));
        // Key order is kept, so a rewritten file diffs only where it changed.
        expect(Object.keys(doc)).toEqual(Object.keys(read(path.join(dir, 'after', name))));
      });
    }
  }

  // 005 changes no shape: the round trip 4 -> 5 -> 5 gives the same file, which the DSL 5 schemas
  // accept, and the file rewritten with the constructs 5 adds is refused by code that stops at 4.
  describe('5 repeat round trip', () => {
    const dir = path.join(FIXTURES, '005');
    const validators = dslValidators();
    for (const name of fs.readdirSync(path.join(dir, 'before'))) {
      it(`${name}: migrating its after fixture again changes nothing, and the schemas accept it`, () => {
        const kind = name.split('-')[0] as DocKind;
        const after = read(path.join(dir, 'after', name));
        expect(migrateDoc(kind, after, migrations, 5)).toEqual({ doc: after, from: 5, applied: [] });
        expect(migrateDoc(kind, migrateDoc(kind, read(path.join(dir, 'before', name)), migrations, 5).doc, migrations, 5).doc).toEqual(
          after,
        );
        const validate = { screen: validators.screen, fragment: validators.fragment, form: validators.form } as Record<
          string,
          ValidateFunction
        >;
        // The schemas are today's: the file as it is once brought to DSL_VERSION.
        const current = migrateDoc(kind, after).doc;
        expect(validate[kind]!(current), JSON.stringify(validate[kind]!.errors)).toBe(true);
      });
    }

    it('a DSL 5 file using repeat and bound paths is refused by code that stops at 4', () => {
      const repeated = {
        dslVersion: DSL_VERSION,
        id: 'localeForms',
        title: { $t: 'routes.x' },
        body: [
          {
            widget: 'Stack',
            repeat: { each: { $bind: 'app.locales' } },
            children: [{ widget: 'Form', props: { form: 'text', stateKey: ['contentDraft', { $bind: 'item' }] } }],
          },
        ],
      };
      expect(validators.screen(repeated), JSON.stringify(validators.screen.errors)).toBe(true);
      expect(migrateDoc('screen', repeated).applied).toEqual([]);
      expect(() => migrateDoc('screen', repeated, migrations, 4)).toThrow(DslVersionError);
    });
  });

  // 006 rewrites two old spellings exactly (role checks with admin, refusal toasts guarding the
  // later steps) and leaves every other file as it was: migrating its output again changes nothing,
  // today's schemas accept it, and code that stops at 5 refuses it.
  describe('6 rules-once round trip', () => {
    const dir = path.join(FIXTURES, '006');
    const validators = dslValidators();
    const validate = {
      screen: validators.screen,
      fragment: validators.fragment,
      form: validators.form,
      prompt: validators.prompt,
    } as Record<string, ValidateFunction>;
    for (const name of fs.readdirSync(path.join(dir, 'before'))) {
      it(`${name}: its after fixture migrates to itself, and the schemas accept it`, () => {
        const kind = name.split('-')[0] as DocKind;
        const after = read(path.join(dir, 'after', name));
        expect(migrateDoc(kind, after, migrations, 6)).toEqual({ doc: after, from: 6, applied: [] });
        expect(validate[kind]!(after), JSON.stringify(validate[kind]!.errors)).toBe(true);
        expect(() => migrateDoc(kind, after, migrations, 5)).toThrow(DslVersionError);
      });
    }

    it('rewrites the role checks of the staff roles only, and a refusal toast only where every later step is guarded by it', () => {
      const after = read(path.join(dir, 'after', 'screen-opsRoles.json'));
      const shown = (after.body as { visibleWhen: unknown }[]).map((n) => n.visibleWhen);
      expect(shown.slice(0, 4)).toEqual([
        { role: 'kyc_reviewer' },
        { role: 'support' },
        { role: 'admin' },
        { and: [{ $bind: 'data.list' }, { role: 'finance_reviewer' }] },
      ]);
      // data.list is no ops/me source, and a pair without admin is no role check: both kept.
      expect(JSON.stringify(shown.slice(4))).toContain('"in"');
      const refusals = JSON.stringify(read(path.join(dir, 'after', 'screen-refusals.json')));
      expect(refusals.match(/"type":"stop"/g)).toHaveLength(2);
      expect(refusals).not.toContain('"not":{"lt"');
      // The busy toast is followed by a navigate that does not depend on it: still a toast.
      expect(refusals).toContain('"text":"busy","icon":"fail"');
    });
  });

  it("are what the DSL schemas require: every file kind's dslVersion is DSL_VERSION", () => {
    const schemas = path.resolve(__dirname, '../../../../schemas/dsl');
    for (const file of ['app', 'screen', 'form', 'prompt']) {
      const schema = read(path.join(schemas, `${file}.schema.json`)) as { properties: { dslVersion: { const: number } } };
      expect(schema.properties.dslVersion.const, file).toBe(DSL_VERSION);
    }
  });

  it('leaves a current file alone and refuses one newer than the code', () => {
    const current = { dslVersion: DSL_VERSION, id: 'x', title: { $t: 'a' }, body: [] };
    expect(migrateDoc('screen', current)).toEqual({ doc: current, from: DSL_VERSION, applied: [] });
    expect(() => migrateDoc('screen', { ...current, dslVersion: DSL_VERSION + 1 })).toThrow(DslVersionError);
  });

  it('brings every file of the repository to the current version', () => {
    const root = path.resolve(__dirname, '../../../../screens');
    const kinds: Record<string, DocKind> = { pages: 'screen', forms: 'form', prompts: 'prompt', fragments: 'fragment' };
    expect(read(path.join(root, 'app.json')).dslVersion).toBe(DSL_VERSION);
    for (const [folder, kind] of Object.entries(kinds)) {
      for (const name of fs.readdirSync(path.join(root, folder))) {
        expect(migrateDoc(kind, read(path.join(root, folder, name))).applied, `${folder}/${name}`).toEqual([]);
      }
    }
  });
});
