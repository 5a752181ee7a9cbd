import { describe, expect, it } from 'vitest';
import { nodeAtPointer } from '@engine/studio/editor/nodeAtPointer';
import { DSL_VERSION } from '@core/dsl/version';

const doc = {
  dslVersion: DSL_VERSION,
  id: 'x',
  navbar: { right: [{ widget: 'Link', props: { text: 'Help' } }] },
  body: [
    { widget: 'Text', props: { text: { $t: 'a.b' } } },
    {
      widget: 'Stack',
      props: { gap: 'sm' },
      on: { click: [{ type: 'navigate', to: 'home' }] },
      children: [
        { widget: 'Button', props: { text: 'Go', color: 'primary' } },
        { widget: 'Card', children: [{ widget: 'Text', props: { text: 'deep' } }] },
        { notANode: true },
      ],
    },
    { widget: 'Row', props: { 'a/b~c': { widget: 'NotANode' } } },
  ],
};

const at = (pointer: string, d: unknown = doc) => {
  const found = nodeAtPointer(d, pointer);
  return found && { pointer: found.pointer, widget: found.node.widget };
};

describe('nodeAtPointer', () => {
  it('finds the node a pointer addresses', () => {
    expect(at('/body/0')).toEqual({ pointer: '/body/0', widget: 'Text' });
    expect(at('/body/1/children/1/children/0')).toEqual({ pointer: '/body/1/children/1/children/0', widget: 'Text' });
    expect(at('/navbar/right/0')).toEqual({ pointer: '/navbar/right/0', widget: 'Link' });
  });

  it('finds the innermost node around a pointer inside one', () => {
    expect(at('/body/0/props/text/$t')).toEqual({ pointer: '/body/0', widget: 'Text' });
    expect(at('/body/1/props/gap')).toEqual({ pointer: '/body/1', widget: 'Stack' });
    expect(at('/body/1/on/click/0/to')).toEqual({ pointer: '/body/1', widget: 'Stack' });
    expect(at('/body/1/children')).toEqual({ pointer: '/body/1', widget: 'Stack' });
    expect(at('/body/1/children/0/props/color')).toEqual({ pointer: '/body/1/children/0', widget: 'Button' });
    expect(at('/body/1/widget')).toEqual({ pointer: '/body/1', widget: 'Stack' });
    expect(at('/navbar/right/0/props/text')).toEqual({ pointer: '/navbar/right/0', widget: 'Link' });
  });

  it('stops at the last node when a child is not one or does not exist', () => {
    expect(at('/body/1/children/2/notANode')).toEqual({ pointer: '/body/1', widget: 'Stack' });
    expect(at('/body/1/children/9')).toEqual({ pointer: '/body/1', widget: 'Stack' });
    expect(at('/body/1/children/01')).toEqual({ pointer: '/body/1', widget: 'Stack' });
  });

  it('does not take an object with "widget" outside the node positions for a node', () => {
    expect(at('/body/2/props/a~1b~0c')).toEqual({ pointer: '/body/2', widget: 'Row' });
    expect(at('/body/2/props/a~1b~0c/widget')).toEqual({ pointer: '/body/2', widget: 'Row' });
    expect(at('/foo/0', { foo: [{ widget: 'Text' }] })).toBeNull();
    expect(at('/navbar/left/0', { navbar: { left: [{ widget: 'Text' }] } })).toBeNull();
    expect(at('/body/0', { body: { 0: { widget: 'Text' } } })).toBeNull();
  });

  it('gives null outside any node, and for what is not a pointer or a document', () => {
    expect(at('')).toBeNull();
    expect(at('/id')).toBeNull();
    expect(at('/body')).toBeNull();
    expect(at('/body/7')).toBeNull();
    expect(at('/navbar/right')).toBeNull();
    expect(at('body/0')).toBeNull();
    expect(at('/body/0', null)).toBeNull();
    expect(at('/body/0', [])).toBeNull();
    expect(at('/body/0', { body: [{ widget: 3 }] })).toBeNull();
    expect(at('/body/0', { body: [['Text']] })).toBeNull();
  });

  it('escapes the node pointer it gives, and reads own members only', () => {
    const odd = { body: [{ widget: 'Text' }] };
    expect(at('/body/0/props/~1x', odd)).toEqual({ pointer: '/body/0', widget: 'Text' });
    const inherited = Object.create({ body: [{ widget: 'Text' }] }) as object;
    expect(at('/body/0', inherited)).toBeNull();
  });
});
