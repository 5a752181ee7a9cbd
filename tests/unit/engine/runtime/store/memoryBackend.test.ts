import { describe, expect, it } from 'vitest';
import { memoryBackend } from '@engine/runtime/store/memoryBackend';

describe('memoryBackend', () => {
  it('behaves like localStorage', () => {
    const b = memoryBackend({ a: '1' });
    b.setItem('b', '2');
    expect(b.length).toBe(2);
    expect(b.key(1)).toBe('b');
    expect(b.key(5)).toBeNull();
    b.removeItem('a');
    expect(b.getItem('a')).toBeNull();
    expect(b.length).toBe(1);
  });
});
