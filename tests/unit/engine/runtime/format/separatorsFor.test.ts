import { describe, expect, it } from 'vitest';
import { separatorsFor } from '@engine/runtime/format/separatorsFor';

describe('separatorsFor', () => {
  it('picks Turkmen separators only for tk', () => {
    expect(separatorsFor('tk')).toEqual({ group: '.', decimal: ',' });
    expect(separatorsFor('ko')).toEqual({ group: ',', decimal: '.' });
    expect(separatorsFor(undefined)).toEqual({ group: ',', decimal: '.' });
  });
});
