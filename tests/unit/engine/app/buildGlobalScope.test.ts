import { describe, expect, it } from 'vitest';
import { buildGlobalScope } from '@engine/context/buildGlobalScope';

describe('buildGlobalScope', () => {
  it('exposes loggedIn but never the token, for the member and the staff session', () => {
    const scope = buildGlobalScope({
      state: { a: 1 },
      storage: { rememberEmail: 'kim@example.com' },
      session: { token: 'secret', user: { nickname: 'Kim' } },
      staff: { token: 'staff-secret', user: { name: 'Reviewer' } },
      conf: { app_version: '1.0.9' },
      app: { locale: 'ko', theme: 'dark' },
      locales: ['en', 'ko'],
      languages: [{ code: 'ko', label: '한국어' }],
    });
    expect(scope).toEqual({
      state: { a: 1 },
      storage: { rememberEmail: 'kim@example.com' },
      session: { user: { nickname: 'Kim' }, loggedIn: true, staff: { user: { name: 'Reviewer' }, loggedIn: true } },
      conf: { app_version: '1.0.9' },
      app: { locale: 'ko', theme: 'dark', locales: ['en', 'ko'], languages: [{ code: 'ko', label: '한국어' }] },
    });
    expect(JSON.stringify(scope)).not.toContain('secret');
    expect(
      buildGlobalScope({ state: {}, storage: {}, session: {}, conf: undefined, app: { locale: 'en', theme: 'light' }, locales: [] })
        .session,
    ).toEqual({
      user: undefined,
      loggedIn: false,
      staff: { user: undefined, loggedIn: false },
    });
  });
});
