import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Manifest, ScreenSpec } from '@engine/runtime/dsl';
import { renderApp } from '../helpers/testEngine';
import { DSL_VERSION } from '@core/dsl/version';

// A member screen whose texts live in a deferred area (invest.json): the route names the area in
// `texts`, and the screen renders only once the area is in, never with raw keys.
const top: ScreenSpec = {
  dslVersion: DSL_VERSION,
  id: 'top',
  title: 'routes.planned',
  body: [{ widget: 'Text', props: { text: { $t: 'invest.top.heading' } } }],
};

function route(texts?: string[]): Manifest['routes'] {
  return [{ name: 'top', path: '/top', screen: 'top', login: false, title: 'routes.planned', ...(texts ? { texts } : {}) }];
}

function investFiles() {
  const en = vi.fn(async () => ({ invest: { top: { heading: 'Top 10 products' } } }));
  const ko = vi.fn(async () => ({ invest: { top: { heading: '톱 10 상품' } } }));
  return { en, ko, files: { 'locales/en/invest.json': en, 'locales/ko/invest.json': ko } };
}

describe('deferred text areas', () => {
  it('loads the areas a route declares with its screen, before the first render', async () => {
    const { en, ko, files } = investFiles();
    const { engine } = await renderApp({ screens: { top }, routes: route(['invest']), path: '/top', locale: 'ko', localeFiles: files });
    expect(await screen.findByText('톱 10 상품')).toBeTruthy();
    expect(screen.queryByText('invest.top.heading')).toBeNull();
    expect(ko).toHaveBeenCalledTimes(1);
    expect(en).toHaveBeenCalledTimes(1);
    expect(engine.t('invest.top.heading')).toBe('톱 10 상품');
  });

  it('shows raw keys when the route does not declare the area it uses', async () => {
    const { ko, files } = investFiles();
    // Another route names invest, so it is deferred; this one does not load it.
    const routes = [...route(), { name: 'other', path: '/other', screen: 'top', login: false, title: 'routes.planned', texts: ['invest'] }];
    await renderApp({ screens: { top }, routes, path: '/top', locale: 'ko', localeFiles: files });
    expect(await screen.findByText('invest.top.heading')).toBeTruthy();
    expect(ko).not.toHaveBeenCalled();
  });
});
