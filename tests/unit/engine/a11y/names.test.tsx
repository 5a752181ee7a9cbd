import { screen as view } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { ScreenSpec } from '@engine/runtime/dsl';
import { renderApp } from '../helpers/testEngine';
import { DSL_VERSION } from '@core/dsl/version';

// Every control has a name a screen reader can say (Lighthouse's accessibility audit in
// `npm run bench` measures the whole page, contrast included; jsdom cannot compute colours).
// axe-core, the engine Lighthouse runs, checks the names here in milliseconds.
const rules = ['aria-command-name', 'button-name', 'link-name', 'nested-interactive', 'image-alt', 'label'];

const screens: Record<string, ScreenSpec> = {
  mine: {
    dslVersion: DSL_VERSION,
    id: 'mine',
    title: 'x',
    navbar: { back: false },
    body: [
      { widget: 'Copy', props: { label: 'UID', text: '100200' } },
      { widget: 'Button', props: { text: 'Log out' } },
    ],
  },
  areas: { dslVersion: DSL_VERSION, id: 'areas', title: 'x', body: [{ widget: 'Text', props: { text: 'Areas' } }] },
};

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { runOnly: { type: 'rule', values: rules } });
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.html}`));
}

describe('accessible names', () => {
  it('a tab screen without a back arrow: navbar, Copy and tab bar all named', async () => {
    await renderApp({ screens, path: '/mine', locale: 'en' });
    await view.findByText('100200');
    expect(await violations()).toEqual([]);
    expect(view.getByRole('button', { name: /copy.*uid/i })).toBeTruthy();
  });

  it('a screen with a back arrow names it', async () => {
    await renderApp({ screens, path: '/areas', locale: 'en' });
    await view.findByText('Areas');
    expect(await violations()).toEqual([]);
    expect(view.getByRole('button', { name: 'Back' })).toBeTruthy();
  });
});
