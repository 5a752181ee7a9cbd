import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { at, useEnglish } from './support/app';
import { phonePage } from './support/browser';
import { appSuite, signInByEmail } from './support/suite';
import { codeFromOutbox } from './support/server';

/**
 * Account screens as a member would use them, in Debian's Chromium against the real server:
 * resetting a forgotten password by email, the one-time nickname change on the profile, and a change
 * of email (current password, code to the new address, notice to the old one).
 * Members are registered over the API (the registration screens have their own journey).
 */
describe('account journeys in Chromium', () => {
  const suite = appSuite();

  const mine = at('/pages/index/mine', '/mine');
  const login = at('/pages/login/login', '/');

  async function post(path: string, body: unknown): Promise<{ code: number; msg: string; data: unknown }> {
    const res = await fetch(`${suite.server.url}/api/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Lan: 'en' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { code: number; msg: string; data: unknown };
  }

  /** A new member registered by email over the API. */
  async function registerMember(password: string): Promise<string> {
    const email = `account${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
    expect((await post('member/mail_otp', { email, purpose: 'register' })).code).toBe(0);
    const code = await codeFromOutbox(suite.server.url, email);
    expect((await post('member/register', { type: 'email', email, code, password, agree: true, privacy: true })).code).toBe(0);
    return email;
  }

  async function logIn(page: Page, email: string, password: string): Promise<void> {
    await signInByEmail(page, email, password);
    await page.waitForURL(mine);
  }

  it('resets a forgotten password by email with the code from the outbox, then logs in with it', async () => {
    const email = await registerMember('Before12!');
    const { page, errors } = await phonePage(suite.browser, suite.server.url);
    await useEnglish(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.waitForURL(at('/pages/other/forgetPwd'));
    // The cell's title and its description share one element: match the title at its start.
    await page.getByText(/^By email/).click();
    await page.waitForURL(at('/pages/other/forgetPwdEmail'));

    await page.getByPlaceholder('Enter your email').fill(email);
    await page.getByRole('button', { name: 'Send verification code' }).click();
    await page.getByText(`We sent a 6-digit code to ${email}`).waitFor();
    const code = await codeFromOutbox(suite.server.url, email);
    await page.getByPlaceholder('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(at('/pages/other/forgetPwdStep2'));

    await page.getByPlaceholder('8 or more characters including 2 kinds of letters, symbols or numbers').fill('After345!');
    await page.getByPlaceholder('Enter the password again').fill('After345?');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Two passwords are inconsistent').waitFor();
    await page.getByPlaceholder('Enter the password again').fill('After345!');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL(login);
    await page.getByText('Modification successful').waitFor();

    expect((await post('member/login', { type: 'email', email, password: 'Before12!' })).code).not.toBe(0);
    await logIn(page, email, 'After345!');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('changes the nickname once on the profile, after a confirm', async () => {
    const email = await registerMember('Profile12!');
    const { page, errors } = await phonePage(suite.browser, suite.server.url);
    await useEnglish(page);
    await logIn(page, email, 'Profile12!');
    await page.getByText('Profile', { exact: true }).click();
    await page.waitForURL(at('/pages/mine/userinfo'));
    await page.getByText('Can be changed once').first().waitFor();

    const nicknameForm = page.locator('form').filter({ has: page.getByPlaceholder('New nickname, up to 20 characters') });
    await page.getByPlaceholder('New nickname, up to 20 characters').fill('Journey Nick');
    await nicknameForm.getByRole('button', { name: 'Save' }).click();
    const dialog = page.locator('.adm-dialog');
    await dialog.getByText('Your nickname can be changed only once. Change it to “Journey Nick”?').waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Modification successful').waitFor();

    // Used up: the editor is gone, the cell says so, and the new nickname shows.
    await page.getByText('Already changed').waitFor();
    expect(await page.getByPlaceholder('New nickname, up to 20 characters').count()).toBe(0);
    await page.getByText('Journey Nick').first().waitFor();
    // The introduction is still open for its own single change.
    expect(await page.getByPlaceholder('A few words about you, up to 200 characters').count()).toBe(1);

    const { rows } = await suite.server.running.services.db.query<{ nickname: string; nickname_changed: boolean }>(
      'SELECT nickname, nickname_changed FROM members WHERE email = $1',
      [email],
    );
    expect(rows[0]).toEqual({ nickname: 'Journey Nick', nickname_changed: true });

    await page.goto('/mine');
    await page.getByText('Journey Nick', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('changes the email with the current password and a code to the new address; the old address is told (a wrong password: tests/server/takeover.test.ts)', async () => {
    const email = await registerMember('Moving12!');
    const next = `moved${Date.now()}@example.com`;
    const { page, errors } = await phonePage(suite.browser, suite.server.url);
    await useEnglish(page);
    await logIn(page, email, 'Moving12!');
    await page.goto('/pages/mine/change-email');
    await page.getByText(/enter your login password/).waitFor();
    await page.getByPlaceholder('Enter your email').fill(next);
    await page.getByPlaceholder('Enter your original password').fill('Moving12!');
    await page.getByRole('button', { name: 'Send verification code' }).click();
    await page.getByText(`We sent a 6-digit code to ${next}`, { exact: false }).waitFor();
    await page.getByPlaceholder('6-digit code').fill(await codeFromOutbox(suite.server.url, next));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Modification successful').waitFor();

    const { rows } = await suite.server.running.services.db.query<{ email: string }>('SELECT email FROM members WHERE email = $1', [next]);
    expect(rows.length).toBe(1);
    const told = await fetch(`${suite.server.url}/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const list = ((await told.json()) as { data: { list: { subject: string; body: string }[] } }).data.list;
    expect(list[0]!.body).toMatch(/^The sign-in email of your Meridian account was changed to mo\*\*\*@example\.com/);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
