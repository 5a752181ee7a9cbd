import { describe, expect, it } from 'vitest';
import { mirrorPageSize } from '@engine/runtime/api/mirrorPageSize';

describe('mirrorPageSize', () => {
  it('copies limit into size and size into limit', () => {
    expect(mirrorPageSize({ page: 1, limit: 10 })).toEqual({ page: 1, limit: 10, size: 10 });
    expect(mirrorPageSize({ size: 20 })).toEqual({ limit: 20, size: 20 });
  });
  it('prefers limit when both are set', () => {
    expect(mirrorPageSize({ limit: 10, size: 30 })).toEqual({ limit: 10, size: 10 });
  });
  it('leaves payloads without a page size untouched', () => {
    const params = { page: 1, limit: null };
    expect(mirrorPageSize(params)).toBe(params);
  });
});
