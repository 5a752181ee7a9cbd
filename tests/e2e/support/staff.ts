import type { Page } from 'playwright-core';
import { at } from './app';
import { codeFromOutbox } from './server';

/**
 * A staff password chosen by someone else (createStaff, the first administrator) must be replaced at
 * the first sign-in. These helpers replace it as the person would, with `<first>-own`, and remember
 * it per server, so a journey keeps naming the first password it gave.
 */
const changed = new Map<string, string>();
const keyOf = (serverUrl: string, email: string, first: string) => `${serverUrl}|${email}|${first}`;
const passwordNow = (serverUrl: string, email: string, first: string) => changed.get(keyOf(serverUrl, email, first)) ?? first;

async function api(serverUrl: string, path: string, body: unknown, token?: string): Promise<{ code: number; msg: string; data: unknown }> {
  const res = await fetch(`${serverUrl}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; msg: string; data: unknown };
}

/** A staff token over HTTP (password, emailed code, and the first password replaced when due). */
export async function staffToken(serverUrl: string, email: string, first: string): Promise<string> {
  const password = passwordNow(serverUrl, email, first);
  const step1 = await api(serverUrl, 'ops/login', { email, password });
  if (step1.code !== 0) throw new Error(`ops/login: ${step1.msg}`);
  const step2 = await api(serverUrl, 'ops/login_verify', {
    challenge: (step1.data as { challenge: string }).challenge,
    code: await codeFromOutbox(serverUrl, email),
  });
  if (step2.code !== 0) throw new Error(`ops/login_verify: ${step2.msg}`);
  const { token, must_change_password } = step2.data as { token: string; must_change_password: boolean };
  if (must_change_password) {
    const done = await api(serverUrl, 'ops/password', { old_password: password, password: `${password}-own` }, token);
    if (done.code !== 0) throw new Error(`ops/password: ${done.msg}`);
    changed.set(keyOf(serverUrl, email, first), `${password}-own`);
  }
  return token;
}

/**
 * Signs a staff member in as a person would: opening a staff page without a session lands on the
 * staff sign-in, then password, then the emailed code (read from the dev outbox), then /ops; a first
 * password lands on the password screen instead, where it is replaced before /ops opens.
 */
export async function signInAsStaff(page: Page, serverUrl: string, email: string, first: string, start = '/ops'): Promise<void> {
  const password = passwordNow(serverUrl, email, first);
  await page.goto(start);
  await page.waitForURL(at('/ops/login'));
  await page.getByPlaceholder('name@company').fill(email);
  await page.getByPlaceholder('Your staff password').fill(password);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('We sent a 6-digit code to').waitFor();
  await page.getByPlaceholder('6-digit code').fill(await codeFromOutbox(serverUrl, email));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(at('/ops', '/ops/password'));
  if (new URL(page.url()).pathname === '/ops/password') {
    const own = `${password}-own`;
    await page.getByPlaceholder('Enter your original password').fill(password);
    await page.getByPlaceholder('8 or more characters including 2 kinds of letters, symbols or numbers').fill(own);
    await page.getByPlaceholder('Enter the password again').fill(own);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(at('/ops'));
    changed.set(keyOf(serverUrl, email, first), own);
  }
}
