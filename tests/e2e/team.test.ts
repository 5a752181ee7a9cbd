import { describe, expect, it } from 'vitest';
import { at, useEnglish } from './support/app';
import { phonePage } from './support/browser';
import { appSuite, signInByEmail } from './support/suite';
import { codeFromOutbox } from './support/server';

/**
 * The referral journey in Chromium against the real server: the demo member opens the promotion
 * screen, takes the invitation link from it, a second person registers through that link (the code
 * prefilled from it), and the demo member then finds them on the first level of the team, with the
 * name masked, while the second level stays empty.
 */
describe('referral team in Chromium', () => {
  const suite = appSuite();

  it('invites a second member with the link and sees them in the team', async () => {
    const inviter = await phonePage(suite.browser, suite.server.url);
    const page = inviter.page;
    await useEnglish(page);
    await signInByEmail(page, 'demo@meridian.local', 'Demo1234!');
    await page.waitForURL(at('/pages/index/mine', '/mine'));

    await page.goto('/pages/mine/promotion');
    await page.getByText('Level 1: 0 · Level 2: 0 · Team: 0').waitFor();
    await page.getByText('No team members yet').waitFor();
    await page.getByText('Published reward shares').waitFor();
    const link = await page
      .getByText(/\/register\?invite=/)
      .first()
      .innerText();
    const invite = new URL(link.trim());
    expect(invite.searchParams.get('invite')).toBe('DEMO2026');

    // The second person opens the link (on this server) and registers with the code it carries.
    const invitee = await phonePage(suite.browser, suite.server.url);
    await useEnglish(invitee.page);
    const email = `invited${Date.now()}@example.com`;
    await invitee.page.goto(`${invite.pathname}${invite.search}`);
    // The link fills in the invitation code.
    const code = invitee.page.getByPlaceholder('Invitation code (optional)').first();
    await code.waitFor();
    expect(await code.inputValue()).toBe('DEMO2026');
    await invitee.page.getByPlaceholder('Enter your email').fill(email);
    await invitee.page.getByText('I have read and agree to the').click();
    await invitee.page.getByRole('button', { name: 'Send verification code' }).click();
    await invitee.page.waitForURL(at('/pages/other/sendCodeReg', '/sendCodeReg'));
    await invitee.page.getByPlaceholder('6-digit code').fill(await codeFromOutbox(suite.server.url, email));
    await invitee.page.getByRole('button', { name: 'Next' }).click();
    await invitee.page.waitForURL(at('/pages/other/pwdReg', '/pwdReg'));
    await invitee.page.getByPlaceholder('8 or more characters including 2 kinds of letters, symbols or numbers').fill('Invited1!');
    await invitee.page.getByPlaceholder('Enter the password again').fill('Invited1!');
    await invitee.page.getByRole('button', { name: 'Register' }).click();
    await invitee.page.waitForURL(at('/pages/index/mine', '/mine'));
    expect(invitee.errors).toEqual([]);

    const { rows } = await suite.server.running.services.db.query<{ nickname: string; inviter: string }>(
      `SELECT m.nickname, i.invite_code AS inviter FROM members m JOIN members i ON i.id = m.inviter_id WHERE m.email = $1`,
      [email],
    );
    expect(rows[0]!.inviter).toBe('DEMO2026');
    const name = [...rows[0]!.nickname];
    const masked = `${name[0]}${'*'.repeat(Math.min(name.length - 2, 4))}${name[name.length - 1]}`;

    // Back on the inviter's promotion screen: the new member on level 1, masked; level 2 empty.
    await page.reload();
    await page.getByText('Level 1: 1 · Level 2: 0 · Team: 1').waitFor();
    await page.getByText('Level 1 · 0 stars · team 0').waitFor();
    const screen = await page.locator('.mer-screen').innerText();
    expect(screen).toContain(masked);
    expect(screen).not.toContain(rows[0]!.nickname);
    await page.getByText('Level 2', { exact: true }).click();
    await page.getByText('No team members yet').waitFor();
    expect(await page.locator('.mer-screen').innerText()).not.toContain(masked);
    expect(inviter.errors).toEqual([]);
    await invitee.page.context().close();
    await page.context().close();
  });
});
