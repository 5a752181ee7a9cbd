import './styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installAntdRender } from '../feedback/installAntdRender';
import { preloadLaterWidgets } from '../widgets/lazyWidget';
import { loadFeeFormatters } from '../runtime/format/createFormatters';
import { preloadDataSources } from '../screen/DataSources';
import { bundledLocaleFiles } from '../i18n/localeLoaders';
import { browserBackend } from '../runtime/store/browserBackend';
import type { Manifest } from '../runtime/dsl';
import { App } from './App';
import { buildRoutes } from './buildRoutes';
import { bundleLoaders } from './bundleLoaders';
import { catalogue, loadEndpoint } from './catalogue';
import { createEngine, type EngineOptions } from './createEngine';
import type { Engine } from '../context/Engine';
import { createBundleOverlay } from './overlay/createBundleOverlay';
import { publishedSource } from './overlay/fetchPublished';
import { warmFirstScreen } from './warmFirstScreen';
import { widgetRegistry } from '../widgets/registry';

export interface BootOptions {
  manifest: Manifest;
  /** The element to render into. */
  root: HTMLElement;
  /** Replace any service for a preview or a test (catalogue, bundle, locales, fetch, router...). */
  overrides?: Partial<Omit<EngineOptions, 'manifest'>>;
}

/**
 * Starts the app: services from the manifest, then the first render, then the start-up calls
 * (common/conf, and member/info for a stored token) without holding the first paint back.
 */
export async function boot({ manifest: builtIn, root, overrides = {} }: BootOptions): Promise<{ engine: Engine; unmount: () => void }> {
  installAntdRender();
  // The screens the studio published, over the ones built into the app (the built-in ones when
  // the server cannot say within the wait).
  const overlay = createBundleOverlay({
    builtin: bundleLoaders,
    builtinLocales: bundledLocaleFiles(),
    ...publishedSource(builtIn.api.base),
    cache: browserBackend(),
  });
  warmFirstScreen(builtIn, window.location.pathname, bundleLoaders);
  await overlay.ready;
  // A changed manifest takes effect at start; screens, forms, prompts and texts also on the way.
  const manifest = (await overlay.manifest().catch(() => undefined)) ?? builtIn;
  const engine = await createEngine({
    manifest,
    catalogue,
    loadEndpoint,
    bundle: overlay.bundle,
    locales: overlay.localeFiles,
    routes: buildRoutes(manifest),
    widgets: widgetRegistry,
    ...overrides,
  });
  // Hearing about publications is not needed for the first screen: its code loads after it.
  void import('./followPublications').then((m) => m.followPublications(overlay, engine));
  const reactRoot = createRoot(root);
  reactRoot.render(
    <StrictMode>
      <App engine={engine} />
    </StrictMode>,
  );
  void engine.start();
  // Dialogs and toasts are their own chunk; fetch it while the member reads the first screen.
  setTimeout(() => void engine.feedback.preload().catch(() => {}), 1500);
  // So are the member widgets the login screen does not show (lists, cells, search...): fetched
  // right after the first paint, they are there before the member leaves the first screen.
  setTimeout(() => void preloadLaterWidgets().catch(() => {}), 0);
  // And the fee formatters with decimal.js (createFormatters.ts), for the subscribe screen's preview.
  setTimeout(() => void loadFeeFormatters().catch(() => {}), 0);
  // And SWR with the data sources' hooks (screen/DataSources.tsx), for the first screen with data.
  setTimeout(() => void preloadDataSources().catch(() => {}), 0);
  return { engine, unmount: () => reactRoot.unmount() };
}
