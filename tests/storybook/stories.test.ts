import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import widgetCatalog from '@schemas/dsl/widgets.json';
import { launchBrowser } from '../e2e/support/browser';

// Opens every story of the built Storybook (storybook-static/, `npm run build-storybook`) in
// Debian's Chromium and fails on a story that does not render, or that logs a console error or
// throws. The stories render the real engine, so this is also a smoke test of every widget and of
// the screens in both languages and themes.

const STATIC_DIR = path.resolve('storybook-static');
/** Every screen of the bundle: each must be named (screens/pages/<id>.json) by a screen story's docs. */
const SCREENS = fs.readdirSync(path.resolve('screens/pages')).map((file) => file.replace(/\.json$/, ''));
const STORY_SOURCES = fs
  .readdirSync(path.resolve('stories/screens'))
  .map((file) => fs.readFileSync(path.resolve('stories/screens', file), 'utf8'))
  .join('\n');
const WIDGETS = Object.keys(widgetCatalog.widgets);
/** Stories opened at the same time (each in its own page). */
const CONCURRENCY = 8;
/** After the story looks rendered: late errors (a failed chunk, a rejected promise) still count. */
const SETTLE_MS = 400;
// A net for a story that never renders, not a speed check: the studio's edit page (CodeMirror, the
// DSL schemas compiled in the browser, another story in its phone frame) took more than 20 s while
// seven other stories and the server lane shared the two cores.
const RENDER_TIMEOUT_MS = 45_000;
/**
 * The whole run's limit is only a net for a hang: each story already has RENDER_TIMEOUT_MS. A fixed
 * total raced the machine (on two cores shared with the server lane, 364 stories took more than
 * the 600 s it once allowed), so the net is what the stories could take if each one used its own
 * limit, by the number of stories the build holds.
 */
function runTimeoutMs(): number {
  const indexFile = path.join(STATIC_DIR, 'index.json');
  const count = fs.existsSync(indexFile)
    ? Object.values((JSON.parse(fs.readFileSync(indexFile, 'utf8')) as { entries: Record<string, { type: string }> }).entries).filter(
        (e) => e.type === 'story',
      ).length
    : 0;
  return Math.max(600_000, Math.ceil(count / CONCURRENCY) * (RENDER_TIMEOUT_MS + SETTLE_MS));
}

interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** A static file server for storybook-static/ on a free loopback port. */
function serveStatic(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const file = path.join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (!file.startsWith(root + path.sep)) {
      res.writeHead(403).end();
      return;
    }
    fs.stat(file, (statError, stat) => {
      if (statError || !stat.isFile()) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
        return;
      }
      res.writeHead(200, {
        'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Content-Length': stat.size,
        // Every story page loads the same chunks: let the browser keep them for the run.
        'Cache-Control': 'max-age=3600',
      });
      fs.createReadStream(file).pipe(res);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** Stack traces point into minified chunks: the first line says what went wrong. */
function firstLine(text: string): string {
  return text.split('\n')[0] ?? text;
}

function readStories(): IndexEntry[] {
  const indexFile = path.join(STATIC_DIR, 'index.json');
  if (!fs.existsSync(indexFile)) {
    throw new Error('storybook-static/index.json is missing: run `npm run build-storybook` first (npm test does)');
  }
  const index = JSON.parse(fs.readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

/** What a story page reports while one story is shown; `current` names it. */
interface StoryPage {
  page: Page;
  problems: string[];
}

/**
 * A page that stays open for many stories: the first story loads the iframe, the next ones are
 * switched to through Storybook's own channel (setCurrentStory), as Storybook's test runner does, so
 * the preview's bundle is parsed once per page rather than once per story. Storybook unmounts the
 * previous story before it renders the next; every problem the page reports lands on the story shown.
 */
async function openStoryPage(context: BrowserContext): Promise<StoryPage> {
  const page: Page = await context.newPage();
  const shown: StoryPage = { page, problems: [] };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    shown.problems.push(`console error: ${firstLine(message.text())}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (error) => shown.problems.push(`page error: ${firstLine(error.message)}`));
  page.on('response', (response) => {
    if (response.status() >= 400) shown.problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    // A story only loads its own files; anything failing is a broken build or a missing asset. The
    // one exception: a story's embedded preview (the studio's phone frame) torn down with its story
    // while still loading aborts its requests; a missing file there still shows as an HTTP 404 above.
    const abortedInChildFrame = request.failure()?.errorText === 'net::ERR_ABORTED' && request.frame() !== page.mainFrame();
    if (!request.url().startsWith('data:') && !abortedInChildFrame)
      shown.problems.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`);
  });
  return shown;
}

/**
 * Shows one story and waits until it has rendered: Storybook reports it rendered (or errored),
 * body.sb-show-main is set (not the error display), its root has content, and no loading indicator
 * (engine or antd-mobile) is left. Returns the problems seen.
 */
async function checkStory(shown: StoryPage, baseUrl: string, story: IndexEntry, first: boolean): Promise<string[]> {
  const { page } = shown;
  shown.problems = [];
  try {
    if (first) {
      await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`, { waitUntil: 'load' });
      await page.evaluate(() => {
        const w = window as unknown as {
          __storyOutcomes: string[];
          __STORYBOOK_ADDONS_CHANNEL__: { on(e: string, f: (a: unknown) => void): void };
        };
        w.__storyOutcomes = [];
        // Each outcome is kept with the story it names: a story that embeds another story's preview
        // (the studio's phone frame) hears that story's events too, so "the last event" is not ours.
        const record = (outcome: string) => (arg: unknown) => {
          const storyId = typeof arg === 'string' ? arg : ((arg as { storyId?: string } | undefined)?.storyId ?? '');
          w.__storyOutcomes.push(`${outcome}:${storyId}`);
        };
        for (const e of ['storyRendered', 'storyErrored', 'storyThrewException', 'storyMissing', 'playFunctionThrewException'])
          w.__STORYBOOK_ADDONS_CHANNEL__.on(e, record(e));
      });
    } else {
      await page.evaluate((id) => {
        const w = window as unknown as { __storyOutcomes: string[]; __STORYBOOK_ADDONS_CHANNEL__: { emit(e: string, a: unknown): void } };
        w.__storyOutcomes = [];
        w.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }, story.id);
    }
    await page.waitForFunction(
      ({ id, first }) => {
        // The first story may have rendered before the listener was attached; a switched-to one
        // must have been reported (rendered or failed) under its own id.
        const outcomes = (window as unknown as { __storyOutcomes: string[] }).__storyOutcomes;
        if (!first && !outcomes.some((o) => o.endsWith(`:${id}`))) return false;
        const body = document.body;
        if (body.classList.contains('sb-show-errordisplay')) return true;
        if (!body.classList.contains('sb-show-main')) return false;
        const root = document.querySelector('#storybook-root');
        if (!root || root.children.length === 0 || !root.querySelector('.mer-screen')) return false;
        return !root.querySelector('.mer-loading, .adm-dot-loading, .adm-skeleton');
      },
      { id: story.id, first },
      { timeout: RENDER_TIMEOUT_MS, polling: 50 },
    );
    const shownError = await page.evaluate(() =>
      document.body.classList.contains('sb-show-errordisplay')
        ? (document.querySelector('#error-message')?.textContent ?? 'error display shown')
        : null,
    );
    if (shownError) shown.problems.push(`story failed to render: ${shownError.trim()}`);
    await page.waitForTimeout(SETTLE_MS);
  } catch (error) {
    shown.problems.push(`did not render within ${RENDER_TIMEOUT_MS} ms: ${firstLine((error as Error).message)}`);
  }
  return shown.problems;
}

/**
 * The stories the run renders. A screen's four language-and-theme stories (Korean, English, Korean
 * Dark, English Dark) differ only in the locale and theme they pin: English and Korean Dark load both
 * languages and both themes between them, so Korean and English Dark are left out (152 of 627
 * stories, a quarter of the suite's time). Every other story (states, fixtures, widgets) renders.
 */
function rendered(all: IndexEntry[]): IndexEntry[] {
  const names = new Map<string, Set<string>>();
  for (const s of all) names.set(s.title, (names.get(s.title) ?? new Set()).add(s.name));
  const fourWay = (title: string) => ['Korean', 'English', 'Korean Dark', 'English Dark'].every((n) => names.get(title)!.has(n));
  return all.filter((s) => !(s.title.startsWith('Screens/') && (s.name === 'Korean' || s.name === 'English Dark') && fourWay(s.title)));
}

describe('storybook', () => {
  let server: Awaited<ReturnType<typeof serveStatic>> | undefined;
  let browser: Browser | undefined;
  let stories: IndexEntry[] = [];

  beforeAll(async () => {
    stories = readStories();
    server = await serveStatic(STATIC_DIR);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('has a story for every widget of widgets.json and every screen', () => {
    const titles = new Set(stories.map((s) => s.title));
    expect(
      WIDGETS.filter((name) => !titles.has(`Widgets/${name}`)),
      'widgets without a story',
    ).toEqual([]);
    expect(
      SCREENS.filter((id) => !STORY_SOURCES.includes(`screens/pages/${id}.json`)),
      'screens without a story',
    ).toEqual([]);
    expect(stories.filter((s) => s.title.startsWith('Screens/')).length).toBeGreaterThanOrEqual(SCREENS.length);
  });

  it('renders every story without console errors or page errors', { timeout: runTimeoutMs() }, async () => {
    const context = await browser!.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
    });
    const failures: string[] = [];
    const queue = rendered(stories);
    const worker = async () => {
      let shown = await openStoryPage(context);
      let first = true;
      for (let story = queue.shift(); story; story = queue.shift()) {
        const problems = await checkStory(shown, server!.url, story, first);
        for (const problem of problems) failures.push(`${story.id}: ${problem}`);
        first = false;
        // A story that failed may leave the page in any state: the next one starts on a fresh page.
        if (problems.length > 0) {
          await shown.page.close();
          shown = await openStoryPage(context);
          first = true;
        }
      }
      await shown.page.close();
    };
    try {
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    } finally {
      await context.close();
    }
    expect(failures, `${failures.length} problem(s) in ${stories.length} stories`).toEqual([]);
  });
});
