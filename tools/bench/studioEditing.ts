// How a large screen edits in the studio (issue 24): a page of 150 fields (a form of 150 inputs
// and a card of 150 lines beside it) imported as a studio change, opened in the studio's JSON
// editor in Chromium, and typed into one key at a time; the browser's own Event Timing entries
// (keydown to the next paint: input delay, handlers and rendering) give each keystroke's time.
// A figure of the bench, never a timed test: this machine's 2 cores move it run to run.
import { chromium } from 'playwright-core';
import type { Services } from '@server/services';
import { createStaff, findStaffByEmail } from '@server/staff/accounts';
import { createStaffSession } from '@server/staff/sessions';
import { readRepoBundle } from '@server/studio/repo-bundle';
import { importDraft } from '@server/studio/transfer';
import { formatJson } from '@core/json/formatJson';
import { chromiumFlags, chromiumPath } from '../browser/chromium';

export const FIELDS = 150;
const PAGE = 'screens/pages/notFound.json';
const TYPED = ' Lorem ipsum dolor sit amet, a long edit in a large screen.';

export interface EditingRun {
  lines: number;
  keystrokes: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** Main-thread tasks over 50 ms while typing (Long Tasks API). */
  longTasks: number;
}

/** The not-found page with 150 fields beside its own content: every node kind the editor sees most. */
function largePage(original: string, fields: number): string {
  const doc = JSON.parse(original) as { body: unknown[] };
  const rows = Array.from({ length: fields }, (_, i) => ({
    widget: 'Text',
    props: { text: { $concat: [{ $t: 'routes.404' }, ` · ${i + 1}`] }, variant: 'body' },
  }));
  doc.body = [...doc.body, { widget: 'Stack', props: { gap: 'sm', padding: 'md' }, children: rows }];
  return formatJson(doc);
}

export interface EditingFigures {
  large: EditingRun;
  /** The same typing into the page as the repository has it (25 lines), in the same run: the reference. */
  small: EditingRun;
}

export async function studioEditing(base: string, services: Services): Promise<EditingFigures> {
  const email = 'bench-editor@meridian.local';
  const password = 'Bench1234!';
  await createStaff(services, { email, name: 'Bench Editor', password, roles: ['screen_editor'] });
  const staff = (await findStaffByEmail(services, email))!;
  const { token } = await createStaffSession(services.db, services, staff.id);
  // A password chosen by someone else is replaced first (the studio refuses everything else until then).
  await fetch(`${base}/api/ops/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ old_password: password, password: `${password}-own` }),
  });
  const small = await typeInto(base, services, staff.id, token, 0);
  const large = await typeInto(base, services, staff.id, token, FIELDS);
  return { large, small };
}

async function typeInto(base: string, services: Services, staffId: string, token: string, fields: number): Promise<EditingRun> {
  const files = [...readRepoBundle('.')].map(([path, text]) => ({
    path,
    text: path === PAGE && fields > 0 ? largePage(text, fields) : text,
  }));
  const lines = files.find((f) => f.path === PAGE)!.text.split('\n').length;
  const draft = await services.db.tx((q) =>
    importDraft(q, { staffId, message: `Bench: a screen of ${fields} more fields`, files, now: services.clock.now() }),
  );

  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(`${base}/language`);
    await page.evaluate((t) => localStorage.setItem('meridian.staff.token', JSON.stringify(t)), token);
    await page.goto(`${base}/ops/studio/edit?draft=${draft.id}&path=${encodeURIComponent(PAGE)}`);
    const editor = page.locator('.cm-content');
    await editor.waitFor({ timeout: 60_000 });
    await page.evaluate(() => {
      const w = window as unknown as { __events: { name: string; duration: number; id: number }[]; __long: number };
      w.__events = [];
      w.__long = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[])
          w.__events.push({ name: e.name, duration: e.duration, id: e.interactionId });
        // durationThreshold 16: the smallest the API allows; shorter keystrokes count as under it.
      }).observe({ type: 'event', buffered: false, durationThreshold: 16 } as PerformanceObserverInit);
      new PerformanceObserver((list) => void (w.__long += list.getEntries().length)).observe({ type: 'longtask' });
    });

    // Into the middle of the file: the editor re-parses and re-renders around the cursor.
    await editor.click();
    await page.keyboard.press('Control+Home');
    for (let i = 0; i < Math.floor(lines / 2); i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    // STUDIO_TRACE=<file>: a Chrome trace of the typing (where each keystroke's time goes).
    if (process.env.STUDIO_TRACE)
      await browser.startTracing(page, {
        path: process.env.STUDIO_TRACE,
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
      });
    for (const ch of TYPED) {
      await page.keyboard.type(ch);
      await page.waitForTimeout(40);
    }
    await page.waitForTimeout(500);
    if (process.env.STUDIO_TRACE) await browser.stopTracing();
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __events: { name: string; duration: number; id: number }[]; __long: number };
      return { events: w.__events, long: w.__long };
    });
    // One figure per keystroke: its slowest event (keydown, keypress, beforeinput, input, keyup).
    const byKey = new Map<number, number>();
    for (const e of seen.events) if (e.id) byKey.set(e.id, Math.max(byKey.get(e.id) ?? 0, e.duration));
    // Keystrokes under the 16 ms threshold report nothing: they count as 0 here (under any budget).
    const times = [...byKey.values(), ...Array<number>(Math.max(0, TYPED.length - byKey.size)).fill(0)].sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
    return { lines, keystrokes: TYPED.length, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: times.at(-1) ?? 0, longTasks: seen.long };
  } finally {
    await browser.close();
  }
}
