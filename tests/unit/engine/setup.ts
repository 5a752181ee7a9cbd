import { act, cleanup, configure } from '@testing-library/react';
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

// antd-mobile's imperative Dialog and Toast render into containers of their own on the body
// (engine/feedback/installAntdRender.ts keeps each one's React root on it), outside any tree Testing
// Library rendered, so cleanup() leaves them; antd unmounts them only when a closing animation
// reports its end. In the shared module graph of this project (vitest.config.ts) that report does
// not always come: a dialog closed in one file stayed in the page, invisible but still a dialog,
// and a CI run failed two tests of later files on its "Reload" button. So unmount them here, as
// cleanup() does for the trees it rendered: every test starts on a page without another's dialog.
type AntdContainer = Element & { __meridianRoot?: { unmount(): void } };
function unmountImperativeOverlays(): void {
  for (const container of Array.from(document.body.children) as AntdContainer[]) {
    const root = container.__meridianRoot;
    if (!root) continue;
    act(() => root.unmount());
    delete container.__meridianRoot;
    container.remove();
  }
}

afterEach(() => {
  cleanup();
  unmountImperativeOverlays();
  // The toast live region stays in the document for the page's life (engine/feedback/liveRegion.ts);
  // a test's page ends here, so the next one starts without another test's status region.
  document.querySelectorAll('[data-mer-live]').forEach((region) => region.remove());
  FakeSocket.made = [];
  localStorage.clear();
  vi.restoreAllMocks();
  if (consoleProblems.length > 0) throw new Error(consoleProblems.join('\n'));
});
