import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import manifestJson from '@screens/app.json';
import { App } from '@engine/app/App';
import { buildRoutes } from '@engine/app/buildRoutes';
import { bundleLoaders } from '@engine/app/bundleLoaders';
import { catalogue, loadEndpoint } from '@engine/app/catalogue';
import { createEngine } from '@engine/app/createEngine';
import { fixtureFetch } from '@engine/app/fixtureFetch';
import { createBundleOverlay } from '@engine/app/overlay/createBundleOverlay';
import { previewInspector, type PreviewInspector } from '@engine/app/previewInspector';
import '@engine/app/styles';
import { installAntdRender } from '@engine/feedback/installAntdRender';
import { bundledLocaleFiles } from '@engine/i18n/localeLoaders';
import type { Manifest } from '@engine/runtime/dsl';
import { TOKEN_KEY, USER_KEY } from '@engine/runtime/store/createSessionStore';
import { memoryBackend } from '@engine/runtime/store/memoryBackend';
import type { PreviewConfig, PreviewMessage } from '../studio/preview/previewProtocol';
import { widgetRegistry } from '../widgets/registry';

const builtIn = manifestJson as Manifest;

async function blob(hash: string, staffToken: string): Promise<string> {
  const res = await fetch(`${builtIn.api.base}/ops/studio/blob?hash=${hash}`, {
    headers: { Authorization: `${builtIn.api.scheme} ${staffToken}` },
  });
  const body = (await res.json()) as { code: number; data?: { text: string }; msg?: string };
  if (body.code !== 0 || !body.data) throw new Error(body.msg ?? `HTTP ${res.status}`);
  return body.data.text;
}

async function mount(root: Root, config: PreviewConfig, inspector: PreviewInspector): Promise<() => void> {
  const overlay = createBundleOverlay({
    builtin: bundleLoaders,
    builtinLocales: bundledLocaleFiles(),
    fetchState: async () => config.state,
    fetchText: (hash) => blob(hash, config.staffToken),
    formModuleUrl: (hash) => `${builtIn.api.base}/screens/forms/${hash}.js`,
    waitMs: 10_000,
  });
  await overlay.ready;
  const manifest = (await overlay.manifest().catch(() => undefined)) ?? builtIn;
  // Nothing of the preview is kept: storage is memory, the member session a read-only one.
  const stored: Record<string, string> = {
    'meridian.locale': JSON.stringify(config.locale),
    'meridian.theme': JSON.stringify(config.theme),
  };
  if (!config.fixtures && config.memberToken) stored[TOKEN_KEY] = JSON.stringify(config.memberToken);
  // Sample data stands for a signed-in member, so screens behind sign-in show too.
  if (config.fixtures) {
    stored[TOKEN_KEY] = JSON.stringify('preview-sample-member');
    stored[USER_KEY] = JSON.stringify(config.fixtures['member/info'] ?? {});
  }
  const engine = await createEngine({
    manifest,
    catalogue,
    loadEndpoint,
    bundle: overlay.bundle,
    locales: overlay.localeFiles,
    routes: buildRoutes(manifest),
    widgets: widgetRegistry,
    backend: memoryBackend(stored),
    fetch: config.fixtures ? fixtureFetch(manifest, config.fixtures) : undefined,
    router: { type: 'memory', initialEntries: [config.path] },
    inspector,
  });
  const detach = inspector.attach(engine);
  if (config.fixtures?.['common/conf']) engine.stores.conf.set(config.fixtures['common/conf']);
  root.render(
    <StrictMode>
      <App engine={engine} />
    </StrictMode>,
  );
  // The app's start actions are left out: they may navigate away from the screen being previewed.
  void engine.start({ startActions: false });
  window.parent.postMessage({ type: 'meridian-preview-shown', path: config.path } satisfies PreviewMessage, window.location.origin);
  return detach;
}

/**
 * The studio's preview frame: the real engine on the draft's bundle, rebuilt for each config the
 * studio (the parent page, same origin only) sends. A frame of its own gives the preview its own
 * document: its theme, language, title and phone-sized viewport do not touch the studio's.
 */
export function bootPreview(element: HTMLElement): void {
  installAntdRender();
  let root: Root | undefined;
  let latest = 0;
  let detach: (() => void) | undefined;
  window.addEventListener('message', (event: MessageEvent<PreviewMessage>) => {
    if (event.origin !== window.location.origin || event.source !== window.parent || event.data?.type !== 'meridian-preview') return;
    const turn = ++latest;
    detach?.();
    detach = undefined;
    root?.unmount();
    root = createRoot(element);
    const mine = root;
    // What a replaced preview still reports (a call answered late) is not the studio's business.
    const inspector = previewInspector((message) => turn === latest && window.parent.postMessage(message, window.location.origin));
    void mount(mine, event.data.config, inspector).then(
      (stop) => (turn === latest ? (detach = stop) : stop()),
      (error: unknown) => {
        if (turn === latest) element.textContent = error instanceof Error ? error.message : String(error);
      },
    );
  });
  window.parent.postMessage({ type: 'meridian-preview-ready' } satisfies PreviewMessage, window.location.origin);
}
