import type { Page } from 'playwright-core';
import { at } from './app';
import { codeFromOutbox } from './server';

/**
 * Signs a staff member in as a person would: opening a staff page without a session lands on the
 * staff sign-in, then password, then the emailed code (read from the dev outbox), then /ops.
 */
export async function signInAsStaff(page: Page, serverUrl: string, email: string, password: string, start = '/ops'): Promise<void> {
  await page.goto(start);
  await page.waitForURL(at('/ops/login'));
  await page.getByPlaceholder('name@company').fill(email);
  await page.getByPlaceholder('Your staff password').fill(password);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('We sent a 6-digit code to').waitFor();
  await page.getByPlaceholder('6-digit code').fill(await codeFromOutbox(serverUrl, email));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(at('/ops'));
}
