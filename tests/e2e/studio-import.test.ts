import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { at, useEnglish } from './support/app';
import { launchBrowser } from './support/browser';
import { startAppServer } from './support/server';
import { signInAsStaff } from './support/staff';
import { createStaff } from '@server/staff/accounts';
import { importFromRepo } from '@tools/studio/importFromRepo';

const OLD_EN = 'We never ask you to pay or deposit anything to release a withdrawal.';
const NEW_EN = 'A withdrawal is never held for a fee: nobody may ask you to pay to release it.';
const MESSAGE = 'From the repository: plainer withdrawal notice';

/** A copy of the repository's screens/ and locales/, as a branch would hold them. */
function repoCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-repo-'));
  for (const folder of ['screens', 'locales']) fs.cpSync(folder, path.join(dir, folder), { recursive: true });
  return dir;
}

/**
 * The repository -> studio path (issue 24): a text changed in the repository's files is imported
 * (what `npm run screens:import` runs) beside the running server, and opens in the studio as a
 * change whose edits a screen editor reads as before -> after, ready to check and publish.
 */
describe('the studio: a change made in the repository opens as a studio change with its diff', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startAppServer>>;
  let repo: string;

  beforeAll(async () => {
    server = await startAppServer();
    browser = await launchBrowser();
    await createStaff(server.running.services, {
      email: 'carol@meridian.local',
      name: 'Carol Editor',
      password: 'Studio1234!',
      roles: ['screen_editor'],
    });
    repo = repoCopy();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (repo) fs.rmSync(repo, { recursive: true, force: true });
  });

  it('imports the edited files only and shows each edit as before -> after', async () => {
    const file = path.join(repo, 'locales/en/screens.json');
    const texts = fs.readFileSync(file, 'utf8');
    expect(texts).toContain(JSON.stringify(OLD_EN));
    fs.writeFileSync(file, texts.replace(JSON.stringify(OLD_EN), JSON.stringify(NEW_EN)));

    // Not a staff member with the role: refused, nothing imported.
    const refused = await importFromRepo(server.running.services.db, {
      author: 'nobody@meridian.local',
      from: repo,
      message: MESSAGE,
      now: new Date(),
    });
    expect(refused.ok).toBe(false);

    const done = await importFromRepo(server.running.services.db, {
      author: 'carol@meridian.local',
      from: repo,
      message: MESSAGE,
      now: new Date(),
    });
    expect(done).toMatchObject({ ok: true, changed: ['locales/en/screens.json'] });

    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1400, height: 1000 }, locale: 'en-US' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await useEnglish(page);
    await signInAsStaff(page, server.url, 'carol@meridian.local', 'Studio1234!', '/ops/studio');
    await page.getByText('Change screens and texts, preview, publish, roll back').click();
    await page.waitForURL(at('/ops/studio'));
    // The change is listed under its message, with its author, and opens with its diff.
    await page.getByText(MESSAGE).click();
    await page.waitForURL(at('/ops/studio/draft'));
    const edit = page.locator('.mer-cell').filter({ hasText: 'locales/en/screens.json /money/withdraw/honest' });
    await edit.getByText(`${JSON.stringify(OLD_EN)} → ${JSON.stringify(NEW_EN)}`).waitFor();
    // The gate checks it like any change: a text edit passes, with the other languages to review.
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await page.getByText('No errors, but other languages need review: see the change').waitFor();
    expect(errors).toEqual([]);
  });
});
