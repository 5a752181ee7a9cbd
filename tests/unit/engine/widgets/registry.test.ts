import { describe, expect, it } from 'vitest';
import catalog from '@schemas/dsl/widgets.json';
import { formWidgets } from '@engine/forms/formWidgets';
import { widgetRegistry } from '@engine/widgets/registry';

describe('widget registry', () => {
  it('implements exactly the widgets of schemas/dsl/widgets.json', () => {
    expect(Object.keys(widgetRegistry).sort()).toEqual(Object.keys(catalog.widgets).sort());
  });

  it('implements exactly the form widgets of the catalog', () => {
    expect(Object.keys(formWidgets).sort()).toEqual([...catalog.formWidgets].sort());
  });

  it('registers components', () => {
    for (const component of [...Object.values(widgetRegistry), ...Object.values(formWidgets)]) expect(typeof component).toBe('function');
  });
});
