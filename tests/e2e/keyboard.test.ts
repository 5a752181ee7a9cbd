import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { at, cameraJpeg } from './support/app';
import { launchBrowser, phonePage } from './support/browser';
import { codeFromOutbox, startAppServer } from './support/server';
import { arrowToRadio, inEnglish, tabTo, tabToRole, typeHere } from './support/keyboard';
import { png } from '../server/support/images';
import { clockFrom } from '@server/clock';
import { PAY_PASSWORD, TRADER_PASSWORD, traders, type Trader } from '@tools/fixtures/traders';

/** Tuesday 24 November 2026, 15:00 UTC: the exchanges are open (the ETF order and the providers trade). */
const OPEN = new Date('2026-11-24T15:00:00Z');
const PASSWORD = 'Keyboard1!';
const TX_HASH = '9a1c2e9a7b3d5c8e0f6a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3e4f5a6';

/**
 * The journeys with the keyboard alone (WCAG 2.1.1): Tab and Shift+Tab to move, Space and
 * Enter to act, the arrow keys inside a radio group, typing into the focused field. No pointer, no
 * fill: a control the focus cannot reach, or a key that does nothing, fails the journey with the
 * list of what got the focus instead. The photo chooser is answered as the operating system's file
 * dialog would be, after Enter on the upload control.
 */
