import { describe, expect, it, vi } from 'vitest';
import { createBundleOverlay } from '@engine/app/overlay/createBundleOverlay';
import type { OverlayState } from '@engine/context/OverlayState';
import type { BundleLoaders } from '@engine/context/Engine';
import { memoryBackend } from '@engine/runtime/store/memoryBackend';
import { DSL_VERSION } from '@core/dsl/version';

const builtin: BundleLoaders = {
  screen: async (id) => ({ dslVersion: DSL_VERSION, id, title: { $t: `built.${id}` }, body: [] }),
  prompt: async (id) => ({ dslVersion: DSL_VERSION, id, message: `built.${id}`, confirm: [] }),
  form: async () => undefined,
  fragment: async () => undefined,
  compiledForm: async () => undefined,
};
const text = (id: string, title: string) => JSON.stringify({ dslVersion: DSL_VERSION, id, title: { $t: title }, body: [] });
const TEXTS: Record<string, string> = {
  h1: text('withdrawal', 'studio.v2'),
  h2: text('withdrawal', 'studio.v3'),
  h3: JSON.stringify({ money: { withdraw: { honest: 'New words' } } }),
  f1: JSON.stringify({ dslVersion: DSL_VERSION, id: 'staffHeader', node: { widget: 'Text', props: { text: 'published' } } }),
};
const state = (version: number, overrides: OverlayState['overrides'], dsl: number = DSL_VERSION): OverlayState => ({
  version,
  dsl_version: dsl,
  overrides,
});

function overlayWith(states: OverlayState[], extra: Partial<Parameters<typeof createBundleOverlay>[0]> = {}) {
  let i = 0;
  const fetchText = vi.fn(async (hash: string) => TEXTS[hash]!);
  const overlay = createBundleOverlay({
    builtin,
    builtinLocales: { 'locales/en/screens.json': async () => ({ money: { withdraw: { honest: 'Old words' } } }) },
    fetchState: async () => states[Math.min(i++, states.length - 1)]!,
    fetchText,
    formModuleUrl: (hash) => `/api/screens/forms/${hash}.js`,
    waitMs: 50,
    ...extra,
  });
  return { overlay, fetchText };
}

const titleOf = async (overlay: ReturnType<typeof overlayWith>['overlay'], id: string) =>
  ((await overlay.bundle.screen(id))?.title as { $t: string }).$t;

describe('createBundleOverlay', () => {
  it('takes published files from the server by hash and the rest from the build', async () => {
    const { overlay, fetchText } = overlayWith([
      state(2, [
        { path: 'screens/pages/withdrawal.json', hash: 'h1' },
        { path: 'screens/pages/gone.json', hash: null },
      ]),
    ]);
    await overlay.ready;
    expect(await titleOf(overlay, 'withdrawal')).toBe('studio.v2');
    expect(await titleOf(overlay, 'withdrawal')).toBe('studio.v2');
    expect(fetchText).toHaveBeenCalledTimes(1);
    expect(await titleOf(overlay, 'account')).toBe('built.account');
    expect(await overlay.bundle.screen('gone')).toBeUndefined();
  });

  it('takes a published fragment by hash too, and the built-in one otherwise', async () => {
    const { overlay } = overlayWith([state(2, [{ path: 'screens/fragments/staffHeader.json', hash: 'f1' }])]);
    await overlay.ready;
    expect((await overlay.bundle.fragment('staffHeader'))?.node).toEqual({ widget: 'Text', props: { text: 'published' } });
    expect(await overlay.bundle.fragment('withdrawTarget')).toBeUndefined();
  });

  it('keeps a new publication pending until the next screen opens, then reports what changed', async () => {
    const { overlay } = overlayWith([
      state(2, [{ path: 'screens/pages/withdrawal.json', hash: 'h1' }]),
      state(3, [
        { path: 'screens/pages/withdrawal.json', hash: 'h2' },
        { path: 'locales/en/screens.json', hash: 'h3' },
      ]),
    ]);
    await overlay.ready;
    const promoted = vi.fn();
    const pending = vi.fn();
    overlay.on('promote', promoted);
    overlay.on('pending', pending);
    await overlay.check();
    expect(overlay.pending()?.version).toBe(3);
    expect(pending).toHaveBeenCalledWith(['locales/en/screens.json', 'screens/pages/withdrawal.json']);
    // A prompt or form of the screen in use still comes from what that screen was built with.
    expect(overlay.current()?.version).toBe(2);
    expect(await titleOf(overlay, 'withdrawal')).toBe('studio.v3');
    expect(promoted).toHaveBeenCalledWith(['locales/en/screens.json', 'screens/pages/withdrawal.json']);
    expect(overlay.current()?.version).toBe(3);
    expect(await overlay.localeFiles['locales/en/screens.json']!()).toEqual({ money: { withdraw: { honest: 'New words' } } });
    // Asking again for the same state changes nothing.
    await overlay.check();
    expect(overlay.pending()).toBeUndefined();
  });

  it('falls back to the last state it saw, then to the build, when the server does not answer', async () => {
    const cache = memoryBackend({});
    const first = overlayWith([state(2, [{ path: 'screens/pages/withdrawal.json', hash: 'h1' }])], { cache });
    await first.overlay.ready;
    const offline = { fetchState: () => new Promise<OverlayState>(() => {}) };
    const second = overlayWith([], { cache, ...offline });
    await second.overlay.ready;
    expect(await titleOf(second.overlay, 'withdrawal')).toBe('studio.v2');
    const third = overlayWith([], { cache: memoryBackend({}), ...offline });
    await third.overlay.ready;
    expect(await titleOf(third.overlay, 'withdrawal')).toBe('built.withdrawal');
  });

  it('ignores a bundle in another DSL version than the engine reads', async () => {
    const { overlay } = overlayWith([state(5, [{ path: 'screens/pages/withdrawal.json', hash: 'h1' }], DSL_VERSION + 1)]);
    await overlay.ready;
    expect(await titleOf(overlay, 'withdrawal')).toBe('built.withdrawal');
  });

  it('imports a changed form its precompiled validators from the server, and inline texts win', async () => {
    const importModule = vi.fn(async (url: string) => ({ validators: {}, schema: { url } }));
    const { overlay } = overlayWith(
      [
        {
          ...state(2, [{ path: 'screens/forms/withdraw.json', hash: 'f1' }]),
          inline: { 'screens/pages/account.json': text('account', 'draft.title') },
        },
      ],
      { importModule },
    );
    await overlay.ready;
    expect(await overlay.bundle.compiledForm('withdraw')).toEqual({ validators: {}, schema: { url: '/api/screens/forms/f1.js' } });
    expect(await overlay.bundle.compiledForm('login')).toBeUndefined();
    expect(await titleOf(overlay, 'account')).toBe('draft.title');
  });
});
