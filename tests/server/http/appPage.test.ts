import { describe, expect, it } from 'vitest';
import { isAppPage } from '@server/http/appPage';

describe('isAppPage', () => {
  it('takes app routes, with or without a query, for pages', () => {
    expect(isAppPage('GET', '/')).toBe(true);
    expect(isAppPage('GET', '/pages/index/market')).toBe(true);
    expect(isAppPage('HEAD', '/ops/studio/draft?id=a.b.json')).toBe(true);
  });
  it('leaves the API, the socket and other methods out', () => {
    expect(isAppPage('GET', '/api/member/info')).toBe(false);
    expect(isAppPage('GET', '/ws')).toBe(false);
    expect(isAppPage('POST', '/pages/index/market')).toBe(false);
  });
  it('leaves URLs naming a built file out', () => {
    for (const url of ['/sw.js', '/manifest.webmanifest', '/favicon.ico', '/icons/icon-512.png', '/assets/index-AbC.css?x=1'])
      expect(isAppPage('GET', url), url).toBe(false);
  });
});
