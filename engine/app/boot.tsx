import './styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installAntdRender } from '../feedback/installAntdRender';
import { bundledLocaleLoaders } from '../i18n/localeLoaders';
import type { Manifest } from '../runtime/dsl';
import { App } from './App';
import { buildRoutes } from './buildRoutes';
import { bundleLoaders } from './bundleLoaders';
import { catalogue } from './catalogue';
import { createEngine, type EngineOptions } from './createEngine';
import type { Engine } from './Engine';

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
export async function boot({ manifest, root, overrides = {} }: BootOptions): Promise<{ engine: Engine; unmount: () => void }> {
  installAntdRender();
  const engine = await createEngine({
    manifest,
    catalogue,
    bundle: bundleLoaders,
    locales: bundledLocaleLoaders(),
    routes: buildRoutes(manifest),
    ...overrides,
  });
  const reactRoot = createRoot(root);
  reactRoot.render(
    <StrictMode>
      <App engine={engine} />
    </StrictMode>,
  );
  void engine.start();
  // Dialogs and toasts are their own chunk; fetch it while the member reads the first screen.
  setTimeout(() => void engine.feedback.preload().catch(() => {}), 1500);
  return { engine, unmount: () => reactRoot.unmount() };
}
