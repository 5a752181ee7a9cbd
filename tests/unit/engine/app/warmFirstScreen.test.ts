import { describe, expect, it } from 'vitest';
import manifest from '../../../../screens/app.json';
import type { Manifest } from '@engine/runtime/dsl';
import { warmFirstScreen } from '@engine/app/warmFirstScreen';

function loaders() {
  const asked: string[] = [];
  return { asked, screen: async (id: string) => (asked.push(id), undefined) };
}

describe('warmFirstScreen', () => {
  it('asks for the screen of the address the app opens at, by path or alias', () => {
    const l = loaders();
    warmFirstScreen(manifest as unknown as Manifest, '/home', l);
    warmFirstScreen(manifest as unknown as Manifest, '/pages/index/fund', l);
    expect(l.asked).toEqual(['news', 'fund']);
  });

  it('asks for nothing at an address no route has', () => {
    const l = loaders();
    warmFirstScreen(manifest as unknown as Manifest, '/no-such-page', l);
    expect(l.asked).toEqual([]);
  });

  it('a failed download is left to the route, which asks again', async () => {
    const failing = { screen: () => Promise.reject(new Error('offline')) };
    expect(() => warmFirstScreen(manifest as unknown as Manifest, '/home', failing)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
