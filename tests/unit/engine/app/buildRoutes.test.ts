import { describe, expect, it } from 'vitest';
import { buildRoutes } from '@engine/app/buildRoutes';
import { manifestFixture } from '../runtime/navigation/manifestFixture';

describe('buildRoutes', () => {
  it('serves each route at its path and alias, the 404 route, and a catch-all', () => {
    const [shell] = buildRoutes(manifestFixture);
    const paths = shell!.children!.map((r) => r.path);
    expect(paths).toEqual([
      '/pages/login/login',
      '/',
      '/pages/index/news',
      '/home',
      '/pages/index/mine',
      '/mine',
      '/pages/other/forgetPwd',
      '/pages/other/areas',
      '/areas',
      '/404',
      '*',
    ]);
    // Path and alias render the same element, so moving between them keeps the screen.
    expect(shell!.children![1]!.element).toBe(shell!.children![0]!.element);
  });
});
