import { DSL_VERSION } from '@core/dsl/version';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { at, useEnglish as switchToEnglish } from './support/app';
import { launchBrowser } from './support/browser';
import { startAppServer } from './support/server';
import { signInAsStaff } from './support/staff';
import { sampleFromSchema } from '@core/catalogue/sampleFromSchema';
import { loadCatalogue } from '@server/catalogue/loadCatalogue';
import { createStaff } from '@server/staff/accounts';

const SHOTS = process.env.STUDIO_SHOTS;
const UNSAVED = 'Unsaved edits: kept while you use the studio, but not in the change until you save.';
const catalogue = loadCatalogue();
const sample = (id: string) => sampleFromSchema(catalogue.endpoints.find((e) => e.id === id)!.response) as Record<string, unknown>;
// What the preview's sample data answers (ops/studio/fixtures makes it the same way).
const ME = sample('member/info') as { nickname: string; uid: string; vip_level: number };
const DETAIL = sample('etf/detail');

// The favourites screen as an editor might be trying it out, unsaved: a data source shown in a Text, and
// a button whose click runs an api call with a bound parameter, then a toast its `when` skips.
const SCREEN = {
  dslVersion: DSL_VERSION,
  id: 'favorites',
  title: { $t: 'routes.favorites' },
  data: { me: { endpoint: 'member/info' } },
  body: [
    { widget: 'Text', props: { text: { $bind: 'data.me.nickname' } } },
    {
      widget: 'Button',
      props: { text: { $t: 'notFound.home' }, color: 'primary' },
      on: {
        click: [
          { type: 'api', endpoint: 'etf/detail', params: { code: { $bind: 'data.me.uid' } } },
          {
            type: 'toast',
            text: { $t: 'notFound.title' },
            when: { and: [{ $bind: 'session.loggedIn' }, { $bind: 'data.me.vip_level', gt: 7 }] },
          },
        ],
      },
    },
  ],
};

/**
 * The preview's inspector (issue 24) in Chromium: an editor types a screen into the favourites page
 * without saving; beside the phone the inspector lists the screen's data source with the sample
 * value the screen shows; a tap in the phone runs an api step, logged with the parameters as sent
 * and the answer, and a toast its `when` skipped, logged with the sub-condition that was false and
 * the values it compared.
 */
describe('the studio preview: scopes, bindings and the action log in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startAppServer>>;
  const errors: string[] = [];

  beforeAll(async () => {
    server = await startAppServer();
    browser = await launchBrowser();
    await createStaff(server.running.services, {
      email: 'ines@meridian.local',
      name: 'Ines Inspector',
      password: 'Studio1234!',
      roles: ['screen_editor'],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function shot(page: Page, name: string): Promise<void> {
    if (!SHOTS) return;
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.locator('.mer-preview').screenshot({ path: `${SHOTS}/${name}.png` });
  }

  async function desk(): Promise<Page> {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1600, height: 1100 }, locale: 'en-US' });
    const page = await context.newPage();
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(String(e)));
    return page;
  }

  it('shows a data value, an action with its parameters and answer, and why a when was false', async () => {
    const page = await desk();
    await switchToEnglish(page);
    await signInAsStaff(page, server.url, 'ines@meridian.local', 'Studio1234!', '/ops/studio');
    await page.getByText('Change screens and texts, preview, publish, roll back').click();
    await page.waitForURL(at('/ops/studio'));
    await page.getByPlaceholder('e.g. Clearer withdrawal notice').fill('Try the inspector');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(at('/ops/studio/draft'));
    await page.getByRole('button', { name: 'Edit a file' }).click();
    await page.getByPlaceholder('Search files').fill('pages/favorites');
    await page.locator('.mer-cell').filter({ hasText: 'screens/pages/favorites.json' }).click();
    await page.waitForURL(at('/ops/studio/edit'));
    await page.locator('.cm-content').click();
    await page.locator('.cm-editor.cm-focused').waitFor();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(JSON.stringify(SCREEN, null, 2));
    await page.getByText(UNSAVED).waitFor();

    // The phone shows the unsaved screen on sample data; the inspector, the same value under data.me.
    const frame = page.frameLocator('iframe.mer-preview-frame');
    await frame.getByText(ME.nickname, { exact: true }).waitFor({ timeout: 60_000 });
    const inspector = page.getByRole('complementary', { name: 'Inspector' });
    const scopes = inspector.getByRole('region', { name: 'Scopes' });
    await scopes
      .locator('li', { hasText: 'nickname' })
      .filter({ hasText: JSON.stringify(ME.nickname) })
      .first()
      .waitFor();
    // The session scope never shows a token, and the sample member is signed in.
    await scopes.getByText('session', { exact: true }).click();
    await scopes.locator('li', { hasText: 'loggedIn' }).filter({ hasText: 'true' }).first().waitFor();

    // A node's bindings: the Text reads data.me.nickname.
    const bindings = inspector.getByRole('region', { name: 'Bindings of a node' });
    await bindings.getByLabel('Node').selectOption({ label: '/body/0 · Text' });
    const row = bindings.getByRole('row').filter({ hasText: 'data.me.nickname' });
    await row.getByText(JSON.stringify(ME.nickname)).waitFor();

    // A tap in the phone: the api step with its parameters and answer, the toast skipped and why.
    await frame.getByRole('button', { name: 'Back to home' }).click();
    const log = inspector.getByRole('log', { name: 'Action log' });
    const api = log.getByRole('listitem').filter({ has: page.locator('code.mer-log-type', { hasText: /^api$/ }) });
    await api.getByText('done', { exact: true }).waitFor();
    await expect(api.locator('pre').first().textContent()).resolves.toContain(`"code": "${ME.uid}"`);
    const [firstKey, firstValue] = Object.entries(DETAIL).find(([, v]) => typeof v === 'string' || typeof v === 'number')!;
    await expect(api.locator('pre').nth(1).textContent()).resolves.toContain(`"${firstKey}": ${JSON.stringify(firstValue)}`);

    const toast = log.getByRole('listitem').filter({ has: page.locator('code.mer-log-type', { hasText: /^toast$/ }) });
    await toast.getByText('skipped', { exact: true }).waitFor();
    const why = toast.getByRole('list', { name: 'Why it was false' });
    await why.getByText('all of these').waitFor();
    // The failed test with both values compared; the one that held says so.
    await why.locator('li.mer-why-fails').getByText(`data.me.vip_level (${ME.vip_level}) > 7`).waitFor();
    await why.locator('li.mer-why-holds').getByText('session.loggedIn (true) is set').waitFor();
    // The skipped toast never showed in the phone.
    expect(await frame.getByText('This page does not exist').count()).toBe(0);

    await shot(page, 'inspector-light');
    // The preview switched to dark is a new frame: the inspector reads its screen again.
    await page.locator('.mer-preview-controls').getByLabel('Theme', { exact: true }).selectOption('dark');
    await frame.locator('html[data-theme="dark"]').waitFor({ state: 'attached' });
    await scopes.locator('li', { hasText: 'nickname' }).first().waitFor();
    await shot(page, 'inspector-dark');

    expect(errors).toEqual([]);
  }, 240_000);
});