describe('keyboard-only journeys in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startAppServer>>;
  let etfTrader: Trader;
  let assetTrader: Trader;
  let depositor: Trader;

  beforeAll(async () => {
    server = await startAppServer({ DEV_CLOCK: '1', MARKET_TICK_MS: '1000' }, { clock: clockFrom(OPEN) });
    browser = await launchBrowser();
    etfTrader = (await traders(server.running.services, 1, 5000))[0]!;
    assetTrader = (await traders(server.running.services, 1, 2000, 'asset'))[0]!;
    depositor = (await traders(server.running.services, 1, 10, 'asset'))[0]!;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function keyboardPage(): Promise<{ page: Page; errors: string[] }> {
    const opened = await phonePage(browser, server.url);
    await inEnglish(opened.page);
    // A listener from the start turns on Playwright's file chooser interception before any Enter:
    // one added only by waitForEvent is switched on asynchronously, and a fast Enter beat it
    // (the browser then opened its own dialog, which headless shows to nobody).
    opened.page.on('filechooser', () => undefined);
    return opened;
  }

  /** Signs in on the login screen with the keyboard. */
  async function signIn(page: Page, email: string, password: string): Promise<void> {
    await page.goto('/');
    await tabTo(page, page.getByPlaceholder('Enter your email'), 'the email field');
    await typeHere(page, email);
    await tabTo(page, page.getByPlaceholder('Enter your password'), 'the password field');
    await typeHere(page, password);
    await tabToRole(page, 'button', 'Log in');
    await page.keyboard.press('Enter');
    await page.waitForURL(at('/pages/index/mine', '/mine'));
  }

  /** Confirms the open confirmation dialog: the focus is inside it, Tab reaches Confirm, Enter presses it. */
  async function confirmDialog(page: Page, title: string): Promise<void> {
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await tabTo(page, dialog.getByRole('button', { name: 'Confirm' }), 'Confirm in the dialog', { most: 4 });
    await page.keyboard.press('Enter');
  }

  /** Enter on the photo control opens the file chooser; the photo is given to it. */
  async function uploadPhoto(page: Page, name: RegExp, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await tabToRole(page, 'button', name);
    const focused = () => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
    const before = await focused();
    const chooser = page.waitForEvent('filechooser', { timeout: 8_000 });
    await page.keyboard.press('Enter');
    const got = await chooser.catch(async (e: unknown) => {
      throw new Error(`no file chooser; focus before: ${before}; after: ${await focused()}; ${String(e)}`);
    });
    await got.setFiles(file);
  }

  it('registers with the emailed code and submits real-name verification with two photos', async () => {
    const { page, errors } = await keyboardPage();
    const email = `keys${Date.now()}@example.com`;
    await page.goto('/register');
    await tabTo(page, page.getByPlaceholder('Enter your email'), 'the email field');
    await typeHere(page, email);
    await tabToRole(page, 'checkbox', /^I have read and agree to the/);
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByRole('checkbox', { name: /^I have read and agree to the/ }).isChecked()).toBe(true);
    await tabToRole(page, 'button', 'Send verification code');
    await page.keyboard.press('Enter');
    await page.waitForURL(at('/pages/other/sendCodeReg', '/sendCodeReg'));
    await tabTo(page, page.getByPlaceholder('6-digit code'), 'the code field');
    await typeHere(page, await codeFromOutbox(server.url, email));
    await tabToRole(page, 'button', 'Next');
    await page.keyboard.press('Enter');
    await page.waitForURL(at('/pages/other/pwdReg', '/pwdReg'));
    await tabTo(page, page.getByPlaceholder('8 or more characters including 2 kinds of letters, symbols or numbers'), 'the password');
    await typeHere(page, PASSWORD);
    await tabTo(page, page.getByPlaceholder('Enter the password again'), 'the repeated password');
    await typeHere(page, PASSWORD);
    await tabToRole(page, 'button', 'Register');
    await page.keyboard.press('Enter');
    await page.waitForURL(at('/pages/index/mine', '/mine'));

    // Real-name verification, from My.
    await page.getByText('Not verified').waitFor();
    await tabToRole(page, 'button', /^Real-name verification/, { most: 60 });
    await page.keyboard.press('Enter');
    await page.waitForURL(at('/pages/realname/realname'));
    await tabToRole(page, 'textbox', 'Real name');
    await typeHere(page, 'Han Keyboard');
    await tabTo(page, page.getByRole('radiogroup', { name: 'ID type' }).getByRole('radio'), 'the ID type radio group');
    await arrowToRadio(page, 'Passport');
    await tabToRole(page, 'textbox', 'ID number');
    await typeHere(page, 'K1234567');
    await uploadPhoto(page, /^Front of the ID/, { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg(page) });
    await uploadPhoto(page, /^Back of the ID/, { name: 'back.png', mimeType: 'image/png', buffer: png(4, 3) });
    await expect.poll(() => page.getByText('Uploaded', { exact: true }).count()).toBe(2);
    await tabToRole(page, 'button', 'Submit for review');
    await page.keyboard.press('Enter');
    await page.getByText('Submitted successfully').first().waitFor();
    await page.getByText('Under review', { exact: true }).waitFor();
    const { rows } = await server.running.services.db.query<{ status: string; id_type: string }>(
      'SELECT v.status, v.id_type FROM realname_verifications v JOIN members m ON m.id = v.member_id WHERE m.email = $1',
      [email],
    );
    expect(rows).toEqual([{ status: 'review', id_type: 'passport' }]);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('deposits USDT with a voucher photo', async () => {
    const { page, errors } = await keyboardPage();
    await signIn(page, depositor.email, TRADER_PASSWORD);
    await page.goto('/account');
    await page.getByText('Total assets').waitFor();
    await tabToRole(page, 'button', 'Deposit', { most: 60 });
    await page.keyboard.press('Enter');
    await page.waitForURL(at('/pages/mine/recharge'));
    await page.getByText('Platform receiving addresses').waitFor();
    await tabTo(page, page.getByRole('radiogroup', { name: 'Paid to' }).getByRole('radio'), 'the receiving address radio group', {
      most: 60,
    });
    await arrowToRadio(page, /^TRC20 /);
    await tabToRole(page, 'textbox', 'Amount');
    await typeHere(page, '250');
    await uploadPhoto(page, /^Transfer voucher/, { name: 'voucher.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg(page) });
    await expect.poll(() => page.getByText('Uploaded', { exact: true }).count()).toBe(1);
    await tabToRole(page, 'textbox', 'Transaction hash (TxID)');
    await typeHere(page, TX_HASH);
    await tabToRole(page, 'textbox', 'Depositor name');
    await typeHere(page, 'Bench 0');
    await tabToRole(page, 'button', 'Submit for review');
    await page.keyboard.press('Enter');
    await page.getByText('Submitted successfully! Please wait for the financial staff to review.').waitFor();
    await page.waitForURL(at('/pages/mine/history-record'));
    await page.getByText(/^250\.00 USDT · Under review/).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('buys an ETF at market from its detail screen', async () => {
    const { page, errors } = await keyboardPage();
    await signIn(page, etfTrader.email, TRADER_PASSWORD);
    await page.goto('/stock-info?code=SPY');
    await page.locator('.mer-kline canvas').first().waitFor();
    await tabToRole(page, 'button', 'Buy', { most: 80 });
    await page.keyboard.press('Enter');
    await page.waitForURL(at('/pages/stock-order/stock-order'));
    const ticket = page.locator('form.mer-ticket');
    await ticket.getByText('ETF account: 5,000.00 USDT available').waitFor();
    await tabToRole(page, 'textbox', 'Quantity (shares)', { most: 60 });
    await typeHere(page, '2');
    await tabTo(page, page.getByLabel('Payment password'), 'the payment password');
    await typeHere(page, PAY_PASSWORD);
    await tabToRole(page, 'checkbox', /^I have read and accept the ETF trading terms/);
    await page.keyboard.press('Space');
    await tabToRole(page, 'button', 'Buy', { within: ticket });
    await page.keyboard.press('Enter');
    await confirmDialog(page, 'Confirm purchase');
    await page.getByText('Submitted successfully').first().waitFor();
    await page.waitForURL(at('/pages/positions/positions'));
    await page.locator('.mer-screen').getByText('SPDR S&P 500 ETF Trust').first().waitFor();
    const { rows } = await server.running.services.db.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM etf_orders WHERE member_id = $1 AND side = 'buy'",
      [etfTrader.memberId],
    );
    expect(rows[0]!.n).toBe('1');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('buys a Top 10 product and subscribes to a provider from the leaderboard', async () => {
    const { page, errors } = await keyboardPage();
    await signIn(page, assetTrader.email, TRADER_PASSWORD);

    await page.goto('/top');
    const product = page.locator('.adm-card').filter({ hasText: 'Top 10 Starter 7D' }).first();
    await product.getByText('1,000.00 USDT for 7 days earns 0.70 USDT').waitFor();
    await tabToRole(page, 'button', 'Buy', { within: product, most: 60 });
    await page.keyboard.press('Enter');
    await page.waitForURL(at('/pages/top/buy'));
    await page.getByText('Available 2,000.00 USDT').waitFor();
    await tabToRole(page, 'textbox', 'Amount (USDT)', { most: 60 });
    await typeHere(page, '1000');
    await tabToRole(page, 'checkbox', 'I have read the contract above and confirm its terms');
    await page.keyboard.press('Space');
    await tabTo(page, page.getByLabel('Payment password'), 'the payment password');
    await typeHere(page, PAY_PASSWORD);
    await tabToRole(page, 'button', 'Buy', { within: page.locator('form') });
    await page.keyboard.press('Enter');
    await confirmDialog(page, 'Confirm purchase');
    await page.getByText('Successful purchase').first().waitFor();
    await page.waitForURL(at('/pages/index/top', '/top'));

    await page.goto('/leaderboard');
    const row = page.locator('.adm-card').filter({ hasText: 'Cleo Long Run' }).first();
    await row.waitFor();
    await tabToRole(page, 'button', 'Details', { within: row, most: 80 });
    await page.keyboard.press('Enter');
    await page.waitForURL(at('/pages/follow/provider'));
    await page.getByText(/Track record since/).waitFor();
    await tabToRole(page, 'button', 'Subscribe', { most: 80 });
    await page.keyboard.press('Enter');
    await page.waitForURL(at('/pages/subscribe/subscribe'));
    await page.getByText('Available 1,000.00 USDT · with the fee on top you can subscribe up to 952.38 USDT').waitFor();
    await tabToRole(page, 'textbox', 'Amount (USDT)', { most: 60 });
    await typeHere(page, '100');
    await tabTo(page, page.getByRole('radiogroup', { name: 'Days' }).getByRole('radio'), 'the days radio group');
    await arrowToRadio(page, '7 days');
    await page.getByText('Total charged from your asset account: 105.00 USDT').waitFor();
    await tabToRole(page, 'checkbox', 'I have read the terms above, the fee and the split');
    await page.keyboard.press('Space');
    await tabTo(page, page.getByLabel('Payment password'), 'the payment password');
    await typeHere(page, PAY_PASSWORD);
    await tabToRole(page, 'button', 'Subscribe', { within: page.locator('form') });
    await page.keyboard.press('Enter');
    await confirmDialog(page, 'Confirm subscription');
    await page.getByText('Subscribe successfully').first().waitFor();
    await page.waitForURL(at('/pages/follow/mine'));
    await page.getByText('Amount 100.00 USDT · fee 5.00 USDT').first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('closes a confirmation with Escape and gives the focus back to the button that opened it', async () => {
    const { page } = await keyboardPage();
    await signIn(page, assetTrader.email, TRADER_PASSWORD);
    await tabToRole(page, 'button', 'Log out', { most: 80 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.getAttribute('aria-modal')).toBe('true');
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    // The focus stays inside while it is open.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Log out');
    expect(new URL(page.url()).pathname).toBe('/mine');
    await page.context().close();
  }, 60_000);
});
