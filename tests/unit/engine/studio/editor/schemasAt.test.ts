import { describe, expect, it } from 'vitest';
import { actionNames } from '@engine/studio/editor/actionNames';
import { resolveRef } from '@engine/studio/editor/resolveRef';
import { schemasAt } from '@engine/studio/editor/schemasAt';
import { vocabulary } from './realVocabulary';

const at = (segments: string[], doc: unknown, narrowLast = true) =>
  schemasAt(vocabulary.schemas, 'screen.schema.json', segments, doc, narrowLast).map((l) => `${l.file}#${l.path}`);

describe('resolveRef', () => {
  it('resolves refs to other files, to their definitions and to the same file', () => {
    expect(resolveRef(vocabulary.schemas, 'screen.schema.json', 'node.schema.json')).toMatchObject({ file: 'node.schema.json', path: '' });
    expect(resolveRef(vocabulary.schemas, 'action.schema.json', 'value.schema.json#/definitions/path')).toMatchObject({
      file: 'value.schema.json',
      path: '/definitions/path',
    });
    expect(resolveRef(vocabulary.schemas, 'action.schema.json', '#/definitions/api')?.schema).toHaveProperty('required', [
      'type',
      'endpoint',
    ]);
    expect(resolveRef(vocabulary.schemas, 'action.schema.json', '#')).toMatchObject({ file: 'action.schema.json', path: '' });
  });

  it('gives null for what it does not know', () => {
    expect(resolveRef(vocabulary.schemas, 'x.json', 'https://example.com/s.json')).toBeNull();
    expect(resolveRef(vocabulary.schemas, 'action.schema.json', '#/definitions/nope')).toBeNull();
  });
});

describe('schemasAt', () => {
  const doc = { body: [{ widget: 'Button', on: { click: [{ type: 'navigate', to: 'x' }] } }] };

  it('walks members and items through $refs across files', () => {
    expect(at(['body', '0'], doc)).toEqual(['node.schema.json#']);
    expect(at(['body', '0', 'on', 'click', '0', 'to'], doc)).toEqual(['action.schema.json#/definitions/routeRef']);
  });

  it('narrows a union by the document, or keeps every branch when asked', () => {
    expect(at(['body', '0', 'on', 'click', '0'], doc)).toEqual(['action.schema.json#/definitions/navigate']);
    expect(at(['body', '0', 'on', 'click', '0'], doc, false)).toHaveLength(18);
  });

  it('keeps every branch when none fits a half-typed value', () => {
    const typing = { body: [{ widget: 'Button', on: { click: [{ type: 'nav' }] } }] };
    expect(at(['body', '0', 'on', 'click', '0'], typing)).toHaveLength(18);
  });

  it('is empty where no schema applies', () => {
    expect(at(['nope'], {})).toEqual([]);
    expect(schemasAt(vocabulary.schemas, 'missing.json', [], {})).toEqual([]);
  });
});

describe('actionNames', () => {
  it("reads the action names from the action schema's branches", () => {
    expect(actionNames(vocabulary.schemas)).toEqual({ key: 'type', names: expect.arrayContaining(['api', 'navigate', 'guard', 'copy']) });
    expect(actionNames(vocabulary.schemas)?.names).toHaveLength(18);
  });

  it('finds an "action" discriminator and tolerates having none', () => {
    const schemas = {
      'a.json': {
        oneOf: [{ properties: { action: { const: 'go' } } }, { $ref: '#/definitions/stop' }],
        definitions: { stop: { properties: { action: { const: 'stop' } } } },
      },
    };
    expect(actionNames(schemas)).toEqual({ key: 'action', names: ['go', 'stop'] });
    expect(actionNames({ 'b.json': { type: 'object' } })).toBeNull();
  });
});
