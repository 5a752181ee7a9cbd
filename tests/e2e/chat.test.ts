import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { at, cameraJpeg, useEnglish } from './support/app';
import { launchBrowser, phonePage } from './support/browser';
import { codeFromOutbox, startAppServer } from './support/server';
import { signInAsStaff } from './support/staff';
import { signInByEmail } from './support/suite';
import { createStaff } from '@server/staff/accounts';

const PASSWORD = 'Chat1234!';
const STAFF_EMAIL = 'support.e2e@meridian.local';
const STAFF_PASSWORD = 'Support1234!';

/** The bodies of the confirmed messages a chat shows, in order (pending sends excluded). */
const shown = (page: Page) =>
  page
    .locator('.mer-chat-msg:not(.mer-chat-pending)')
    .evaluateAll((items) => items.map((li) => li.querySelector('.mer-chat-body')?.textContent ?? '[photo]'));

/**
 * The chat in Chromium: a member and a support agent, each in their own browser context,
 * exchange text and a photo over the realtime socket; the member's connection drops (offline, every
 * socket closed) while both sides write; back online, each side shows every message exactly once.
 */
describe('chat with support in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startAppServer>>;

  beforeAll(async () => {
    server = await startAppServer();
    browser = await launchBrowser();
    await createStaff(server.running.services, { email: STAFF_EMAIL, name: 'Hana Support', password: STAFF_PASSWORD, roles: ['support'] });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function post(path: string, body: unknown): Promise<{ code: number; data: unknown }> {
    const res = await fetch(`${server.url}/api/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { code: number; data: unknown };
  }

  it('exchanges text and a photo, and loses or repeats nothing across a dropped connection', async () => {
    const email = `chat${Date.now()}@example.com`;
    expect((await post('member/mail_otp', { email, purpose: 'register' })).code).toBe(0);
    const code = await codeFromOutbox(server.url, email);
    expect((await post('member/register', { type: 'email', email, code, password: PASSWORD, agree: true, privacy: true })).code).toBe(0);

    const member = await phonePage(browser, server.url);
    // Keeps the app's sockets within reach, so the test can drop them as a lost network would.
    await member.page.context().addInitScript(() => {
      const Native = window.WebSocket;
      const opened: WebSocket[] = [];
      (window as unknown as { __sockets: WebSocket[] }).__sockets = opened;
      window.WebSocket = class extends Native {
        constructor(url: string | URL, protocols?: string | string[]) {
          super(url, protocols);
          opened.push(this);
        }
      };
    });
    const m = member.page;
    await useEnglish(m);
    await signInByEmail(m, email, PASSWORD);
    await m.waitForURL(at('/pages/index/mine', '/mine'));
    await m.goto('/userCustomerService');
    await m.getByText('Hello! Tell us how we can help.', { exact: false }).waitFor();
    await m.getByPlaceholder('Type a message').fill('Hello, my deposit is late');
    await m.getByRole('button', { name: 'Send', exact: true }).click();
    await m.locator('.mer-chat-msg:not(.mer-chat-pending)').first().waitFor();

    const staff = await phonePage(browser, server.url);
    const s = staff.page;
    await useEnglish(s);
    await signInAsStaff(s, server.url, STAFF_EMAIL, STAFF_PASSWORD, '/ops/chat');
    await s.goto('/ops/chat');
    await s.getByText('Hello, my deposit is late').click();
    await s.waitForURL(at('/ops/chat/conversation'));
    await s.getByText('Hello, my deposit is late').waitFor();
    // Opened by support: the member's message shows as read.
    await m.getByText('Read', { exact: false }).waitFor();

    // A canned reply, then the member's photo.
    await s.getByRole('button', { name: 'Greeting' }).click();
    await s.getByRole('button', { name: 'Send', exact: true }).click();
    await m.getByText('thank you for contacting Meridian support', { exact: false }).waitFor();
    await m.locator('input[type=file]').setInputFiles({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg(m) });
    await s.locator('img.mer-chat-image').waitFor();
    await m.locator('img.mer-chat-image').waitFor();

    // The member's network goes: every socket closes and nothing reconnects until it is back.
    await m.context().setOffline(true);
    await m.evaluate(() => (window as unknown as { __sockets: WebSocket[] }).__sockets.forEach((socket) => socket.close()));
    await m.getByText('Connecting…').waitFor();
    for (const text of ['Are you still there?', 'I found your deposit']) {
      await s.getByPlaceholder('Type a message').fill(text);
      await s.getByRole('button', { name: 'Send', exact: true }).click();
      await s.locator('.mer-chat-msg:not(.mer-chat-pending) .mer-chat-body', { hasText: text }).waitFor();
    }
    await m.getByPlaceholder('Type a message').fill('Sorry, I lost signal');
    await m.getByRole('button', { name: 'Send', exact: true }).click();
    await m.getByText('Not sent. Tap to retry').waitFor();

    await m.context().setOffline(false);
    const expected = [
      'Hello, my deposit is late',
      'Hello, thank you for contacting Meridian support. How can I help you today?',
      '[photo]',
      'Are you still there?',
      'I found your deposit',
      'Sorry, I lost signal',
    ];
    await expect.poll(() => shown(m), { timeout: 40_000, interval: 250 }).toEqual(expected);
    await expect.poll(() => shown(s), { timeout: 10_000, interval: 250 }).toEqual(expected);
    // Settled: nothing arrives twice later either, and nothing is left pending.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await shown(m)).toEqual(expected);
    expect(await shown(s)).toEqual(expected);
    expect(await m.locator('.mer-chat-pending').count()).toBe(0);
    expect(member.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|WebSocket/i.test(e))).toEqual([]);
    expect(staff.errors).toEqual([]);
  }, 180_000);
});
