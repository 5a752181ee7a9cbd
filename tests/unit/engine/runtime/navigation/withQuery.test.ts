import { describe, expect, it } from 'vitest';
import { withQuery } from '@engine/runtime/navigation/withQuery';

describe('withQuery', () => {
  it('appends an encoded query, skipping empty values', () => {
    expect(withQuery('/richtext', { doc: 'agreement', x: undefined })).toBe('/richtext?doc=agreement');
    expect(withQuery('/a?b=1', { c: 2 })).toBe('/a?b=1&c=2');
  });
  it('keeps the path when there is nothing to add', () => {
    expect(withQuery('/a', undefined)).toBe('/a');
    expect(withQuery('/a', { x: null })).toBe('/a');
  });
});
