import type { PrecompiledForm } from '@engine/generated/forms/index';
import type { LocaleFiles } from '@engine/i18n/localeLoaders';
import { DSL_VERSION } from '@core/dsl/version';
import type { FormSpec, FragmentSpec, Manifest, PromptSpec, ScreenSpec } from '@engine/runtime/dsl';
import type { KeyValueBackend } from '@engine/runtime/store/KeyValueBackend';
import type { BundleLoaders } from '../../context/Engine';
import { changedPaths } from './changedPaths';
import type { OverlayState } from '../../context/OverlayState';

export interface OverlayOptions {
  builtin: BundleLoaders;
  builtinLocales: LocaleFiles;
  /** The server's published state (screens/published), or a draft's for a preview. */
  fetchState(): Promise<OverlayState>;
  /** A bundle file's text by content hash. */
  fetchText(hash: string): Promise<string>;
  /** Where a form's precompiled validators are served (a module import cannot send a token). */
  formModuleUrl(hash: string): string;
  importModule?(url: string): Promise<unknown>;
  /** Remembers the last state, so an app that cannot reach the server still shows what it last saw. */
  cache?: KeyValueBackend;
  /** How long the first screen waits for the server before taking the cached or built-in bundle. */
  waitMs?: number;
}

export interface BundleOverlay {
  bundle: BundleLoaders;
  localeFiles: LocaleFiles;
  /** The first state is known, or the wait gave up. */
  ready: Promise<void>;
  current(): OverlayState | undefined;
  pending(): OverlayState | undefined;
  /** Asks for the state again; a different one waits as pending until the next screen opens. */
  check(): Promise<void>;
  /** The pending state becomes current; answers the paths that changed (none: []). */
  promote(): Promise<string[]>;
  /** The manifest of the current state, when it overrides screens/app.json. */
  manifest(): Promise<Manifest | undefined>;
  /** Runs after each promotion (texts to reload) before the screen that caused it renders; and on pending. */
  on(event: 'promote' | 'pending', fn: (paths: string[]) => Promise<void> | void): void;
}

const CACHE_KEY = 'meridian.bundle';
const FOLDERS: Record<string, string> = { screen: 'pages', prompt: 'prompts', form: 'forms', fragment: 'fragments' };
const pathOf = (kind: string, id: string) => `screens/${FOLDERS[kind]}/${id}.json`;

function readCache(cache: KeyValueBackend | undefined): unknown {
  try {
    return JSON.parse(cache?.getItem(CACHE_KEY) ?? 'null') as unknown;
  } catch {
    return undefined;
  }
}

function usable(state: unknown): state is OverlayState {
  const s = state as OverlayState | undefined;
  // A bundle in another DSL version than this engine reads is not used: the built-in one is safe.
  return !!s && typeof s.version === 'number' && s.dsl_version === DSL_VERSION && Array.isArray(s.overrides);
}

/**
 * The app's bundle as the server publishes it: files the studio changed come from the server (by
 * content hash, cached), the rest from the app's own build. A newly published state waits until
 * the next screen opens, so a member in the middle of a form is never interrupted.
 */
export function createBundleOverlay(options: OverlayOptions): BundleOverlay {
  const importModule = options.importModule ?? ((url: string) => import(/* @vite-ignore */ url));
  const cached = readCache(options.cache);
  let current: OverlayState | undefined;
  let next: OverlayState | undefined;
  const listeners = { promote: [] as ((p: string[]) => Promise<void> | void)[], pending: [] as ((p: string[]) => Promise<void> | void)[] };
  const texts = new Map<string, Promise<string>>();
  const modules = new Map<string, Promise<unknown>>();

  const textOf = (hash: string) => {
    let p = texts.get(hash);
    if (!p) {
      p = options.fetchText(hash);
      p.catch(() => texts.delete(hash));
      texts.set(hash, p);
    }
    return p;
  };

  /** The overlaid text of a path: a string, null when the overlay removed it, undefined when built in. */
  async function overlaid(path: string): Promise<string | null | undefined> {
    const inline = current?.inline?.[path];
    if (inline !== undefined) return inline;
    const hit = current?.overrides.find((o) => o.path === path);
    if (!hit) return undefined;
    return hit.hash === null ? null : textOf(hit.hash);
  }

  async function file<T>(path: string, builtin: () => Promise<T | undefined>): Promise<T | undefined> {
    await ready;
    const text = await overlaid(path);
    if (text === undefined) return builtin();
    return text === null ? undefined : (JSON.parse(text) as T);
  }

  let settle!: () => void;
  const ready = new Promise<void>((resolve) => (settle = resolve));
  let settled = false;
  const fallback = setTimeout(() => {
    if (settled) return;
    settled = true;
    current = usable(cached) ? cached : undefined;
    settle();
  }, options.waitMs ?? 2500);

  async function check(): Promise<void> {
    const state = await options.fetchState();
    if (!usable(state)) return;
    if (!settled) {
      settled = true;
      clearTimeout(fallback);
      current = state;
      options.cache?.setItem(CACHE_KEY, JSON.stringify(state));
      settle();
      return;
    }
    const base = next ?? current;
    if (base?.version === state.version && changedPaths(base, state).length === 0) return;
    next = state;
    const paths = changedPaths(current, state);
    for (const fn of listeners.pending) await fn(paths);
  }

  async function promote(): Promise<string[]> {
    await ready;
    if (!next) return [];
    const paths = changedPaths(current, next);
    current = next;
    next = undefined;
    options.cache?.setItem(CACHE_KEY, JSON.stringify(current));
    for (const fn of listeners.promote) await fn(paths);
    return paths;
  }

  void check().catch(() => {
    // Unreachable server: the wait above falls back to the cached or built-in bundle.
  });

  const { builtin } = options;
  const localeFiles: LocaleFiles = {};
  for (const [path, load] of Object.entries(options.builtinLocales)) {
    localeFiles[path] = () => file<unknown>(path, load).then((d) => d ?? {});
  }

  return {
    bundle: {
      async screen(id) {
        // Opening a screen is the moment a waiting publication takes effect.
        await promote();
        return file<ScreenSpec>(pathOf('screen', id), () => builtin.screen(id));
      },
      prompt: (id) => file<PromptSpec>(pathOf('prompt', id), () => builtin.prompt(id)),
      form: (id) => file<FormSpec>(pathOf('form', id), () => builtin.form(id)),
      fragment: (id) => file<FragmentSpec>(pathOf('fragment', id), () => builtin.fragment(id)),
      fragmentOverridden: (id) => current?.overrides.some((o) => o.path === pathOf('fragment', id)) ?? false,
      async compiledForm(id) {
        await ready;
        const hit = current?.overrides.find((o) => o.path === pathOf('form', id));
        if (!hit) return builtin.compiledForm(id);
        if (hit.hash === null) return undefined;
        let mod = modules.get(hit.hash);
        if (!mod) modules.set(hit.hash, (mod = importModule(options.formModuleUrl(hit.hash))));
        return (await mod) as PrecompiledForm;
      },
    },
    localeFiles,
    ready,
    current: () => current,
    pending: () => next,
    check,
    promote,
    async manifest() {
      return (await file<Manifest>('screens/app.json', async () => undefined)) ?? undefined;
    },
    on(event, fn) {
      listeners[event].push(fn);
    },
  };
}
