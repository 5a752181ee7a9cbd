import manifest from '@screens/app.json';
import { boot } from './app/boot';
import type { Manifest } from './runtime/dsl';
import { PREVIEW_FRAME_PATH } from './studio/preview/previewProtocol';

const root = document.getElementById('root');
// The studio's preview frame is this page too, booted on a draft instead of the published bundle.
if (root && window.location.pathname === PREVIEW_FRAME_PATH) void import('./app/bootPreview').then((m) => m.bootPreview(root));
else if (root) void boot({ manifest: manifest as Manifest, root });
