import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { App } from '@engine/app/App';
import { buildRoutes } from '@engine/app/buildRoutes';
import { createEngine } from '@engine/app/createEngine';
import type { BundleLoaders, Engine } from '@engine/context/Engine';
import type { Feedback } from '@engine/feedback/createFeedback';
import type { PrecompiledForm } from '@engine/generated/forms/index';
import type { Catalogue } from '@engine/runtime/api/catalogue';
import type { FormSpec, FragmentSpec, Manifest, PromptSpec, ScreenSpec } from '@engine/runtime/dsl';
import { memoryBackend } from '@engine/runtime/store/memoryBackend';
import type { KeyValueBackend } from '@engine/runtime/store/KeyValueBackend';
import { manifestFixture } from '../runtime/navigation/manifestFixture';
import { toSent, type Sent } from '../runtime/api/fakeFetch';
import { widgetRegistry } from '@engine/widgets/registry';

export type { Sent };

export type Reply = { code: number; msg?: string; data?: unknown } | Error | Promise<never>;

/** A fake server at the edge: answers envelopes by endpoint path, records what was sent. */
export function fakeServer(routes: Record<string, (sent: Sent) => Reply>) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const request = toSent(url, init);
    sent.push(request);
    const path = url.replace(/^\/api\//, '').split('?')[0]!;
    const handler = routes[path];
    const reply = handler ? handler(request) : { code: 404, msg: `no fake for ${path}` };
    if (reply instanceof Promise) return reply;
    if (reply instanceof Error) throw reply;
    return new Response(JSON.stringify(reply), { status: 200 });
  });
  return { fetch, sent };
}

export function fakeFeedback() {
  return {
    toast: vi.fn(),
    errorToast: vi.fn(),
    confirm: vi.fn(async () => true),
    networkError: vi.fn(),
    preload: vi.fn(async () => {}),
  } satisfies Feedback;
}

export const testCatalogue: Catalogue = {
  'common/conf': { method: 'GET', path: 'common/conf', auth: false },
  'news/list': { method: 'GET', path: 'news/list', auth: false },
  'member/claim': { method: 'POST', path: 'member/claim', auth: false },
  'member/info': { method: 'GET', path: 'member/info', auth: true },
  'member/logout': { method: 'POST', path: 'member/logout', auth: true },
};

export interface TestEngineOptions {
  screens: Record<string, ScreenSpec>;
  prompts?: Record<string, PromptSpec>;
  forms?: Record<string, FormSpec>;
  fragments?: Record<string, FragmentSpec>;
  compiledForms?: Record<string, PrecompiledForm>;
  routes?: Manifest['routes'];
  manifest?: Partial<Manifest>;
  server?: Record<string, (sent: Sent) => Reply>;
  path?: string;
  backend?: KeyValueBackend;
  locale?: string;
  /** Delay before a screen's JSON resolves, to exercise the loader. */
  screenDelayMs?: number;
  /** Extra dictionary entries per locale, merged over locales/<code>/engine.json. */
  dictionaries?: Record<string, Record<string, unknown>>;
  /** More dictionary files: bundle path (locales/<code>/<area>.json) -> loader. */
  localeFiles?: Record<string, () => Promise<unknown>>;
}

/** An engine over fixture screens with a memory router, in-memory storage and a fake server. */
export async function renderApp(options: TestEngineOptions) {
  const manifest: Manifest = {
    ...manifestFixture,
    ...options.manifest,
    routes: options.routes ?? manifestFixture.routes,
  };
  const server = fakeServer({ 'common/conf': () => ({ code: 0, data: { area_code: '82' } }), ...options.server });
  const feedback = fakeFeedback();
  const backend = options.backend ?? memoryBackend(options.locale ? { 'meridian.locale': JSON.stringify(options.locale) } : {});
  const wait = (ms: number | undefined) => (ms ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());
  const bundle: BundleLoaders = {
    screen: async (id) => {
      await wait(options.screenDelayMs);
      return options.screens[id];
    },
    prompt: async (id) => options.prompts?.[id],
    form: async (id) => options.forms?.[id],
    fragment: async (id) => options.fragments?.[id],
    compiledForm: async (id) => options.compiledForms?.[id],
  };
  const engine: Engine = await createEngine({
    manifest,
    catalogue: testCatalogue,
    bundle,
    locales: {
      'locales/en/engine.json': () => import('@locales/en/engine.json').then((m) => m.default),
      'locales/en/test.json': async () => options.dictionaries?.en ?? {},
      'locales/ko/engine.json': () => import('@locales/ko/engine.json').then((m) => m.default),
      'locales/ko/test.json': async () => options.dictionaries?.ko ?? {},
      ...options.localeFiles,
    },
    routes: buildRoutes(manifest),
    widgets: widgetRegistry,
    backend,
    fetch: server.fetch,
    feedback,
    router: { type: 'memory', initialEntries: [options.path ?? '/'] },
  });
  const view = render(<App engine={engine} />);
  return { engine, feedback, server, view, backend };
}
