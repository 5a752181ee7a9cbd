import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { startAppServer } from './server';

type AppServer = Awaited<ReturnType<typeof startAppServer>>;

/**
 * The real server (default settings) and one Chromium for the journeys of a describe block: both
 * start before its first test and stop after its last. Read `suite.server` and `suite.browser`
 * inside the tests, once beforeAll has filled them.
 */
export function appSuite(): { server: AppServer; browser: Browser } {
  const suite = {} as { server: AppServer; browser: Browser };
  beforeAll(async () => {
    suite.server = await startAppServer();
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}

/** Signs in on the login screen (the app in English) by email and password, as a member types it. */
export async function signInByEmail(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByPlaceholder('Enter your email').fill(email);
  await page.getByPlaceholder('Enter your password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
