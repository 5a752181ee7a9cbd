import type { Engine } from '../context/Engine';
import type { BundleOverlay } from './overlay/createBundleOverlay';

/**
 * Publications reach the app over the realtime socket; the new bundle waits until the next screen
 * opens (bundle.screen promotes it), then its texts are reloaded before that screen shows. The
 * versions are on <html> (data-bundle-version, data-bundle-pending) for support and tests.
 */
export function followPublications(overlay: BundleOverlay, engine: Engine): void {
  const html = document.documentElement;
  const mark = () => {
    const current = overlay.current()?.version;
    const pending = overlay.pending()?.version;
    if (current !== undefined) html.dataset.bundleVersion = String(current);
    if (pending !== undefined) html.dataset.bundlePending = String(pending);
    else delete html.dataset.bundlePending;
  };
  mark();
  overlay.on('pending', mark);
  overlay.on('promote', async (paths) => {
    await engine.reloadTexts(paths);
    mark();
  });
  const check = () => void overlay.check().catch(() => {});
  // The app's one realtime connection carries publications beside ticks and the chat.
  engine.realtime.listen({
    onOpen: check,
    onMessage: (message) => {
      if ((message as { type?: unknown } | null)?.type === 'bundle') check();
    },
  });
}
