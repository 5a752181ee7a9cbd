import { describe, expect, it } from 'vitest';
import { fragmentUses } from '@core/fragments/fragmentUses';

describe('fragmentUses', () => {
  it('lists the uses written in a value, those in args too, in document order', () => {
    const doc = { body: [{ widget: 'Stack', children: [{ $use: 'a', args: { link: { $use: 'b' } } }] }, { $use: 'c' }] };
    expect(fragmentUses(doc, '/x').map((u) => [u.id, u.pointer])).toEqual([
      ['a', '/x/body/0/children/0'],
      ['b', '/x/body/0/children/0/args/link'],
      ['c', '/x/body/1'],
    ]);
  });
  it('ignores a $use that is not a string', () => {
    expect(fragmentUses({ $use: 3 })).toEqual([]);
  });
});
