import type { Locator, Page } from 'playwright-core';

type Role = Parameters<Page['getByRole']>[0];

/** What has focus, as a line of the failure message: role or tag and the name a reader would hear (roughly). */
async function focusedLine(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '(body)';
    const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
    const labelled = el
      .getAttribute('aria-labelledby')
      ?.split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    const labels = (el as HTMLInputElement).labels ? [...(el as HTMLInputElement).labels!].map((l) => l.textContent).join(' ') : '';
    const name =
      el.getAttribute('aria-label') || labelled || labels || el.getAttribute('placeholder') || (el.textContent ?? '').trim().slice(0, 60);
    return `${role} "${name}"`;
  });
}

/**
 * Presses Tab (or Shift+Tab with `back`) until `target` holds the focus, as a keyboard user moves
 * through a screen: proof that the control is reachable, and in which order. Fails after `most`
 * presses with every element the focus passed through.
 */
export async function tabTo(page: Page, target: Locator, what: string, opts: { most?: number; back?: boolean } = {}): Promise<void> {
  const most = opts.most ?? 40;
  const passed: string[] = [];
  await target
    .first()
    .waitFor({ state: 'attached', timeout: 10_000 })
    .catch(() => undefined);
  for (let i = 0; i < most; i++) {
    await page.keyboard.press(opts.back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluateAll((els) => els.some((e) => e === document.activeElement))) return;
    passed.push(await focusedLine(page));
  }
  throw new Error(
    `${what} never had the focus after ${most} ${opts.back ? 'Shift+Tab' : 'Tab'} presses; the focus went:\n  ${passed.join('\n  ')}`,
  );
}

/** tabTo the control of this role and accessible name (exact, or a pattern). */
export function tabToRole(
  page: Page,
  role: Role,
  name: string | RegExp,
  opts: { most?: number; back?: boolean; within?: Locator } = {},
): Promise<void> {
  const scope = opts.within ?? page;
  return tabTo(page, scope.getByRole(role, { name, exact: typeof name === 'string' }), `${role} "${String(name)}"`, opts);
}

/** Moves within a radio group with the arrow key until the radio of this name is checked and focused. */
export async function arrowToRadio(page: Page, name: string | RegExp, most = 12): Promise<void> {
  const radio = page.getByRole('radio', { name, exact: typeof name === 'string' });
  for (let i = 0; i < most; i++) {
    if (await radio.evaluateAll((els) => els.some((e) => e === document.activeElement && e.getAttribute('aria-checked') === 'true')))
      return;
    await page.keyboard.press('ArrowRight');
  }
  throw new Error(`the arrow keys never chose the radio "${String(name)}" (focus on ${await focusedLine(page)})`);
}

/** Types into the focused field, as a keyboard does. */
export async function typeHere(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
}

/** Sets the app's language and theme before the first page loads (the language screen would need a pointer-free trip of its own). */
export async function inEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('meridian.locale', JSON.stringify('en')));
}
