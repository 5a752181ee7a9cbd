import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { installAntdRender } from '@engine/feedback/installAntdRender';
import { FakeSocket } from './helpers/fakeSocket';

installAntdRender();

// findBy/waitFor wait for lazily imported code (widgets, forms, antd's toast) to load and render.
// Testing Library's 1 s default is a guess about the machine's speed: on two busy cores (the
// browser journeys run beside these suites) an import can take longer, and a wait that is only
// too short turns into a red run. Waiting longer costs nothing when the element comes early, and a
// missing element still fails the test.
configure({ asyncUtilTimeout: 10_000 });

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// No server behind these tests: every engine's realtime socket is a FakeSocket, which stays
// connecting until a test opens it (jsdom's own WebSocket would dial localhost and retry forever).
globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;

// jsdom has no layout: its scrollTo only reports "not implemented" on the console.
window.scrollTo = () => {};

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;

// A Storybook run later fails on any console error or warning; the engine's own tests hold the
// same line so such noise is caught here first.
let consoleProblems: string[] = [];
beforeEach(() => {
  consoleProblems = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      consoleProblems.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  cleanup();
  FakeSocket.made = [];
  localStorage.clear();
  vi.restoreAllMocks();
  if (consoleProblems.length > 0) throw new Error(consoleProblems.join('\n'));
});
