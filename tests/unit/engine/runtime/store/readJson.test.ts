import { describe, expect, it } from 'vitest';
import { memoryBackend } from '@engine/runtime/store/memoryBackend';
import { readJson } from '@engine/runtime/store/readJson';

describe('readJson', () => {
  it('parses stored JSON and gives undefined for missing or broken values', () => {
    const b = memoryBackend({ k: '{"x":1}', broken: '{' });
    expect(readJson(b, 'k')).toEqual({ x: 1 });
    expect(readJson(b, 'broken')).toBeUndefined();
    expect(readJson(b, 'missing')).toBeUndefined();
  });
});
