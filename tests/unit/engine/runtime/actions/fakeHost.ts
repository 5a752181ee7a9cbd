import { vi } from 'vitest';
import type { ActionContext, ActionHost } from '@engine/runtime/actions/ActionHost';
import type { Catalogue } from '@engine/runtime/api/catalogue';
import type { PromptSpec } from '@engine/runtime/dsl';
import type { Scope } from '@engine/runtime/scope';
import { createStateStore } from '@engine/runtime/store/createStateStore';
import { createStorageStore } from '@engine/runtime/store/createStorageStore';
import { memoryBackend } from '@engine/runtime/store/memoryBackend';

export const catalogue: Catalogue = {
  'member/login': { method: 'POST', path: 'member/login', auth: false },
  'member/info': { method: 'GET', path: 'member/info', auth: true },
  'wallet/withdraw': { method: 'POST', path: 'wallet/withdraw', auth: true },
};

/** A host whose every service is a spy; `api` answers from the given handler. */
export function fakeHost(
  options: { api?: (id: string, params: Record<string, unknown>) => unknown; confirm?: boolean; prompts?: Record<string, PromptSpec> } = {},
) {
  const state = createStateStore();
  const storage = createStorageStore(memoryBackend());
  const log: string[] = [];
  const host = {
    api: {
      call: vi.fn(async (id: string, params: Record<string, unknown> = {}) => {
        log.push(`api:${id}`);
        return options.api ? options.api(id, params) : {};
      }),
      endpoint: (id: string) => catalogue[id],
    },
    session: { start: vi.fn(async () => true), logout: vi.fn(async () => void log.push('logout')) },
    staffSession: { start: vi.fn(async () => true), logout: vi.fn(async () => void log.push('staff-logout')) },
    clearCache: vi.fn(() => void log.push('clearCache')),
    state,
    storage,
    navigate: vi.fn((to: string) => void log.push(`navigate:${to}`)),
    back: vi.fn(() => void log.push('back')),
    toast: vi.fn((text: string) => void log.push(`toast:${text}`)),
    confirm: vi.fn(async () => {
      log.push('confirm');
      return options.confirm ?? true;
    }),
    loadPrompt: vi.fn(async (id: string) => options.prompts?.[id]),
    refresh: vi.fn(),
    setLocale: vi.fn(),
    setTheme: vi.fn(),
    copy: vi.fn(async () => true),
    newIdempotencyKey: vi.fn(() => 'key-1'),
  } satisfies ActionHost;
  const base: Scope = { session: { loggedIn: false } };
  const ctx: ActionContext = {
    host,
    scope: () => ({ ...base, state: state.get(), storage: storage.get() }),
    t: (key, args) => (args ? `${key}:${JSON.stringify(args)}` : key),
  };
  return { host, ctx, log, state, storage };
}
