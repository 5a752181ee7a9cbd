/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import type { Engine } from '../context/Engine';
import { showUpdatePrompt } from './updatePrompt';

/**
 * Registers the service worker vite-plugin-pwa built (tools/pwa/pwaOptions.ts) once the app has
 * started, so its precache downloads do not compete with the first screen. A new build waits until
 * the member accepts it in the update bar (texts in the member's current locale).
 */
export function registerServiceWorker(engine: Engine): void {
  if (!('serviceWorker' in navigator)) return;
  let waiting = false;
  const update = registerSW({
    // The page has loaded already (boot resolves after the first render): register now.
    immediate: true,
    onNeedRefresh() {
      waiting = true;
      const t = (key: string) => engine.i18n.t(key);
      showUpdatePrompt(document, { message: t('engine.pwa.updateReady'), reload: t('engine.reload'), later: t('engine.pwa.later') }, () => {
        void update(true);
      });
    },
  });
  // The old shell asked for a lazy chunk the new deployment no longer has: this page cannot go on,
  // so the waiting version takes over at once instead of waiting for the bar.
  window.addEventListener('vite:preloadError', (event) => {
    if (!waiting) return;
    event.preventDefault();
    void update(true);
  });
}
