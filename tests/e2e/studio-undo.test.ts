import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { at, useEnglish as switchToEnglish } from './support/app';
import { launchBrowser } from './support/browser';
import { startAppServer } from './support/server';
import { signInAsStaff } from './support/staff';
import { createStaff } from '@server/staff/accounts';

const NOT_FOUND = 'screens/pages/notFound.json';
const UNSAVED = 'Unsaved edits: kept while you use the studio, but not in the change until you save.';
const ORIGINAL = fs.readFileSync(NOT_FOUND, 'utf8');
const TYPED = ORIGINAL.replace('"icon": "notFound"', '"icon": "empty"');
const BOTH = TYPED.replace('"color": "primary"', '"color": "danger"');
const OLD_TITLE = 'Page not found';
const NEW_TITLE = 'Nothing here';

/**
 * Issue 24: one undo history per change across the JSON editor, the props inspector and the texts
 * table. A screen editor types in the editor, changes a property in the inspector, saves, edits a
 * text on the texts page; undoes the three in reverse order (the text on the texts page, the other
 * two back in the editor, which shows the undone saved edits as unsaved), saves that, redoes all
 * three (the text's redo from the editor page), saves, and the change as the server holds it has
 * every redone edit.
 */
describe('the studio: one undo history across the editor, the inspector and the texts, in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startAppServer>>;
  const errors: string[] = [];

  /** Does `act` and waits for what it shows, watched from before the act (toasts go after two seconds). */
  async function actAndSee(act: () => Promise<void>, shown: Locator, timeout = 90_000): Promise<void> {
    const seen = shown.first().waitFor({ timeout });
    seen.catch(() => undefined);
    await act();
    await seen;
  }

  /** The editor's whole text, line by line as CodeMirror shows it (it draws only what is in view; this file is short). */
  async function editorText(page: Page): Promise<string> {
    return page
      .locator('.cm-content')
      .evaluate((el) => [...el.querySelectorAll('.cm-line')].map((line) => line.textContent ?? '').join('\n'));
  }

  async function expectEditor(page: Page, text: string): Promise<void> {
    await expect.poll(() => editorText(page), { timeout: 20_000 }).toBe(text);
  }

  const undo = (page: Page) => page.getByRole('button', { name: 'Undo', exact: true }).click();
  const redo = (page: Page) => page.getByRole('button', { name: 'Redo', exact: true }).click();
  const disabled = (page: Page, name: 'Undo' | 'Redo') => page.getByRole('button', { name, exact: true }).isDisabled();
  const titleCell = (page: Page) => page.getByRole('textbox', { name: 'routes.404 en' });

  beforeAll(async () => {
    server = await startAppServer();
    browser = await launchBrowser();
    await createStaff(server.running.services, {
      email: 'erin@meridian.local',
      name: 'Erin Editor',
      password: 'Studio1234!',
      roles: ['screen_editor'],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('undoes a typed edit, a property and a text in reverse order, redoes them, and saves what is redone', async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1400, height: 1000 }, locale: 'en-US' });
    const page = await context.newPage();
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(String(e)));
    await switchToEnglish(page);
    await signInAsStaff(page, server.url, 'erin@meridian.local', 'Studio1234!', '/ops/studio');
    await page.getByText('Change screens and texts, preview, publish, roll back').click();
    await page.waitForURL(at('/ops/studio'));
    await page.getByPlaceholder('e.g. Clearer withdrawal notice').fill('Not-found page, undone and redone');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(at('/ops/studio/draft'));
    const draft = new URL(page.url()).searchParams.get('id')!;
    const editUrl = `/ops/studio/edit?draft=${draft}&path=${encodeURIComponent(NOT_FOUND)}`;
    await page.goto(editUrl);
    await page.locator('.cm-content').waitFor();
    await expectEditor(page, ORIGINAL);
    expect(await disabled(page, 'Undo')).toBe(true);
    expect(await disabled(page, 'Redo')).toBe(true);

    // 1. Typed in the editor.
    await page.locator('.cm-content').click();
    await page.locator('.cm-editor.cm-focused').waitFor();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(TYPED);
    await page.getByText(UNSAVED).waitFor();
    await expectEditor(page, TYPED);
    // 2. A property in the inspector: the cursor on the button, its colour changed.
    await page.locator('.cm-line', { hasText: '"color": "primary"' }).click();
    await page.locator('.mer-studio-props-widget', { hasText: 'Button' }).waitFor();
    await page.getByLabel('color', { exact: true }).selectOption('danger');
    await expectEditor(page, BOTH);
    // Saved: both edits are in the change now.
    await actAndSee(() => page.getByRole('button', { name: 'Save', exact: true }).click(), page.getByText('Saved', { exact: true }));
    await page.getByText(UNSAVED).waitFor({ state: 'hidden' });

    // 3. A text on the texts page (reached inside the app: the history lives while the app is open).
    await page.getByText('Back to the change').click();
    await page.waitForURL(at('/ops/studio/draft'));
    await page.getByRole('button', { name: 'Edit texts' }).click();
    await page.waitForURL(at('/ops/studio/texts'));
    await page.getByPlaceholder('Search keys or texts').fill('routes.404');
    await expect.poll(() => titleCell(page).inputValue()).toBe(OLD_TITLE);
    await titleCell(page).fill(NEW_TITLE);
    await page.getByRole('button', { name: 'Save texts' }).waitFor();

    // Undo 1 (here): the text.
    await undo(page);
    await expect.poll(() => titleCell(page).inputValue()).toBe(OLD_TITLE);
    await page.getByText('Undone: routes.404 (en)').waitFor();
    await page.getByRole('button', { name: 'Save texts' }).waitFor({ state: 'hidden' });

    // Back in the editor: undo 2, the property; undo 3, the typing. Both were saved: unsaved again.
    await page.goBack();
    await page.waitForURL(at('/ops/studio/draft'));
    await page.goBack();
    await page.waitForURL(at('/ops/studio/edit'));
    await page.locator('.cm-content').waitFor();
    await expectEditor(page, BOTH);
    await undo(page);
    await expectEditor(page, TYPED);
    await page.getByText(`Undone: ${NOT_FOUND}`).waitFor();
    await page.getByText(UNSAVED).waitFor();
    await undo(page);
    await expectEditor(page, ORIGINAL);
    expect(await disabled(page, 'Undo')).toBe(true);
    // The undone saved edits are a new save of the reverted text.
    await actAndSee(() => page.getByRole('button', { name: 'Save', exact: true }).click(), page.getByText('Saved', { exact: true }));
    await page.getByText(UNSAVED).waitFor({ state: 'hidden' });

    // Redo all three, by the keys this time for the last two: the typing, the property, the text.
    await redo(page);
    await expectEditor(page, TYPED);
    // Keys go to the editor once it has the focus and the history offers the next redo (a CI run
    // on two loaded cores pressed them before: the redo was lost and the text stayed TYPED).
    await expect.poll(() => disabled(page, 'Redo')).toBe(false);
    await page.locator('.cm-content').click();
    await page.locator('.cm-editor.cm-focused').waitFor();
    await page.keyboard.press('Control+Shift+Z');
    await expectEditor(page, BOTH);
    await page.keyboard.press('Control+Y');
    await page.getByText('Redone: routes.404 (en)').waitFor();
    expect(await disabled(page, 'Redo')).toBe(true);
    expect(await disabled(page, 'Undo')).toBe(false);
    await expectEditor(page, BOTH);
    await actAndSee(() => page.getByRole('button', { name: 'Save', exact: true }).click(), page.getByText('Saved', { exact: true }));

    // The redone text waits on the texts page, as an edit to save.
    await page.getByText('Back to the change').click();
    await page.waitForURL(at('/ops/studio/draft'));
    await page.getByRole('button', { name: 'Edit texts' }).click();
    await page.waitForURL(at('/ops/studio/texts'));
    await page.getByPlaceholder('Search keys or texts').fill('routes.404');
    await expect.poll(() => titleCell(page).inputValue()).toBe(NEW_TITLE);
    await actAndSee(() => page.getByRole('button', { name: 'Save texts' }).click(), page.getByText('1 file(s) saved'));

    // The change as saved, read afresh from the server: every redone edit is there.
    await page.goto(editUrl);
    await page.locator('.cm-content').waitFor();
    await expectEditor(page, BOTH);
    await expect(page.getByText(UNSAVED).count()).resolves.toBe(0);
    await page.goto(`/ops/studio/texts?draft=${draft}`);
    await page.getByPlaceholder('Search keys or texts').fill('routes.404');
    await expect.poll(() => titleCell(page).inputValue()).toBe(NEW_TITLE);
    // A fresh page starts with nothing to undo.
    expect(await disabled(page, 'Undo')).toBe(true);
    expect(errors).toEqual([]);
  }, 240_000);
});
