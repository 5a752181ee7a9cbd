import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { at, useEnglish } from './support/app';
import { phonePage } from './support/browser';
import { appSuite, signInByEmail } from './support/suite';
import { demo } from '@server/seed';

const SETTINGS = '/pages/other/notifications';

/** The notifications the app's service worker shows now. */
const shown = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data as unknown,
    })),
  );

/** The service worker registration's id as Chromium's DevTools protocol knows it. */
async function registrationId(context: BrowserContext, page: Page, origin: string) {
  const cdp = await context.newCDPSession(page);
  const ids: { registrationId: string; scopeURL: string }[] = [];
  cdp.on(
    'ServiceWorker.workerRegistrationUpdated',
    (e: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
      for (const r of e.registrations) if (!r.isDeleted) ids.push(r);
    },
  );
  await cdp.send('ServiceWorker.enable');
  for (let i = 0; i < 50 && !ids.some((r) => r.scopeURL === `${origin}/`); i++) await new Promise((r) => setTimeout(r, 100));
  const found = ids.find((r) => r.scopeURL === `${origin}/`);
  expect(found, JSON.stringify(ids)).toBeDefined();
  return { cdp, id: found!.registrationId };
}

/**
 * Web Push in Chromium: the service worker's push handler (engine/public/push-handler.js) shown a
 * push through the DevTools protocol, as the browser's push service would deliver it (no network),
 * and the opt-in screen My -> Notifications.
 */
describe('Web Push in Chromium', () => {
  const suite = appSuite();

  it('shows a pushed notice as a notification with its title, text and link, one per notice', async () => {
    const { page, errors } = await phonePage(suite.browser, suite.server.url);
    const context = page.context();
    await context.grantPermissions(['notifications'], { origin: suite.server.url });
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const { cdp, id } = await registrationId(context, page, suite.server.url);
    const payload = {
      title: 'Deposit credited',
      body: 'Your deposit D1 of 25.00 USDT was approved.',
      url: '/pages/notice-list/detail?id=7&kind=notice',
      tag: 'notice-7',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: suite.server.url, registrationId: id, data: JSON.stringify(payload) });
    await expect
      .poll(() => shown(page), { timeout: 10_000 })
      .toEqual([{ title: payload.title, body: payload.body, tag: 'notice-7', data: { url: payload.url } }]);
    // The same notice pushed again (a retried delivery) replaces its notification; another notice adds one.
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: suite.server.url, registrationId: id, data: JSON.stringify(payload) });
    const other = { ...payload, title: 'Withdrawal approved', tag: 'notice-8', url: 'https://elsewhere.example/phish' };
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: suite.server.url, registrationId: id, data: JSON.stringify(other) });
    await expect
      .poll(async () => (await shown(page)).map((n) => [n.tag, n.data]), { timeout: 10_000 })
      .toEqual([
        ['notice-7', { url: payload.url }],
        // A link off the app is never followed: the tap opens the app.
        ['notice-8', { url: '/' }],
      ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('turns push on from My -> Notifications with the subscription reaching the server, chooses events, and turns it off', async () => {
    const { page, errors } = await phonePage(suite.browser, suite.server.url);
    const context = page.context();
    await context.grantPermissions(['notifications'], { origin: suite.server.url });
    // The browser vendor's push service is the outer edge: headless Chromium has none to reach here,
    // so PushManager answers with a subscription on a stand-in endpoint and keys made for this test.
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    const fake = {
      endpoint: 'http://127.0.0.1:9/push/e2e-device',
      p256dh: ecdh.getPublicKey('base64url'),
      auth: crypto.randomBytes(16).toString('base64url'),
    };
    await context.addInitScript((sub) => {
      let current: unknown = null;
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        current = {
          endpoint: sub.endpoint,
          options,
          toJSON: () => ({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }),
          unsubscribe: async () => ((current = null), true),
        };
        return current as PushSubscription;
      };
      PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
    }, fake);
    await useEnglish(page);
    await signInByEmail(page, demo.email, demo.password);
    await page.waitForURL(at('/pages/index/mine', '/mine', '/pages/index/news', '/home'));
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('meridian.session.token') ?? 'null') as string);
    const prefs = async () => {
      const res = await fetch(`${suite.server.url}/api/member/push_prefs`, { headers: { Authorization: `Bearer ${token}`, Lan: 'en' } });
      return ((await res.json()) as { data: { subscribed: boolean; events: Record<string, boolean> } }).data;
    };

    // From My, by keyboard: the cell is reachable and opens the screen.
    await page.goto('/mine');
    await page.getByText('Notifications', { exact: true }).click();
    await page.waitForURL(at(SETTINGS));
    await page.getByText('Notifications are off for this device.').waitFor();
    const on = page.getByRole('button', { name: 'Turn on notifications' });
    await on.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Notifications are on for this device.').waitFor();
    expect(await prefs()).toEqual({
      subscribed: true,
      events: { deposit: true, withdrawal: true, order: true, copyStopLoss: true, fundSettled: true, chatReply: true },
      public_key: expect.any(String) as unknown,
    });
    const { rows } = await suite.server.running.services.db.query<{ endpoint: string; p256dh: string }>(
      'SELECT endpoint, p256dh FROM push_subscriptions',
    );
    expect(rows).toEqual([{ endpoint: fake.endpoint, p256dh: fake.p256dh }]);

    // One real, labelled checkbox per event.
    const withdrawal = page.getByRole('checkbox', { name: 'Withdrawals approved or refused' });
    await expect.poll(() => withdrawal.isChecked()).toBe(true);
    await expect.poll(() => page.getByRole('checkbox', { name: 'Deposits approved or refused' }).isChecked()).toBe(true);
    for (const name of [
      'Orders filled or expired',
      'Copy trading stopped at its stop-loss',
      'Top 10 purchases settled',
      'Replies from customer service',
    ])
      await expect.poll(() => page.getByRole('checkbox', { name }).isChecked()).toBe(true);
    await withdrawal.focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => (await prefs()).events)
      .toEqual({ deposit: true, withdrawal: false, order: true, copyStopLoss: true, fundSettled: true, chatReply: true });

    await page.getByRole('button', { name: 'Turn off notifications' }).click();
    await page.getByText('Notifications are off for this device.').waitFor();
    expect((await prefs()).subscribed).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says why push cannot be turned on: permission refused, and a browser whose push service does not answer', async () => {
    const { page } = await phonePage(suite.browser, suite.server.url);
    const context = page.context();
    await useEnglish(page);
    await signInByEmail(page, demo.email, demo.password);
    await page.waitForURL(at('/pages/index/mine', '/mine', '/pages/index/news', '/home'));
    await page.goto(SETTINGS);
    await page.evaluate(() => navigator.serviceWorker.ready);
    // No permission granted: headless Chromium refuses the request as a member tapping "Block" would.
    await page.getByRole('button', { name: 'Turn on notifications' }).click();
    await page
      .getByText('Notifications are blocked for this site. Allow them in your browser or phone settings, then try again.')
      .waitFor();
    // Permission granted, but this Chromium reaches no push service (no network here): the real PushManager.subscribe fails.
    await context.grantPermissions(['notifications'], { origin: suite.server.url });
    await page.getByRole('button', { name: 'Turn on notifications' }).click();
    await page.getByText(/This device could not be subscribed to notifications/).waitFor({ timeout: 30_000 });
    await page.getByText('Notifications are off for this device.').waitFor();
    await context.close();
  });
});
