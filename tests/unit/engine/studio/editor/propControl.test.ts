import { describe, expect, it } from 'vitest';
import { enumKey, propControl } from '@engine/studio/editor/propControl';
import widgets from '@schemas/dsl/widgets.json';

describe('propControl', () => {
  it('makes an enum a select, whatever its type says', () => {
    expect(propControl({ enum: ['primary', 'default', 'danger'] })).toEqual({ kind: 'select', options: ['primary', 'default', 'danger'] });
    expect(propControl({ type: 'integer', enum: [1, 2] })).toEqual({ kind: 'select', options: [1, 2] });
    expect(propControl({ enum: ['a', null, true] })).toEqual({ kind: 'select', options: ['a', null, true] });
  });

  it('leaves an enum of objects or an empty one to the JSON', () => {
    expect(propControl({ enum: [{ a: 1 }, 'b'] })).toEqual({ kind: 'json' });
    expect(propControl({ enum: [] })).toEqual({ kind: 'json' });
  });

  it('makes a boolean a checkbox, with its default', () => {
    expect(propControl({ type: 'boolean' })).toEqual({ kind: 'checkbox' });
    expect(propControl({ type: 'boolean', default: true })).toEqual({ kind: 'checkbox', defaultValue: true });
  });

  it('makes integers and numbers a number field with their bounds', () => {
    expect(propControl({ type: 'integer', minimum: 16, maximum: 400 })).toEqual({
      kind: 'number',
      integer: true,
      minimum: 16,
      maximum: 400,
    });
    expect(propControl({ type: 'number' })).toEqual({ kind: 'number', integer: false, minimum: undefined, maximum: undefined });
    expect(propControl({ type: ['integer', 'number'], minimum: '1' })).toEqual({
      kind: 'number',
      integer: false,
      minimum: undefined,
      maximum: undefined,
    });
  });

  it('makes strings, and strings or numbers, a text field with their constraints', () => {
    expect(propControl({ type: 'string', pattern: '^[A-Za-z0-9_]+$' })).toEqual({
      kind: 'text',
      numeric: false,
      pattern: '^[A-Za-z0-9_]+$',
      minLength: undefined,
      maxLength: undefined,
    });
    expect(propControl({ type: 'string', minLength: 1, maxLength: 40 })).toMatchObject({ kind: 'text', minLength: 1, maxLength: 40 });
    expect(propControl({ type: ['string', 'number'] })).toMatchObject({ kind: 'text', numeric: true });
    expect(propControl({ type: 'string', maxLength: -1 })).toMatchObject({ maxLength: undefined });
  });

  it('leaves arrays, objects, mixed and untyped schemas to the JSON', () => {
    for (const schema of [
      { type: 'array' },
      { type: 'object' },
      {},
      { type: ['string', 'boolean'] },
      { type: ['string', 'null'] },
      { type: [] },
      null,
      'string',
      [],
    ]) {
      expect(propControl(schema)).toEqual({ kind: 'json' });
    }
  });

  it('gives every prop of the real catalog a control', () => {
    const kinds = new Set<string>();
    for (const spec of Object.values(widgets.widgets)) for (const schema of Object.values(spec.props)) kinds.add(propControl(schema).kind);
    expect([...kinds].sort()).toEqual(['checkbox', 'json', 'number', 'select', 'text']);
    expect(propControl(widgets.widgets.Image.props.size)).toEqual({ kind: 'number', integer: true, minimum: 16, maximum: 400 });
    expect(propControl(widgets.widgets.Text.props.text)).toMatchObject({ kind: 'text', numeric: true });
    expect(propControl(widgets.widgets.Tabs.props.default)).toMatchObject({ kind: 'text', numeric: false });
  });

  it('keys enum values for a select: strings as they are, others as JSON', () => {
    expect(['a', 1, true, null].map(enumKey)).toEqual(['a', '1', 'true', 'null']);
  });
});
