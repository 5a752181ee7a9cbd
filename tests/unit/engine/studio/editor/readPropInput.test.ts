import { describe, expect, it } from 'vitest';
import type { EditableControl } from '@engine/studio/editor/propControl';
import { readPropInput } from '@engine/studio/editor/readPropInput';

const size: EditableControl = { kind: 'number', integer: true, minimum: 16, maximum: 400 };
const ratio: EditableControl = { kind: 'number', integer: false };
const stateKey: EditableControl = { kind: 'text', numeric: false, pattern: '^[A-Za-z0-9_]+$' };
const label: EditableControl = { kind: 'text', numeric: false, minLength: 2, maxLength: 5 };
const key: EditableControl = { kind: 'text', numeric: true };
const color: EditableControl = { kind: 'select', options: ['primary', 'danger'] };
const mixed: EditableControl = { kind: 'select', options: ['1', 1, true, null] };

describe('readPropInput', () => {
  it('reads numbers within their bounds', () => {
    expect(readPropInput(size, '40', false)).toEqual({ ok: true, value: 40 });
    expect(readPropInput(size, ' 16 ', false)).toEqual({ ok: true, value: 16 });
    expect(readPropInput(size, '400', false)).toEqual({ ok: true, value: 400 });
    expect(readPropInput(size, '1e2', false)).toEqual({ ok: true, value: 100 });
    expect(readPropInput(size, '16.', false)).toEqual({ ok: true, value: 16 });
    expect(readPropInput(ratio, '-.5', false)).toEqual({ ok: true, value: -0.5 });
  });

  it('rejects numbers out of bounds, fractions for integers, and what is no number', () => {
    expect(readPropInput(size, '15', false)).toEqual({ ok: false, error: { code: 'minimum', limit: 16 } });
    expect(readPropInput(size, '401', false)).toEqual({ ok: false, error: { code: 'maximum', limit: 400 } });
    expect(readPropInput(size, '40.5', false)).toEqual({ ok: false, error: { code: 'integer' } });
    for (const bad of ['abc', '0x10', '1e999', '--1', '1,5', 'Infinity', '-'])
      expect(readPropInput(size, bad, false)).toEqual({ ok: false, error: { code: 'number' } });
  });

  it('empties a field: removes the prop, unless it is required', () => {
    expect(readPropInput(size, '', false)).toEqual({ ok: true, value: undefined });
    expect(readPropInput(size, '  ', false)).toEqual({ ok: true, value: undefined });
    expect(readPropInput(size, '', true)).toEqual({ ok: false, error: { code: 'required' } });
    expect(readPropInput(stateKey, '', false)).toEqual({ ok: true, value: undefined });
    expect(readPropInput(stateKey, '', true)).toEqual({ ok: false, error: { code: 'required' } });
    expect(readPropInput(color, '', false)).toEqual({ ok: true, value: undefined });
    expect(readPropInput(color, '', true)).toEqual({ ok: false, error: { code: 'required' } });
  });

  it('checks a text against its pattern and lengths', () => {
    expect(readPropInput(stateKey, 'studio_1', true)).toEqual({ ok: true, value: 'studio_1' });
    expect(readPropInput(stateKey, 'studio edit', true)).toEqual({ ok: false, error: { code: 'pattern', pattern: '^[A-Za-z0-9_]+$' } });
    expect(readPropInput(label, 'a', false)).toEqual({ ok: false, error: { code: 'minLength', limit: 2 } });
    expect(readPropInput(label, 'abcdef', false)).toEqual({ ok: false, error: { code: 'maxLength', limit: 5 } });
    // Lengths count characters, not UTF-16 units.
    expect(readPropInput(label, '😀😀😀', false)).toEqual({ ok: true, value: '😀😀😀' });
    // Spaces are a text, not an empty field.
    expect(readPropInput({ kind: 'text', numeric: false }, '  ', false)).toEqual({ ok: true, value: '  ' });
  });

  it('ignores a pattern that does not compile rather than reject everything', () => {
    expect(readPropInput({ kind: 'text', numeric: false, pattern: '(' }, 'x', false)).toEqual({ ok: true, value: 'x' });
  });

  it('keeps a string-or-number prop a number while it was one and the text is a plain number', () => {
    expect(readPropInput(key, '3', false, 2)).toEqual({ ok: true, value: 3 });
    expect(readPropInput(key, '3', false, 'two')).toEqual({ ok: true, value: '3' });
    expect(readPropInput(key, '3', false)).toEqual({ ok: true, value: '3' });
    expect(readPropInput(key, '03', false, 2)).toEqual({ ok: true, value: '03' });
    expect(readPropInput(key, 'tab', false, 2)).toEqual({ ok: true, value: 'tab' });
  });

  it('reads a checkbox: checked writes true, unchecked removes the prop unless needed', () => {
    expect(readPropInput({ kind: 'checkbox' }, true, false)).toEqual({ ok: true, value: true });
    expect(readPropInput({ kind: 'checkbox' }, false, false)).toEqual({ ok: true, value: undefined });
    expect(readPropInput({ kind: 'checkbox' }, false, true)).toEqual({ ok: true, value: false });
    expect(readPropInput({ kind: 'checkbox', defaultValue: true }, false, false)).toEqual({ ok: true, value: false });
  });

  it('reads a select option back to its enum value', () => {
    expect(readPropInput(color, 'danger', false)).toEqual({ ok: true, value: 'danger' });
    expect(readPropInput(mixed, '1', false)).toEqual({ ok: true, value: '1' });
    expect(readPropInput({ kind: 'select', options: [1, true, null] }, '1', false)).toEqual({ ok: true, value: 1 });
    expect(readPropInput(mixed, 'true', false)).toEqual({ ok: true, value: true });
    expect(readPropInput(mixed, 'null', false)).toEqual({ ok: true, value: null });
    // The node's own value, though the enum lacks it.
    expect(readPropInput(color, '7', false, 7)).toEqual({ ok: true, value: 7 });
    expect(readPropInput(color, 'purple', false, 'purple')).toEqual({ ok: true, value: 'purple' });
  });
});
