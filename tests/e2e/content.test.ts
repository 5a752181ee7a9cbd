import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { at, useEnglish as switchToEnglish } from './support/app';
import { phonePage } from './support/browser';
import { appSuite, signInByEmail } from './support/suite';
import { demo } from '@server/seed';
import type { ApiResponse, EndpointId } from '@core/generated/api';

/**
 * Reading the News tab in Chromium on the real server with its demo content (server/content/seed.ts):
 * the welcome popup shows once, a news article and an announcement open with their text, the
 * announcement counts as read afterwards, and the help center offers its articles.
 */
describe('news, announcements and the help center in Chromium', () => {
  const suite = appSuite();
  let token = '';

  async function api<Id extends EndpointId>(endpoint: Id): Promise<ApiResponse<Id>> {
    const res = await fetch(`${suite.server.url}/api/${endpoint}`, { headers: { Authorization: `Bearer ${token}`, Lan: 'en' } });
    const body = (await res.json()) as { code: number; msg: string; data: ApiResponse<Id> };
    if (body.code !== 0) throw new Error(`${endpoint}: ${body.msg}`);
    return body.data;
  }

  async function signIn(page: Page): Promise<void> {
    await switchToEnglish(page);
    await signInByEmail(page, demo.email, demo.password);
    await page.waitForURL(at('/pages/index/mine', '/mine', '/pages/index/news', '/home'));
    // The session the app keeps (engine/runtime/store/createSessionStore.ts), for reading state over the API.
    token = await page.evaluate(() => JSON.parse(localStorage.getItem('meridian.session.token') ?? 'null') as string);
  }

  it('shows the popup once, reads a news article and an announcement, and finds help', async () => {
    const { page, errors } = await phonePage(suite.browser, suite.server.url);
    await signIn(page);
    expect(token).not.toBe('');
    const unreadBefore = (await api('announce/unread')).announcements;
    expect(unreadBefore).toBe(1);

    await page.goto('/home');
    const screen = page.locator('.mer-screen');
    // The popup is a dialog over the News home, dismissed once for this version.
    const popup = page.getByRole('dialog', { name: 'Welcome to Meridian' });
    await popup.getByText(/New here\? The help center explains/).waitFor();
    await screen.getByText('Never share your payment password. Meridian staff will never ask for it.').waitFor();
    await screen.getByText('1 unread').waitFor();
    // The News tab carries the same count.
    await page.locator('.mer-tabbar .adm-badge-content').filter({ hasText: /^1$/ }).waitFor();
    await popup.getByRole('button', { name: 'Got it' }).click();
    await popup.waitFor({ state: 'hidden' });

    // A news article, its text rendered from the sanitized HTML.
    await screen.getByText('How an ETF tracks its index').click();
    await page.waitForURL(at('/pages/news/detail', '/news-detail'));
    await page.getByText(/Authorized participants create and redeem fund units/).waitFor();
    // The demo explainers cite no source, so no byline names one: only the time shows.
    expect(await page.getByText(/Meridian Academy|^ · /).count()).toBe(0);

    // An announcement from the home's headlines: opening it reads it.
    await page.goto('/home');
    await page.locator('.mer-screen').getByText('Scheduled maintenance on Sunday 02:00–03:00 UTC').click();
    await page.waitForURL(at('/pages/notice-list/detail'));
    await page.getByText(/Open orders stay in place and your balances are not affected/).waitFor();
    expect((await api('announce/unread')).announcements).toBe(0);

    // Back home the popup stays away (this version was dismissed) and nothing is unread.
    await page.goto('/home');
    await page.locator('.mer-screen').getByText('Latest news').waitFor();
    await page.locator('.mer-screen').getByText('How an ETF tracks its index').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect((await api('common/popup')).popup).toBeNull();
    expect(await page.locator('.mer-tabbar .adm-badge-content').count()).toBe(0);

    // The notice list: the announcement, read; the verification-free demo member has no personal notices.
    await page.goto('/pages/notice-list/notice-list');
    await page.locator('.mer-screen').getByText('Scheduled maintenance on Sunday 02:00–03:00 UTC').waitFor();
    expect(await page.locator('.mer-screen').innerText()).not.toMatch(/\bNew\b/);

    // The help center: articles by topic and Contact support.
    await page.goto('/allService');
    // A Cell's title shares its element with the summary, so each is found by a phrase of its own.
    await page.getByText('Before you can deposit, trade or withdraw, we need to know who you are').waitFor();
    await page.getByText('Withdrawals: fee, review hours and holds').waitFor();
    await page.getByPlaceholder('Search help articles').fill('payment password');
    await page.getByText('Keep your account safe').waitFor();
    await page.getByText('Before you can deposit, trade or withdraw, we need to know who you are').waitFor({ state: 'detached' });
    // An article opens with its body in full, and no byline naming a source.
    await page.getByText('Keep your account safe').click();
    await page.getByText(/six digits that confirm every order, purchase, transfer to another member and withdrawal/).waitFor();
    expect(await page.getByText(/^ · /).count()).toBe(0);
    await page.goBack();
    await page.getByText('Contact support').click();
    await page.waitForURL(at('/pages/other/userCustomerService', '/userCustomerService'));

    expect(errors).toEqual([]);
  });
});
