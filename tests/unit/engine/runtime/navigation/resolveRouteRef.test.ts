import { describe, expect, it } from 'vitest';
import { resolveRouteRef } from '@engine/runtime/navigation/resolveRouteRef';
import { manifestFixture } from './manifestFixture';

describe('resolveRouteRef', () => {
  it('gives a named route its alias, or its path without one', () => {
    expect(resolveRouteRef(manifestFixture, 'login')).toBe('/');
    expect(resolveRouteRef(manifestFixture, 'news')).toBe('/home');
    expect(resolveRouteRef(manifestFixture, 'forgetPwd')).toBe('/pages/other/forgetPwd');
  });
  it('knows the 404 route and keeps paths', () => {
    expect(resolveRouteRef(manifestFixture, '404')).toBe('/404');
    expect(resolveRouteRef(manifestFixture, '/pages/index/mine')).toBe('/pages/index/mine');
  });
  it('gives undefined for an unknown name', () => {
    expect(resolveRouteRef(manifestFixture, 'nowhere')).toBeUndefined();
  });
});
