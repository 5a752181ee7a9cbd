import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserBackend } from '@engine/runtime/store/browserBackend';

describe('browserBackend', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses localStorage when it works', () => {
    const b = browserBackend();
    b.setItem('x', '1');
    expect(localStorage.getItem('x')).toBe('1');
  });

  it('falls back to memory when localStorage throws', () => {
    vi.stubGlobal('localStorage', {
      setItem: () => {
        throw new Error('SecurityError');
      },
    });
    const b = browserBackend();
    b.setItem('y', '2');
    expect(b.getItem('y')).toBe('2');
  });
});
