import { describe, expect, it } from 'vitest';
import { isBindingValue } from '@engine/studio/editor/isBindingValue';
import { propFields } from '@engine/studio/editor/propFields';
import type { WidgetSpec } from '@engine/studio/editor/types';
import widgets from '@schemas/dsl/widgets.json';

const button = widgets.widgets.Button as WidgetSpec;
const image = widgets.widgets.Image as WidgetSpec;

describe('propFields', () => {
  it('gives a field per catalog prop, in catalog order, with what the node sets', () => {
    const fields = propFields(button, { text: 'Go', color: 'danger' });
    expect(fields.map((f) => f.name)).toEqual(['text', 'color', 'fill', 'block', 'size', 'disabled']);
    expect(fields[0]).toEqual({ name: 'text', required: true, control: { kind: 'text', numeric: false }, present: true, value: 'Go' });
    expect(fields[1]).toMatchObject({ name: 'color', required: false, present: true, value: 'danger', control: { kind: 'select' } });
    expect(fields[3]).toEqual({ name: 'block', required: false, control: { kind: 'checkbox' }, present: false, value: undefined });
    expect(fields.some((f) => f.readOnly)).toBe(false);
  });

  it('carries the descriptions', () => {
    const fields = propFields(image, {});
    expect(fields.find((f) => f.name === 'width')?.description).toMatch(/^Wide images/);
    expect(fields.find((f) => f.name === 'src')?.description).toBeUndefined();
  });

  it('shows bindings, arrays and objects read-only', () => {
    const fields = propFields(button, {
      text: { $t: 'home.go' },
      color: { $if: { truthy: { $bind: 'x' } }, then: 'danger' },
      size: ['small'],
      fill: { a: 1 },
    });
    expect(fields.find((f) => f.name === 'text')?.readOnly).toBe('binding');
    expect(fields.find((f) => f.name === 'color')?.readOnly).toBe('binding');
    expect(fields.find((f) => f.name === 'size')?.readOnly).toBe('structured');
    expect(fields.find((f) => f.name === 'fill')?.readOnly).toBe('structured');
  });

  it('shows a literal of the wrong type read-only, but a select keeps a value its enum lacks', () => {
    const fields = propFields(button, { text: 3, block: 'yes', color: 'purple' });
    expect(fields.find((f) => f.name === 'text')?.readOnly).toBe('mismatch');
    expect(fields.find((f) => f.name === 'block')?.readOnly).toBe('mismatch');
    expect(fields.find((f) => f.name === 'color')?.readOnly).toBeUndefined();
    const sized = propFields(image, { size: '40' });
    expect(sized.find((f) => f.name === 'size')?.readOnly).toBe('mismatch');
    const text = propFields(widgets.widgets.Text as WidgetSpec, { text: 2 });
    expect(text.find((f) => f.name === 'text')?.readOnly).toBeUndefined();
    const tabs = propFields(widgets.widgets.Tabs as WidgetSpec, { default: 2, items: [] });
    expect(tabs.find((f) => f.name === 'default')?.readOnly).toBe('mismatch');
    expect(tabs.find((f) => f.name === 'items')).toMatchObject({ readOnly: 'structured', required: true, control: { kind: 'json' } });
  });

  it('marks schemas without a control unsupported, set or not', () => {
    const form = propFields(widgets.widgets.Form as WidgetSpec, {});
    expect(form.find((f) => f.name === 'choices')).toMatchObject({ present: false, readOnly: 'unsupported' });
    const preview = propFields(widgets.widgets.PhonePreview as WidgetSpec, { revision: 'r1' });
    expect(preview.find((f) => f.name === 'revision')).toMatchObject({ present: true, value: 'r1', readOnly: 'unsupported' });
  });

  it('adds props the catalog does not know, read-only, after the others', () => {
    const fields = propFields(button, { text: 'Go', colour: 'red', constructor: 1 });
    expect(fields.slice(-2)).toEqual([
      { name: 'colour', required: false, control: { kind: 'json' }, present: true, value: 'red', readOnly: 'unknown' },
      { name: 'constructor', required: false, control: { kind: 'json' }, present: true, value: 1, readOnly: 'unknown' },
    ]);
  });

  it('takes props that are not an object for none', () => {
    for (const props of [undefined, null, [], 'x']) expect(propFields(button, props).every((f) => !f.present)).toBe(true);
  });

  it('reads a widget without required props', () => {
    expect(propFields(widgets.widgets.Stack as WidgetSpec, { gap: 'sm' }).every((f) => !f.required)).toBe(true);
    expect(propFields(widgets.widgets.TabBar as WidgetSpec, {})).toEqual([]);
  });
});

describe('isBindingValue', () => {
  it('knows the value operators', () => {
    for (const v of [{ $t: 'a.b' }, { $bind: 'x' }, { $if: {}, then: 1 }, { $fmt: 'date', value: 1 }, { $concat: [] }])
      expect(isBindingValue(v)).toBe(true);
    for (const v of [{ t: 'a' }, { $other: 1 }, ['$t'], '$t', null, 3]) expect(isBindingValue(v)).toBe(false);
  });
});
