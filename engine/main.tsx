import manifest from '@screens/app.json';
import { boot } from './app/boot';
// After the theme (app/styles.ts): overscroll, safe areas, the offline screen and the update bar.
import './pwa/pwa.css';
import type { Manifest } from './runtime/dsl';
import { PREVIEW_FRAME_PATH } from './studio/preview/previewProtocol';

const root = document.getElementById('root');
// The studio's preview frame is this page too, booted on a draft instead of the published bundle.
if (root && window.location.pathname === PREVIEW_FRAME_PATH) void import('./app/bootPreview').then((m) => m.bootPreview(root));
// Without a network there is no member data to show (none is cached): the offline screen instead,
// a chunk of its own that the service worker precaches (tools/pwa/shellFiles.ts).
else if (root && !navigator.onLine) void import('./pwa/startOffline').then((m) => m.startOffline(root, manifest as Manifest));
else if (root)
  void boot({ manifest: manifest as Manifest, root }).then(
    ({ engine }) => void import('./pwa/registerServiceWorker').then((m) => m.registerServiceWorker(engine)),
    async (error: unknown) => {
      // The network went away while the app's files were loading.
      if (navigator.onLine) throw error;
      const { startOffline } = await import('./pwa/startOffline');
      if (!(await startOffline(root, manifest as Manifest))) throw error;
    },
  );
