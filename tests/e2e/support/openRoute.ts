import type { Page } from 'playwright-core';

/** A route of screens/app.json, as the accessibility suites open it. */
export interface AppRoute {
  name: string;
  path: string;
  screen: string;
}

/**
 * Opens a route as the app's own links do (history.pushState, which the router follows on
 * popstate), so each screen costs a render, not a reload of the whole app; then waits until its
 * screen has rendered, its data arrived and any toast has faded (axe measures a fading toast
 * mid-blend, 1.05:1 for an instant).
 */
export async function openRoute(page: Page, route: AppRoute, query?: string): Promise<void> {
  await page.evaluate(
    (to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    },
    query ? `${route.path}?${query}` : route.path,
  );
  // Not networkidle: live quotes keep the network busy on the market screens.
  // The route's own screen, or (a route that sends a signed-in member elsewhere, e.g. login) the
  // screen of the path it went to: never the previous route's screen still on display.
  await page.waitForFunction(
    ({ path, screen }) => {
      const shown = document.querySelector('.mer-screen')?.getAttribute('data-screen');
      return location.pathname === path ? shown === screen : shown !== undefined && shown !== null;
    },
    { path: route.path, screen: route.screen },
    { timeout: 15_000 },
  );
  for (const busy of ['.adm-skeleton, .adm-spin-loading, .adm-dot-loading', '.adm-toast-mask'])
    await page
      .locator(busy)
      .first()
      .waitFor({ state: 'detached', timeout: 5_000 })
      .catch(() => undefined);
  // The first render's data and antd-mobile's transitions settle.
  await page.waitForTimeout(200);
}
