import { describe, expect, it } from 'vitest';
import { argRefs } from '@core/fragments/argRefs';

describe('argRefs', () => {
  it('finds every $arg with its pointer, args passed on to nested uses included', () => {
    const node = { widget: 'Link', props: { text: { $arg: 'text' } }, children: [{ $use: 'x', args: { to: { $arg: 'to' } } }] };
    expect(argRefs(node, '/node')).toEqual([
      { name: 'text', pointer: '/node/props/text' },
      { name: 'to', pointer: '/node/children/0/args/to' },
    ]);
  });
  it('takes only an object that is exactly {$arg}', () => {
    expect(argRefs({ $arg: 'a', other: 1 })).toEqual([]);
  });
});
