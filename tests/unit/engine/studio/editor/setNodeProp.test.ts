import { describe, expect, it } from 'vitest';
import { formatJson } from '@core/json/formatJson';
import { setNodeProp } from '@engine/studio/editor/setNodeProp';
import { DSL_VERSION } from '@core/dsl/version';

const screen = {
  dslVersion: DSL_VERSION,
  id: 'x',
  body: [
    { widget: 'Button', props: { text: 'Go', color: 'primary' }, on: { click: [] } },
    { widget: 'Stack', id: 'main', children: [{ widget: 'Text', visibleWhen: { truthy: { $bind: 'data.x' } } }] },
  ],
};
const text = formatJson(screen);
const parse = (t: string | null) => JSON.parse(t!) as typeof screen & Record<string, unknown>;

describe('setNodeProp', () => {
  it('sets a prop and writes the file as the bundle does', () => {
    const next = setNodeProp(text, '/body/0', 'color', 'danger');
    expect(next).toBe(text.replace('"color": "primary"', '"color": "danger"'));
    expect(next!.endsWith('}\n')).toBe(true);
  });

  it('adds a prop after the others', () => {
    const next = parse(setNodeProp(text, '/body/0', 'block', true));
    expect(next.body[0]!.props).toEqual({ text: 'Go', color: 'primary', block: true });
    expect(Object.keys(next.body[0]!.props!)).toEqual(['text', 'color', 'block']);
  });

  it('removes a prop given undefined, and drops props left empty', () => {
    const once = setNodeProp(text, '/body/0', 'color', undefined);
    expect(parse(once).body[0]!.props).toEqual({ text: 'Go' });
    const twice = parse(setNodeProp(once!, '/body/0', 'text', undefined));
    expect(twice.body[0]).toEqual({ widget: 'Button', on: { click: [] } });
    expect(Object.keys(twice.body[0]!)).toEqual(['widget', 'on']);
  });

  it('removing a prop the node lacks changes nothing but the layout', () => {
    expect(setNodeProp(text, '/body/0', 'size', undefined)).toBe(text);
    expect(setNodeProp('{"body":[{"widget":"Text"}]}', '/body/0', 'text', undefined)).toBe('{"body": [{"widget": "Text"}]}\n');
  });

  it('adds "props" after "widget", or after an "id" that follows it', () => {
    const inner = parse(setNodeProp(text, '/body/1/children/0', 'text', 'Hi')).body[1]!.children![0]!;
    expect(Object.keys(inner)).toEqual(['widget', 'props', 'visibleWhen']);
    expect(inner).toEqual({ widget: 'Text', props: { text: 'Hi' }, visibleWhen: { truthy: { $bind: 'data.x' } } });
    const stack = parse(setNodeProp(text, '/body/1', 'gap', 'lg')).body[1]!;
    expect(Object.keys(stack)).toEqual(['widget', 'id', 'props', 'children']);
    const idFirst = parse(setNodeProp('{"body":[{"id":"a","widget":"Text","on":{}}]}', '/body/0', 'text', 'x')).body[0]!;
    expect(Object.keys(idFirst)).toEqual(['id', 'widget', 'props', 'on']);
  });

  it('writes any JSON value, numbers and null included', () => {
    const next = parse(setNodeProp(text, '/body/0', 'size', 0));
    expect(next.body[0]!.props).toMatchObject({ size: 0 });
    expect(parse(setNodeProp(text, '/body/0', 'x', null)).body[0]!.props).toMatchObject({ x: null });
    expect(parse(setNodeProp(text, '/body/0', 'text', { $t: 'a.b' })).body[0]!.props).toMatchObject({ text: { $t: 'a.b' } });
  });

  it('reformats a file written otherwise, keeping its content', () => {
    const compact = JSON.stringify(screen);
    const next = setNodeProp(compact, '/body/0', 'color', 'danger');
    expect(next).toBe(text.replace('"primary"', '"danger"'));
  });

  it('keeps a member named "__proto__" a member, and never touches the prototype', () => {
    const odd = '{"body":[{"widget":"Text","props":{"__proto__":{"polluted":true}}}]}';
    const next = setNodeProp(odd, '/body/0', '__proto__', 'x');
    expect(next).toContain('"__proto__": "x"');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const added = setNodeProp('{"body":[{"widget":"Text"}]}', '/body/0', '__proto__', 1);
    expect(added).toContain('"__proto__": 1');
  });

  it('escaped pointers address nodes anywhere', () => {
    const next = setNodeProp('{"a/b":{"~":{"widget":"Text"}}}', '/a~1b/~0', 'text', 'x');
    expect(JSON.parse(next!)).toEqual({ 'a/b': { '~': { widget: 'Text', props: { text: 'x' } } } });
  });

  it('gives null for text that is not JSON or a pointer that is not a node', () => {
    expect(setNodeProp('{"body": [', '/body/0', 'text', 'x')).toBeNull();
    expect(setNodeProp('', '/body/0', 'text', 'x')).toBeNull();
    expect(setNodeProp(text, '/body/5', 'text', 'x')).toBeNull();
    expect(setNodeProp(text, '/body', 'text', 'x')).toBeNull();
    expect(setNodeProp(text, '/id', 'text', 'x')).toBeNull();
    expect(setNodeProp(text, 'body/0', 'text', 'x')).toBeNull();
    expect(setNodeProp('{"body":[{"widget":1}]}', '/body/0', 'text', 'x')).toBeNull();
    expect(setNodeProp('{"body":[{"widget":"Text","props":[]}]}', '/body/0', 'text', 'x')).toBeNull();
    expect(setNodeProp('{"body":[{"widget":"Text","props":"x"}]}', '/body/0', 'text', 'x')).toBeNull();
  });
});
