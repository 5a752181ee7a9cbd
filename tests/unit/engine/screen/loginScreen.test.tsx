import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScreenSpec } from '@engine/runtime/dsl';
import { TOKEN_KEY, USER_KEY } from '@engine/runtime/store/createSessionStore';
import { memoryBackend } from '@engine/runtime/store/memoryBackend';
import manifest from '@screens/app.json';
import login from '@screens/pages/login.json';
import koScreens from '@locales/ko/screens.json';
import enScreens from '@locales/en/screens.json';
import { renderApp } from '../helpers/testEngine';
import { DSL_VERSION } from '@core/dsl/version';

// The real sign-in screen and routes (finding 19): `/` is the sign-in screen's alias; a member who
// already has a session goes to the first tab instead of seeing the sign-in form.
const news: ScreenSpec = { dslVersion: DSL_VERSION, id: 'news', title: 'x', body: [{ widget: 'Text', props: { text: 'The news tab' } }] };
const routes = manifest.routes.filter((r) => r.name === 'login' || r.name === 'news');
const newsRoute = routes.find((r) => r.name === 'news')!;

describe('the sign-in screen at /', () => {
  it('sends a member with a session to the first tab, replacing the entry', async () => {
    const backend = memoryBackend({ [TOKEN_KEY]: '"tok"', [USER_KEY]: '{"nickname":"Kim"}' });
    const { engine } = await renderApp({
      screens: { login: login as unknown as ScreenSpec, news },
      routes,
      backend,
      path: '/',
      server: { 'member/info': () => ({ code: 0, data: { nickname: 'Kim' } }) },
    });
    expect(await screen.findByText('The news tab')).toBeTruthy();
    expect([newsRoute.path, newsRoute.alias]).toContain(engine.navigation.location().pathname);
    expect(manifest.tabBar.items[0]?.route).toBe('news');
  });

  it('shows the sign-in screen to a visitor without a session', async () => {
    const { engine } = await renderApp({ screens: { login: login as unknown as ScreenSpec, news }, routes, path: '/', locale: 'en' });
    await waitFor(() => expect(document.querySelector('[data-screen="login"]')).toBeTruthy());
    expect(screen.queryByText('The news tab')).toBeNull();
    expect(engine.navigation.location().pathname).toBe('/');
  });
});

describe('the way out of Korean on the sign-in screen', () => {
  it('is a globe and the current language in its own name, named "Language: ..." for screen readers', async () => {
    await renderApp({
      screens: { login: login as unknown as ScreenSpec, news },
      routes,
      path: '/',
      locale: 'ko',
      dictionaries: { ko: koScreens, en: enScreens },
    });
    const link = await screen.findByRole('button', { name: `${koScreens.routes.language}: 한국어` });
    expect(link.textContent).toBe('한국어');
    expect(link.querySelector('svg.mer-link-icon')).toBeTruthy();
    // The names are the ones the language list shows (app.json), in every locale.
    for (const { code, label } of manifest.i18n.locales) {
      const texts = (await import(`../../../../locales/${code}/screens.json`)) as { default: typeof enScreens };
      expect(texts.default.login.languageName, code).toBe(label);
    }
  });
});
