import { describe, expect, it } from 'vitest';
import { memoryBackend } from '@engine/runtime/store/memoryBackend';
import { writeJson } from '@engine/runtime/store/writeJson';

describe('writeJson', () => {
  it('stores JSON and removes on null or undefined', () => {
    const b = memoryBackend();
    writeJson(b, 'k', { x: 1 });
    expect(b.getItem('k')).toBe('{"x":1}');
    writeJson(b, 'k', null);
    expect(b.getItem('k')).toBeNull();
    writeJson(b, 'k', 1);
    writeJson(b, 'k', undefined);
    expect(b.getItem('k')).toBeNull();
  });

  it('survives a storage that throws', () => {
    const b = {
      ...memoryBackend(),
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
    };
    expect(() => writeJson(b, 'k', 1)).not.toThrow();
  });
});
