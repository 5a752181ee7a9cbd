import { describe, expect, it } from 'vitest';
import { at, useEnglish } from './support/app';
import { phonePage } from './support/browser';
import { appSuite, signInByEmail } from './support/suite';
import { codeFromOutbox } from './support/server';

/**
 * A new member as a person would do it, at a phone viewport, in Debian's Chromium against the real
 * server (built app + API + PGlite). Codes come from the dev outbox over HTTP.
 */
describe('member journey in Chromium', () => {
  const suite = appSuite();

  const mine = at('/pages/index/mine', '/mine');
  const login = at('/pages/login/login', '/');

  async function uidOf(email: string): Promise<string> {
    const { rows } = await suite.server.running.services.db.query<{ uid: string }>('SELECT uid FROM members WHERE email = $1', [email]);
    return rows[0]!.uid;
  }

  it('opens in Korean by default, with the five tabs', async () => {
    const { page, errors } = await phonePage(suite.browser, suite.server.url);
    await page.goto('/home');
    // waitFor, not isVisible: the first visit loads the screen chunk and its dictionaries lazily.
    for (const tab of ['뉴스', 'ETF', '리더보드', '계좌', '마이'])
      await page.getByText(tab, { exact: true }).first().waitFor({ state: 'visible' });
    await page.goto('/no/such/page');
    await page.waitForURL('**/404');
    await page.getByText('존재하지 않는 페이지입니다').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('registers by email with the code from the outbox, sees the UID, logs out and logs back in', async () => {
    const { page, errors } = await phonePage(suite.browser, suite.server.url);
    await useEnglish(page);
    const email = `journey${Date.now()}@example.com`;
    await page.goto('/register');
    await page.getByPlaceholder('Enter your email').fill(email);
    await page.getByText('I have read and agree to the').click();
    await page.getByRole('button', { name: 'Send verification code' }).click();
    await page.waitForURL(at('/pages/other/sendCodeReg', '/sendCodeReg'));
    await page.getByText(`We sent a 6-digit code to ${email}`).waitFor();
    const code = await codeFromOutbox(suite.server.url, email);
    await page.getByPlaceholder('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(at('/pages/other/pwdReg', '/pwdReg'));
    await page.getByPlaceholder('8 or more characters including 2 kinds of letters, symbols or numbers').fill('Journey1!');
    await page.getByPlaceholder('Enter the password again').fill('Journey2!');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Two passwords are inconsistent').waitFor();
    await page.getByPlaceholder('Enter the password again').fill('Journey1!');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(mine);
    const uid = await uidOf(email);
    await page.getByText(uid).waitFor();

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByText('site messages will no longer arrive in real time').waitFor();
    await page.locator('.adm-dialog').getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(login);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => /token/i.test(k) && localStorage.getItem(k)))).toEqual([]);

    await page.getByPlaceholder('Enter your email').fill(email);
    await page.getByPlaceholder('Enter your password').fill('Journey1!');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(mine);
    await page.getByText(uid).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows the server's message for a wrong password", async () => {
    const { page } = await phonePage(suite.browser, suite.server.url);
    await useEnglish(page);
    await signInByEmail(page, 'demo@meridian.local', 'not-the-password');
    // The refusal stays at the form (an inline alert) beside the toast: read it at the form, where
    // it does not race the toast for the same text.
    await page.getByRole('alert').filter({ hasText: 'Account or password is incorrect' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  it('returns to login when the session has expired', async () => {
    const { page } = await phonePage(suite.browser, suite.server.url);
    await useEnglish(page);
    await signInByEmail(page, 'demo@meridian.local', 'Demo1234!');
    await page.waitForURL(mine);
    await page.getByText('Demo', { exact: true }).waitFor();
    await suite.server.running.services.db.query("UPDATE sessions SET expires_at = now() - interval '1 minute'");
    await page.goto('/mine');
    await page.waitForURL(login);
    await page.getByPlaceholder('Enter your password').waitFor();
    await page.context().close();
  });
});
