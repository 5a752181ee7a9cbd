import { describe, expect, it } from 'vitest';
import { expandFragments } from '@core/fragments/expandFragments';
import { originOf } from '@core/fragments/originOf';

const header = {
  params: { text: { required: true }, to: { required: true }, query: {} },
  node: {
    widget: 'Row',
    children: [
      { widget: 'Text', props: { text: { $t: 'ops.signedInAs' } } },
      {
        widget: 'Link',
        props: { text: { $t: { $arg: 'text' } } },
        on: { click: [{ type: 'navigate', to: { $arg: 'to' }, query: { $arg: 'query' } }] },
      },
    ],
  },
};

describe('expandFragments', () => {
  it('replaces a use by the fragment node with its args, dropping an optional arg not passed', () => {
    const screen = { id: 's', body: [{ $use: 'header', args: { text: 'ops.home.back', to: 'opsHome' } }, { widget: 'Text' }] };
    const { doc, problems } = expandFragments(screen, { header }, 'screens/pages/s.json');
    expect(problems).toEqual([]);
    expect(doc.body[0]).toEqual({
      widget: 'Row',
      children: [
        { widget: 'Text', props: { text: { $t: 'ops.signedInAs' } } },
        { widget: 'Link', props: { text: { $t: 'ops.home.back' } }, on: { click: [{ type: 'navigate', to: 'opsHome' }] } },
      ],
    });
    expect(doc.body[1]).toEqual({ widget: 'Text' });
    // The input is not touched.
    expect(screen.body[0]).toHaveProperty('$use', 'header');
  });

  it('expands nested uses, passing args on, and maps every expanded place back to where it was written', () => {
    const back = { params: { text: { required: true } }, node: { $use: 'header', args: { text: { $arg: 'text' }, to: 'opsHome' } } };
    const screen = { body: [{ widget: 'Stack', children: [{ $use: 'back', args: { text: 'ops.home.back' } }] }] };
    const { doc, origins, problems } = expandFragments(screen, { header, back }, 'screens/pages/s.json');
    expect(problems).toEqual([]);
    expect(doc.body[0]!.children[0]).toMatchObject({ widget: 'Row', children: [{}, { props: { text: { $t: 'ops.home.back' } } }] });
    const at = (p: string) => originOf(origins, p, 'screens/pages/s.json');
    expect(at('/body/0/props')).toEqual({ file: 'screens/pages/s.json', pointer: '/body/0/props' });
    expect(at('/body/0/children/0/children/0/props/text')).toEqual({
      file: 'screens/fragments/header.json',
      pointer: '/node/children/0/props/text',
    });
    expect(at('/body/0/children/0/children/1/props/text/$t')).toEqual({
      file: 'screens/pages/s.json',
      pointer: '/body/0/children/0/args/text',
    });
    expect(at('/body/0/children/0/children/1/on/click/0/to')).toEqual({ file: 'screens/fragments/back.json', pointer: '/node/args/to' });
  });

  it('maps list items after a dropped one to their written index', () => {
    const list = { params: { first: {} }, node: { widget: 'Stack', children: [{ $arg: 'first' }, { widget: 'Text' }] } };
    const { doc, origins } = expandFragments({ body: [{ $use: 'list' }] }, { list }, 'f');
    expect(doc.body[0]).toEqual({ widget: 'Stack', children: [{ widget: 'Text' }] });
    expect(originOf(origins, '/body/0/children/0/props', 'f')).toEqual({
      file: 'screens/fragments/list.json',
      pointer: '/node/children/1/props',
    });
  });

  it('leaves an unknown fragment and a loop as written, and says where', () => {
    const loop = { node: { widget: 'Stack', children: [{ $use: 'loop' }] } };
    const { doc, problems } = expandFragments({ body: [{ $use: 'nope' }, { $use: 'loop' }] }, { loop }, 'screens/pages/s.json');
    expect(doc.body[0]).toEqual({ $use: 'nope' });
    expect(doc.body[1]).toEqual({ widget: 'Stack', children: [{ $use: 'loop' }] });
    expect(problems).toEqual([
      { file: 'screens/pages/s.json', pointer: '/body/0', message: 'unknown fragment nope' },
      { file: 'screens/fragments/loop.json', pointer: '/node/children/0', message: 'fragment loop uses itself: loop -> loop' },
    ]);
  });

  it('leaves $arg alone outside a fragment and returns the document unchanged when it uses none', () => {
    const screen = { body: [{ widget: 'Text', props: { text: { $arg: 'x' } } }] };
    const { doc, origins } = expandFragments(screen, {}, 'f');
    expect(doc).toEqual(screen);
    expect(origins).toEqual([]);
  });
});
