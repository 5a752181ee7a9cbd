import type { Page } from 'playwright-core';

/** A URL predicate for waitForURL: the route's internal path or its alias (either is the same screen). */
export const at =
  (...paths: string[]) =>
  (url: URL): boolean =>
    paths.includes(url.pathname);

/** Switches the app to English on the language screen (the app opens in Korean). */
export async function useEnglish(page: Page): Promise<void> {
  await page.goto('/language');
  await page.getByText('English', { exact: true }).click();
}
