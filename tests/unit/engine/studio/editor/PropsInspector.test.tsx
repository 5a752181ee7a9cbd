import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PropsInspector, type PropsInspectorProps } from '@engine/studio/editor/PropsInspector';
import { formatJson } from '@core/json/formatJson';
import type { EditorVocabulary } from '@engine/studio/editor/types';
import en from '@locales/en/staff.json';
import ko from '@locales/ko/staff.json';
import widgets from '@schemas/dsl/widgets.json';
import { DSL_VERSION } from '@core/dsl/version';

const catalog = widgets as EditorVocabulary['widgets'];

/** engine.t over the English staff texts; a missing key fails the test. */
function t(key: string, args?: Record<string, unknown>): string {
  let found: unknown = en;
  for (const part of key.split('.')) found = (found as Record<string, unknown> | undefined)?.[part];
  if (typeof found !== 'string') throw new Error(`no text for ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(args?.[name]));
}

const doc = {
  dslVersion: DSL_VERSION,
  id: 'demo',
  title: { $t: 'demo.title' },
  body: [
    { widget: 'Button', props: { text: 'Go', color: 'primary' }, on: { click: [] } },
    { widget: 'Image', props: { src: { $bind: 'data.user.avatar' }, size: 40 } },
    {
      widget: 'Tabs',
      props: {
        stateKey: 'tab',
        items: [
          { key: 'a', title: 'A' },
          { key: 'b', title: 'B' },
        ],
        colour: 'red',
      },
    },
    { widget: 'Sparkle', props: { x: 1 } },
    { widget: 'TabBar' },
  ],
};
const text = formatJson(doc);

function renderInspector(props: Partial<PropsInspectorProps> = {}) {
  const onChange = vi.fn<(text: string) => void>();
  const all: PropsInspectorProps = { text, pointer: '/body/0/props/color', kind: 'screen', widgets: catalog, onChange, t, ...props };
  const view = render(<PropsInspector {...all} />);
  return { ...view, onChange, rerender: (more: Partial<PropsInspectorProps>) => view.rerender(<PropsInspector {...all} {...more} />) };
}

const field = <T extends HTMLElement = HTMLInputElement>(name: string) => screen.getByLabelText<T>(name);
const written = (onChange: ReturnType<typeof vi.fn>) => JSON.parse(onChange.mock.lastCall![0] as string) as typeof doc;

describe('PropsInspector', () => {
  it("shows a Button node's fields from the catalog", () => {
    const { container } = renderInspector();
    const panel = screen.getByRole('complementary', { name: 'Props' });
    expect(within(panel).getByText('Button')).toBeTruthy();
    expect(within(panel).getByText('/body/0')).toBeTruthy();
    expect(within(panel).getByText(catalog.widgets.Button!.description!)).toBeTruthy();
    expect([...container.querySelectorAll('label')].map((l) => l.textContent)).toEqual([
      'text',
      'color',
      'fill',
      'block',
      'size',
      'disabled',
    ]);
    expect(field('text').value).toBe('Go');
    expect(field('text').required).toBe(true);
    expect(field('text').closest('.mer-studio-props-field')?.querySelector('.mer-studio-props-required')?.textContent).toBe('required');
    expect(field('color').closest('.mer-studio-props-field')?.querySelector('.mer-studio-props-required')).toBeNull();
    const color = field<HTMLSelectElement>('color');
    expect(color.tagName).toBe('SELECT');
    expect(color.value).toBe('primary');
    expect([...color.options].map((o) => o.textContent)).toEqual(['(not set)', 'primary', 'default', 'danger']);
    expect(field<HTMLSelectElement>('fill').value).toBe('');
    expect(field('block').type).toBe('checkbox');
    expect(field('block').checked).toBe(false);
  });

  it('changing color calls back with the new text', () => {
    const { onChange } = renderInspector();
    fireEvent.change(field('color'), { target: { value: 'danger' } });
    expect(onChange).toHaveBeenCalledExactlyOnceWith(text.replace('"color": "primary"', '"color": "danger"'));
  });

  it('removes a prop set back to "(not set)", and adds one', () => {
    const { onChange } = renderInspector();
    fireEvent.change(field('color'), { target: { value: '' } });
    expect(written(onChange).body[0]!.props).toEqual({ text: 'Go' });
    fireEvent.click(field('block'));
    expect(written(onChange).body[0]!.props).toEqual({ text: 'Go', color: 'primary', block: true });
    fireEvent.change(field('size'), { target: { value: 'large' } });
    expect(written(onChange).body[0]!.props).toEqual({ text: 'Go', color: 'primary', size: 'large' });
  });

  it('writes typed text, and shows an emptied required field inline without writing', () => {
    const { onChange } = renderInspector();
    fireEvent.change(field('text'), { target: { value: 'Go on' } });
    expect(written(onChange).body[0]!.props!.text).toBe('Go on');
    onChange.mockClear();
    fireEvent.change(field('text'), { target: { value: '' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Required: it cannot be empty.');
    expect(field('text').getAttribute('aria-invalid')).toBe('true');
    expect(field('text').value).toBe('');
  });

  it('checks numbers against the bounds: out of range is shown, not written', () => {
    const { onChange } = renderInspector({ pointer: '/body/1/props/size' });
    const size = field('size');
    expect(size.type).toBe('number');
    expect(size.value).toBe('40');
    expect([size.min, size.max, size.step]).toEqual(['16', '400', '1']);
    fireEvent.change(size, { target: { value: '500' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Must be at most 400.');
    expect(field('size').value).toBe('500');
    fireEvent.change(size, { target: { value: '120' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(written(onChange).body[1]!.props!.size).toBe(120);
  });

  it('shows bindings read-only as compact JSON, to be edited in the JSON', () => {
    const { onChange } = renderInspector({ pointer: '/body/1' });
    const src = field('src');
    expect(src.readOnly).toBe(true);
    expect(src.value).toBe('{"$bind":"data.user.avatar"}');
    expect(document.getElementById(src.getAttribute('aria-describedby')!)?.textContent).toBe('edit in JSON');
    fireEvent.change(src, { target: { value: 'x' } });
    expect(onChange).not.toHaveBeenCalled();
    const help = (catalog.widgets.Image!.props.width as { description: string }).description;
    expect(document.getElementById(field('width').getAttribute('aria-describedby')!)?.textContent).toBe(help);
    expect(field('private').closest('.mer-studio-props-field')?.querySelector('label')?.title).toMatch(/uploaded file/);
  });

  it('checks a pattern, and shows arrays and props the catalog lacks read-only', () => {
    const { onChange } = renderInspector({ pointer: '/body/2/props/items/0/key' });
    expect(field('items').value).toBe('[{"key":"a","title":"A"},{"key":"b","title":"B"}]');
    expect(field('items').readOnly).toBe(true);
    expect(field('colour').value).toBe('"red"');
    expect(field('colour').closest('.mer-studio-props-field')?.textContent).toContain('not in the catalog · edit in JSON');
    fireEvent.change(field('stateKey'), { target: { value: 'tab key' } });
    expect(screen.getByRole('alert').textContent).toBe('Does not match the pattern ^[A-Za-z0-9_]+$.');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(field('stateKey'), { target: { value: 'tabKey' } });
    expect(written(onChange).body[2]!.props!.stateKey).toBe('tabKey');
  });

  it('keeps what is typed while the text stays, and follows the text when it changes', () => {
    const { rerender } = renderInspector({ pointer: '/body/1' });
    fireEvent.change(field('size'), { target: { value: '5' } });
    rerender({ pointer: '/body/1/props' });
    expect(field('size').value).toBe('5');
    rerender({ text: text.replace('"size": 40', '"size": 64') });
    expect(field('size').value).toBe('64');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('explains what it cannot show', () => {
    const { rerender, container } = renderInspector({ pointer: '/title' });
    expect(screen.getByText('Put the cursor in a widget to edit its props here.')).toBeTruthy();
    rerender({ text: '{"body": [' });
    expect(screen.getByText('The JSON has an error. Fix it to edit props here.')).toBeTruthy();
    rerender({ pointer: '/body/3' });
    expect(screen.getByText('Sparkle is not in the widget catalog.')).toBeTruthy();
    expect(field('x').readOnly).toBe(true);
    rerender({ pointer: '/body/4' });
    expect(screen.getByText('This widget has no props.')).toBeTruthy();
    rerender({ widgets: undefined, pointer: '/body/4' });
    expect(screen.getByText('The widget catalog is not loaded yet.')).toBeTruthy();
    for (const kind of ['form', 'prompt', 'app', 'locale'] as const) {
      rerender({ kind, pointer: '/body/0' });
      expect(container.innerHTML).toBe('');
    }
  });

  it('disables the fields of a read-only file', () => {
    renderInspector({ readOnly: true });
    expect(field<HTMLSelectElement>('color').disabled).toBe(true);
    expect(field('text').disabled).toBe(true);
    expect(field('block').disabled).toBe(true);
  });

  it('has every label in English and Korean', () => {
    const keys = (dict: unknown, prefix = ''): string[] =>
      Object.entries(dict as Record<string, unknown>).flatMap(([k, v]) =>
        typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
      );
    expect(keys(ko.ops.studio.props)).toEqual(keys(en.ops.studio.props));
    expect(keys(en.ops.studio.props)).toContain('error.pattern');
  });
});
