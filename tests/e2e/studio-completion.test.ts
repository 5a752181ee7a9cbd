import { DSL_VERSION } from '@core/dsl/version';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { at, useEnglish as switchToEnglish } from './support/app';
import { launchBrowser } from './support/browser';
import { startAppServer } from './support/server';
import { signInAsStaff } from './support/staff';
import { createStaff } from '@server/staff/accounts';

const UNSAVED = 'Unsaved edits: kept while you use the studio, but not in the change until you save.';
// member/asset's description of breakdown in the API catalogue.
const BREAKDOWN = 'total_assets split by what holds it (docs/account-figures.md).';
// locales/en/screens.json money.withdraw.honest.
const HONEST = 'We never ask you to pay or deposit anything to release a withdrawal.';
const HEAD = `{"dslVersion": ${DSL_VERSION}, "id": "account", "data": {"asset": {"endpoint": "member/asset"}}, "body": [{"widget": "Text", "props": {"text": `;

/**
 * Issue 24, the studio's second pass: in the file editor, a `$bind` into a data source completes
 * level by level from the endpoint's response schema, each key shown with its type and its
 * description; a wrong path is underlined as it is typed, with the closest field named; a `$t`
 * key is offered with its text.
 */
describe('the studio: $bind completion and live lint from response schemas, in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startAppServer>>;
  const errors: string[] = [];

  async function desk(): Promise<Page> {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1400, height: 1000 }, locale: 'en-US' });
    const page = await context.newPage();
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(String(e)));
    return page;
  }

  /** The open completion list's options, by label. */
  function option(page: Page, label: string) {
    return page
      .locator('.cm-tooltip-autocomplete li')
      .filter({ has: page.locator('.cm-completionLabel', { hasText: new RegExp(`^${label}$`) }) });
  }

  beforeAll(async () => {
    server = await startAppServer();
    browser = await launchBrowser();
    await createStaff(server.running.services, {
      email: 'dana@meridian.local',
      name: 'Dana Editor',
      password: 'Studio1234!',
      roles: ['screen_editor'],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('completes data.asset.breakdown showing its description, flags a misspelt field with the right one, shows a text key its text', async () => {
    const page = await desk();
    await switchToEnglish(page);
    await signInAsStaff(page, server.url, 'dana@meridian.local', 'Studio1234!', '/ops/studio');
    await page.getByText('Change screens and texts, preview, publish, roll back').click();
    await page.waitForURL(at('/ops/studio'));
    await page.getByPlaceholder('e.g. Clearer withdrawal notice').fill('Account figures');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(at('/ops/studio/draft'));
    await page.getByRole('button', { name: 'Edit a file' }).click();
    await page.getByPlaceholder('Search files').fill('pages/account');
    await page.locator('.mer-cell').filter({ hasText: 'screens/pages/account.json' }).click();
    await page.waitForURL(at('/ops/studio/edit'));

    await page.locator('.cm-content').click();
    await page.locator('.cm-editor.cm-focused').waitFor();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(HEAD);
    await page.getByText(UNSAVED).waitFor();
    // Typed as staff type it: the quotes and braces close themselves.
    await page.keyboard.type('{"$bind": "data.', { delay: 30 });
    await option(page, 'asset').waitFor();
    const line = page.locator('.cm-line', { hasText: '"$bind"' });
    await page.keyboard.type('as', { delay: 30 });
    // Picked with the mouse: Enter right after the list changes can reach the editor as a newline
    // (autocompletion ignores keys for a moment after each update, by design).
    await option(page, 'asset').click();
    await line.filter({ hasText: '"data.asset"' }).waitFor();
    await page.keyboard.type('.brea', { delay: 30 });
    const breakdown = option(page, 'breakdown');
    await breakdown.waitFor();
    await expect(breakdown.locator('.cm-completionDetail').textContent()).resolves.toBe('object');
    // The selected key's description, beside the list.
    await page.locator('.cm-completionInfo', { hasText: BREAKDOWN }).waitFor();
    await breakdown.click();
    await line.filter({ hasText: '"data.asset.breakdown"' }).waitFor();
    await page.keyboard.type('.ca', { delay: 30 });
    await option(page, 'cash').waitFor();
    await page.keyboard.type('h', { delay: 30 });
    await page.keyboard.press('Escape');
    await expect(line.textContent()).resolves.toContain('{"$bind": "data.asset.breakdown.cah"}');
    await page.keyboard.press('End');
    await page.keyboard.insertText('}}]}');

    // The lint says what npm run validate would, as a warning under the path.
    const underlined = page.locator('.cm-lintRange-warning', { hasText: 'data.asset.breakdown.cah' });
    await underlined.waitFor();
    await underlined.hover();
    await page
      .locator('.cm-tooltip-lint')
      .getByText(/\/body\/0\/props\/text\/\$bind: .*it has no field "cah" .*\(did you mean "cash"\?\)/)
      .waitFor();

    // A text key is offered with its text in the staff member's language (English here).
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(HEAD);
    await page.keyboard.type('{"$t": "money.withdraw.hone', { delay: 30 });
    await option(page, 'money.withdraw.honest').waitFor();
    await page.locator('.cm-completionInfo', { hasText: HONEST }).waitFor();
    expect(errors).toEqual([]);
  }, 180_000);
});
