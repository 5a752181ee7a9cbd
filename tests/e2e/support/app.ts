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

/** A real, decodable JPEG such as a phone camera makes, drawn by the browser itself. */
export async function cameraJpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 40;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#d9e6f2';
    ctx.fillRect(0, 0, 64, 40);
    ctx.fillStyle = '#334';
    ctx.fillRect(6, 8, 18, 24);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** The form holding the field with this placeholder (a node id names the rjsf fields, not a wrapper). */
export const formWith = (page: Page, placeholder: string) => page.locator('form').filter({ has: page.getByPlaceholder(placeholder) });

declare global {
  interface Window {
    /** Every toast text the page showed, in order (recordToasts). */
    __meridianToasts?: string[];
  }
}

/**
 * Keeps every toast's text as it appears, on every document the page loads. A toast stays 1-2 s
 * (an error 1 s, spec section 8): on a busy machine a locator's poll can fall between its coming
 * and going, so a test that must see one reads this record instead.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = (window.__meridianToasts = []);
    const read = () => {
      for (const el of document.querySelectorAll('.adm-toast-main')) {
        const text = el.textContent ?? '';
        if (text && seen.at(-1) !== text) seen.push(text);
      }
    };
    new MutationObserver(read).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Does `act`, then waits until a toast matching `pattern` appeared after it (recordToasts first). */
export async function actAndSeeToast(page: Page, act: () => Promise<void>, pattern: RegExp, timeout = 90_000): Promise<void> {
  const before = await page.evaluate(() => window.__meridianToasts?.length ?? 0);
  await act();
  await page.waitForFunction(
    ({ from, source, flags }) => (window.__meridianToasts ?? []).slice(from).some((t) => new RegExp(source, flags).test(t)),
    { from: before, source: pattern.source, flags: pattern.flags },
    { timeout },
  );
}
