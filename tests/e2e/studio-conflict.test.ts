import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { actAndSeeToast, at, recordToasts, useEnglish as switchToEnglish } from './support/app';
import { launchBrowser } from './support/browser';
import { startAppServer } from './support/server';
import { signInAsStaff } from './support/staff';
import { createStaff } from '@server/staff/accounts';

const MINE = 'Nothing to see here';
const UNSAVED = 'Unsaved edits: kept while you use the studio, but not in the change until you save.';
const NOT_FOUND = 'screens/pages/notFound.json';
const THEIRS = 'Hier ist nichts';

/**
 * Two screen editors change the bundle at once (issue 24): each sees when the other has the same
 * change open; Alice's change began on v1, Carol publishes hers as v2 first. Alice's publish is refused, her change page shows who published what
 * and when (before -> after), and she takes Carol's version and re-applies her own edits on top,
 * then publishes: both edits are live.
 */
describe('the studio: two editors conflict, the second sees the other change and merges, in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startAppServer>>;
  const errors: string[][] = [];

  async function desk(): Promise<Page> {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1400, height: 1000 }, locale: 'en-US' });
    const page = await context.newPage();
    await recordToasts(page);
    const seen: string[] = [];
    page.on('console', (m) => m.type() === 'error' && seen.push(m.text()));
    page.on('pageerror', (e) => seen.push(String(e)));
    errors.push(seen);
    return page;
  }

  async function staffSignIn(page: Page, email: string): Promise<void> {
    await switchToEnglish(page);
    await signInAsStaff(page, server.url, email, 'Studio1234!', '/ops/studio');
    await page.getByText('Change screens and texts, preview, publish, roll back').click();
    await page.waitForURL(at('/ops/studio'));
  }

  async function clickConfirm(page: Page, button: string): Promise<void> {
    await page.getByRole('button', { name: button, exact: true }).first().click();
    await page.locator('.adm-dialog').getByRole('button', { name: button, exact: true }).click();
  }

  /** Starts a change and saves one translation of routes.404 into it; back on the change's page. */
  async function changeText(page: Page, message: string, locale: string, text: string): Promise<string> {
    await page.getByPlaceholder('e.g. Clearer withdrawal notice').fill(message);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(at('/ops/studio/draft'));
    const url = page.url();
    await page.getByRole('button', { name: 'Edit texts' }).click();
    await page.waitForURL(at('/ops/studio/texts'));
    await page.getByPlaceholder('Search keys or texts').fill('routes.404');
    await page.getByRole('textbox', { name: `routes.404 ${locale}` }).fill(text);
    await actAndSeeToast(page, () => page.getByRole('button', { name: 'Save texts' }).click(), /^1 file\(s\) saved$/);
    await page.goto(url);
    return url;
  }

  /** Types a whole new text into the editor and waits until the editor calls it unsaved. */
  async function replaceEditorText(page: Page, text: string): Promise<void> {
    await page.locator('.cm-content').click();
    await page.locator('.cm-editor.cm-focused').waitFor();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(text);
    await page.getByText(UNSAVED).waitFor();
  }

  beforeAll(async () => {
    server = await startAppServer();
    browser = await launchBrowser();
    for (const [email, name] of [
      ['alice@meridian.local', 'Alice Editor'],
      ['carol@meridian.local', 'Carol Editor'],
      ['dave@meridian.local', 'Dave Editor'],
    ] as const)
      await createStaff(server.running.services, { email, name, password: 'Studio1234!', roles: ['screen_editor'] });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows who else has the change open, refuses the stale publish, shows who published what, takes theirs and re-applies mine', async () => {
    const alice = await desk();
    await staffSignIn(alice, 'alice@meridian.local');
    const aliceChange = await changeText(alice, 'English not-found title', 'en', MINE);

    const carol = await desk();
    await staffSignIn(carol, 'carol@meridian.local');
    // Presence: Carol opens Alice's change; each sees the other has it open, until Carol leaves.
    await carol.goto(aliceChange);
    await carol.getByText('Also open now: Alice Editor').waitFor();
    await alice.getByText('Also open now: Carol Editor').waitFor();
    await carol.goto('/ops/studio');
    await alice.getByText('Also open now: Carol Editor').waitFor({ state: 'hidden' });
    await changeText(carol, 'German not-found title', 'de', THEIRS);
    await actAndSeeToast(carol, () => clickConfirm(carol, 'Publish'), /^Published as v2$/);

    // Alice's page still shows v1 live; her publish names v1 and is refused, naming Carol.
    await actAndSeeToast(alice, () => clickConfirm(alice, 'Publish'), /^Version 2 was published by Carol Editor at .+ UTC/);
    // The change page now shows what Carol published since Alice began, before -> after.
    await alice.getByText('Published since this change began').waitFor();
    await alice.getByText(/^v2 · Carol Editor · .+ · German not-found title$/).waitFor();
    await alice
      .locator('.mer-cell')
      .filter({ hasText: 'locales/de/screens.json /routes/404' })
      .getByText(`→ ${JSON.stringify(THEIRS)}`, { exact: false })
      .waitFor();
    // Nothing of Alice's was lost: her edit is still the change's.
    await alice.locator('.mer-cell').filter({ hasText: 'locales/en/screens.json' }).first().waitFor();

    // Different files: one press takes Carol's version and re-applies Alice's edit on top.
    await actAndSeeToast(
      alice,
      () => alice.getByRole('button', { name: 'Take theirs and re-apply mine' }).click(),
      /^Merged: this change is now based on v2$/,
    );
    await alice.getByText('Published since this change began').waitFor({ state: 'hidden' });
    await actAndSeeToast(alice, () => clickConfirm(alice, 'Publish'), /^Published as v3$/);
    expect(alice.url()).toBe(aliceChange);

    // Both edits are live.
    const live = (await (await fetch(`${server.url}/api/screens/published`)).json()) as {
      data: { version: number; overrides: { path: string; hash: string }[] };
    };
    expect(live.data.version).toBe(3);
    for (const [path, text] of [
      ['locales/en/screens.json', MINE],
      ['locales/de/screens.json', THEIRS],
    ] as const) {
      const hash = live.data.overrides.find((o) => o.path === path)!.hash;
      const file = (await (await fetch(`${server.url}/api/screens/file?hash=${hash}`)).json()) as { data: { text: string } };
      expect((JSON.parse(file.data.text) as { routes: Record<string, string> }).routes['404']).toBe(text);
    }

    // The refused publish is the one HTTP 409 the browser logs; nothing else went wrong.
    const refused = 'Failed to load resource: the server responded with a status of 409 (Conflict)';
    expect(errors.flat().filter((e) => e !== refused)).toEqual([]);
    expect(errors.flat().filter((e) => e === refused)).toHaveLength(1);
  }, 240_000);

  it('refuses a save from a tab opened before another save, shows that save, keeps the typing, and saves it on top', async () => {
    const first = await desk();
    await staffSignIn(first, 'dave@meridian.local');
    await first.getByPlaceholder('e.g. Clearer withdrawal notice').fill('Not-found icon');
    await first.getByRole('button', { name: 'Start' }).click();
    await first.waitForURL(at('/ops/studio/draft'));
    const draft = new URL(first.url()).searchParams.get('id')!;
    const editUrl = `/ops/studio/edit?draft=${draft}&path=${encodeURIComponent(NOT_FOUND)}`;
    const original = fs.readFileSync(NOT_FOUND, 'utf8');
    // A second tab of the same editor has the file open before the first tab saves.
    const second = await first.context().newPage();
    await recordToasts(second);
    await second.goto(editUrl);
    await second.locator('.cm-content').waitFor();
    await first.goto(editUrl);
    await first.locator('.cm-content').waitFor();

    await replaceEditorText(first, original.replace('"icon": "notFound"', '"icon": "empty"'));
    await actAndSeeToast(first, () => first.getByRole('button', { name: 'Save', exact: true }).click(), /^Saved$/);

    const mine = original.replace('"icon": "notFound"', '"icon": "error"');
    await replaceEditorText(second, mine);
    await actAndSeeToast(
      second,
      () => second.getByRole('button', { name: 'Save', exact: true }).click(),
      /^Dave Editor saved this change at .+ UTC \(revision 1\) after you opened it/,
    );
    // Who saved, what they changed, and the typing still there, unsaved.
    await second.getByText('Saved by someone else meanwhile').waitFor();
    await second
      .locator('.mer-cell')
      .filter({ hasText: `${NOT_FOUND} /body/0/props/icon` })
      .getByText('"notFound" → "empty"')
      .waitFor();
    await second.getByText(UNSAVED).waitFor();
    await actAndSeeToast(second, () => second.getByRole('button', { name: 'Save mine on top of theirs' }).click(), /^Saved$/);
    await second.getByText('Saved by someone else meanwhile').waitFor({ state: 'hidden' });
    // Reloaded from the server: the change holds this tab's text, and nothing is left unsaved.
    await second.reload();
    await second.locator('.cm-content').getByText('"icon": "error"').waitFor();
    await expect(second.getByText(UNSAVED).count()).resolves.toBe(0);
  }, 180_000);
});
