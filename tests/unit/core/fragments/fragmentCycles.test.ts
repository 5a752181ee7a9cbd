import { describe, expect, it } from 'vitest';
import { fragmentCycles } from '@core/fragments/fragmentCycles';

describe('fragmentCycles', () => {
  it('reports a fragment that uses itself directly or through others, in its own file', () => {
    const fragments = {
      self: { node: { widget: 'Stack', children: [{ $use: 'self' }] } },
      a: { node: { $use: 'b' } },
      b: { node: { widget: 'Stack', children: [{ $use: 'c' }, { $use: 'a' }] } },
      c: { node: { widget: 'Text' } },
    };
    expect(fragmentCycles(fragments)).toEqual([
      { file: 'screens/fragments/a.json', pointer: '/node', message: 'fragment a uses itself: a -> b -> a' },
      { file: 'screens/fragments/b.json', pointer: '/node/children/1', message: 'fragment b uses itself: b -> a -> b' },
      { file: 'screens/fragments/self.json', pointer: '/node/children/0', message: 'fragment self uses itself: self -> self' },
    ]);
  });
  it('finds none among fragments that only nest', () => {
    expect(fragmentCycles({ a: { node: { $use: 'b' } }, b: { node: {} } })).toEqual([]);
  });
});
