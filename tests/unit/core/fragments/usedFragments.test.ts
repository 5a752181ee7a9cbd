import { describe, expect, it } from 'vitest';
import { usedFragments } from '@core/fragments/usedFragments';

describe('usedFragments', () => {
  it('follows uses through fragments, once each, loops and unknown ids included', () => {
    const fragments = {
      a: { node: { $use: 'b' } },
      b: { node: { widget: 'Stack', children: [{ $use: 'a' }, { $use: 'zz' }] } },
      c: { node: {} },
    };
    expect(usedFragments({ body: [{ $use: 'a' }] }, fragments)).toEqual(['a', 'b', 'zz']);
    expect(usedFragments({ body: [] }, fragments)).toEqual([]);
  });
});
