import { describe, expect, it } from 'vitest';
import { findRoute } from '@engine/runtime/navigation/findRoute';
import { manifestFixture } from './manifestFixture';

describe('findRoute', () => {
  it('finds a route by path or alias', () => {
    expect(findRoute(manifestFixture, '/pages/index/news')?.name).toBe('news');
    expect(findRoute(manifestFixture, '/home')?.name).toBe('news');
    expect(findRoute(manifestFixture, '/')?.name).toBe('login');
    expect(findRoute(manifestFixture, '/mine/')?.name).toBe('mine');
  });
  it('gives undefined elsewhere', () => {
    expect(findRoute(manifestFixture, '/nope')).toBeUndefined();
  });
});
