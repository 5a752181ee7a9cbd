import fs from 'node:fs';
import { fireEvent, render, screen as view, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import manifestJson from '@screens/app.json';
import { createPreviewEngine } from '@engine/app/createPreviewEngine';
import type { Manifest } from '@engine/runtime/dsl';
import { EMPTY_LOG, actionLogReducer } from '@engine/studio/preview/actionLogReducer';
import { PreviewInspector } from '@engine/studio/preview/PreviewInspector';
import type { ActionLogEntry, ScopeSnapshot } from '@engine/studio/preview/previewProtocol';
import { fakeFeedback } from '../../helpers/testEngine';

const manifest = manifestJson as Manifest;

const snapshot: ScopeSnapshot = {
  screen: {
    id: 'favorites',
    nodes: [
      { pointer: '/body/0', widget: 'Text', bindings: [{ at: '/props/text', path: 'data.me.nickname', value: 'Kim' }] },
      {
        pointer: '/body/1',
        widget: 'List',
        id: 'rows',
        bindings: [{ at: '/props/title', path: 'item.name', value: undefined, layer: 'item' }],
      },
    ],
  },
  data: {
    me: { value: { nickname: 'Kim', tags: ['a', 'b'] }, loading: false, active: true },
    gone: { error: { code: 500, msg: 'Down' }, loading: false, active: true },
  },
  state: { tab: 'buy' },
  session: { loggedIn: true, user: { token: '••••••' } },
  app: { locale: 'en', theme: 'light' },
  forms: {},
};

const entries: ActionLogEntry[] = [
  { id: 1, at: Date.UTC(2026, 0, 1, 9, 30), ms: 12, type: 'api', status: 'done', params: { code: '7' }, result: { price: '1.5' } },
  {
    id: 2,
    at: Date.UTC(2026, 0, 1, 9, 31),
    type: 'toast',
    status: 'skipped',
    params: { text: 'Hi' },
    when: { $bind: 'data.me.vip', gt: 7 },
    why: {
      holds: false,
      op: 'and',
      parts: [
        { holds: true, op: 'truthy', operands: [{ written: { $bind: 'session.loggedIn' }, value: true }] },
        {
          holds: false,
          op: 'gt',
          operands: [
            { written: { $bind: 'data.me.vip' }, value: 5 },
            { written: 7, value: 7 },
          ],
        },
      ],
    },
  },
];
const log = entries.reduce((l, entry) => actionLogReducer(l, { type: 'entry', entry }), EMPTY_LOG);

async function renderInspector(locale: string, onClear = () => {}) {
  const engine = await createPreviewEngine({ manifest, locale, staff: { name: 'Ines' }, feedback: fakeFeedback() });
  return render(<PreviewInspector engine={engine} snapshot={snapshot} log={log} onClearLog={onClear} />);
}

describe('PreviewInspector', () => {
  it('names every region and control, and says each verdict in words', async () => {
    const onClear = vi.fn();
    await renderInspector('en', onClear);
    const inspector = view.getByRole('complementary', { name: 'Inspector' });
    const scopes = within(inspector).getByRole('region', { name: 'Scopes' });
    expect(within(scopes).getByText('"Kim"')).toBeTruthy();
    expect(within(scopes).getByText('failed')).toBeTruthy();

    fireEvent.change(within(inspector).getByLabelText('Node'), { target: { value: '/body/1' } });
    expect(within(inspector).getByRole('cell', { name: 'set per item: not known from the screen alone' })).toBeTruthy();
    fireEvent.change(within(inspector).getByLabelText('Node'), { target: { value: '/body/0' } });
    expect(within(inspector).getByRole('cell', { name: '"Kim"' })).toBeTruthy();

    const logView = within(inspector).getByRole('log', { name: 'Action log' });
    const [skipped, api] = within(logView)
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('mer-log-entry'));
    expect(api?.textContent).toContain('"code": "7"');
    expect(api?.textContent).toContain('"price": "1.5"');
    expect(api?.textContent).toContain('12 ms');
    const why = within(skipped!).getByRole('list', { name: 'Why it was false' });
    expect(within(why).getByText('data.me.vip (5) > 7')).toBeTruthy();
    expect(within(why).getAllByText(/✗ false/)).toHaveLength(2);
    expect(within(why).getByText(/✓ holds/)).toBeTruthy();

    fireEvent.click(within(inspector).getByRole('button', { name: 'Clear the log' }));
    expect(onClear).toHaveBeenCalled();
    const result = await axe.run(document.body, {
      runOnly: {
        type: 'rule',
        values: ['aria-allowed-role', 'button-name', 'label', 'list', 'listitem', 'select-name', 'summary-name', 'th-has-data-cells'],
      },
    });
    expect(result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.html}`))).toEqual([]);
  });

  it('speaks the staff member’s language', async () => {
    await renderInspector('de');
    expect(view.getByRole('complementary', { name: 'Inspektor' })).toBeTruthy();
    expect(view.getByRole('log', { name: 'Aktionsprotokoll' })).toBeTruthy();
  });

  it('has every text in all 13 languages, each its own', () => {
    const read = (code: string) =>
      (
        JSON.parse(fs.readFileSync(`locales/${code}/staff.json`, 'utf8')) as {
          ops: { studio: { preview: { inspector: Record<string, string> } } };
        }
      ).ops.studio.preview.inspector;
    const english = read('en');
    const codes = manifest.i18n.locales.map((l) => l.code);
    expect(codes).toHaveLength(13);
    for (const code of codes) {
      const texts = read(code);
      expect(Object.keys(texts).sort(), code).toEqual(Object.keys(english).sort());
      if (code === 'en') continue;
      // A few short words may match English in a language (a unit, a technical term); most may not.
      const copied = Object.keys(english).filter((key) => texts[key] === english[key]);
      expect(copied.length, `${code}: ${copied.join(', ')}`).toBeLessThanOrEqual(4);
    }
  });
});
