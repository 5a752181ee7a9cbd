import { describe, expect, it } from 'vitest';
import { ApiError } from '@engine/runtime/api/ApiError';

describe('ApiError', () => {
  it('carries kind, code and msg and serialises to what screens see', () => {
    const e = new ApiError('server', 1001, 'Wrong password');
    expect(e).toBeInstanceOf(Error);
    expect(e.message).toBe('Wrong password');
    expect(e.toJSON()).toEqual({ code: 1001, msg: 'Wrong password' });
    expect(new ApiError('network', -1, '').message).toBe('network error -1');
  });
});
