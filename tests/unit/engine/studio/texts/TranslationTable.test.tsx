import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { languageTag } from '@core/i18n/languageTag';
import { textareaRows } from '@engine/studio/texts/textareaRows';
import { TranslationTable, type TextEdit, type TranslationRow, type TranslationTableProps } from '@engine/studio/texts/TranslationTable';

const locales = [
  { code: 'en', label: 'English' },
  { code: 'jp', label: '日本語' },
  { code: 'zh', label: '简体中文' },
];
const labels = { key: 'Key', missing: 'Missing', edited: 'Edited', stale: 'Needs review', columns: 'Columns', empty: 'No texts' };
const rows: TranslationRow[] = [
  { key: 'home.title', values: { en: 'Home', jp: 'ホーム', zh: '首页' } },
  { key: 'home.greeting', values: { en: 'Hello <b>{{name}}</b>', jp: null, zh: '你好' } },
];

function renderTable(props: Partial<TranslationTableProps> = {}) {
  const onEdit = vi.fn<(edit: TextEdit) => void>();
  const onVisibleLocales = vi.fn<(codes: string[]) => void>();
  const view = render(
    <TranslationTable
      rows={rows}
      locales={locales}
      edits={[]}
      onEdit={onEdit}
      onVisibleLocales={onVisibleLocales}
      labels={labels}
      {...props}
    />,
  );
  return { ...view, onEdit, onVisibleLocales };
}

const cell = (name: string) => screen.getByRole<HTMLTextAreaElement>('textbox', { name });
const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

describe('TranslationTable', () => {
  it('renders a row per key and a column per locale, in the given order', () => {
    renderTable();
    expect(headers()).toEqual(['Key', 'English en', '日本語 jp', '简体中文 zh']);
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['home.title', 'home.greeting']);
    expect(cell('home.title en').value).toBe('Home');
    expect(cell('home.title zh').value).toBe('首页');
  });

  it('renders texts as text, never as HTML', () => {
    const { container } = renderTable();
    expect(cell('home.greeting en').value).toBe('Hello <b>{{name}}</b>');
    expect(container.querySelector('b')).toBeNull();
  });

  it('sets the BCP 47 language tag and automatic direction on each cell', () => {
    renderTable();
    expect(cell('home.title jp').getAttribute('lang')).toBe('ja');
    expect(cell('home.title zh').getAttribute('lang')).toBe('zh-Hans');
    expect(cell('home.title en').getAttribute('lang')).toBe('en');
    expect(cell('home.title en').getAttribute('dir')).toBe('auto');
    expect(['jp', 'rs', 'isr', 'idn', 'zh', 'ko', 'zh-Hant'].map(languageTag)).toEqual([
      'ja',
      'ru',
      'it',
      'hi',
      'zh-Hans',
      'ko',
      'zh-Hant',
    ]);
  });

  it('calls onEdit with the key, locale and text of the cell typed in', () => {
    const { onEdit } = renderTable();
    fireEvent.change(cell('home.title jp'), { target: { value: 'ホーム画面' } });
    expect(onEdit).toHaveBeenCalledExactlyOnceWith({ key: 'home.title', locale: 'jp', text: 'ホーム画面' });
  });

  it('shows pending edits instead of the row value and marks them edited', () => {
    renderTable({ edits: [{ key: 'home.title', locale: 'en', text: 'Start' }] });
    const edited = cell('home.title en');
    expect(edited.value).toBe('Start');
    expect(edited.closest('td')?.className).toContain('mer-studio-texts-cell--edited');
    expect(edited.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(edited.getAttribute('aria-describedby')!)?.textContent).toBe('Edited');
    expect(cell('home.title jp').closest('td')?.className).not.toContain('--edited');
    expect(cell('home.title jp').getAttribute('aria-describedby')).toBeNull();
  });

  it('does not mark an edit equal to the original text, and reports the edit back anyway', () => {
    const { onEdit, rerender } = renderTable({ edits: [{ key: 'home.title', locale: 'en', text: 'Start' }] });
    fireEvent.change(cell('home.title en'), { target: { value: 'Home' } });
    expect(onEdit).toHaveBeenCalledWith({ key: 'home.title', locale: 'en', text: 'Home' });
    rerender(
      <TranslationTable
        rows={rows}
        locales={locales}
        edits={[{ key: 'home.title', locale: 'en', text: 'Home' }]}
        onEdit={onEdit}
        labels={labels}
      />,
    );
    expect(cell('home.title en').closest('td')?.className).not.toContain('--edited');
  });

  it('marks missing texts until one is typed', () => {
    const { rerender, onEdit } = renderTable();
    const missing = cell('home.greeting jp');
    expect(missing.value).toBe('');
    expect(missing.title).toBe('Missing');
    expect(missing.closest('td')?.className).toContain('mer-studio-texts-cell--missing');
    expect(cell('home.greeting zh').title).toBe('');
    rerender(
      <TranslationTable
        rows={rows}
        locales={locales}
        edits={[{ key: 'home.greeting', locale: 'jp', text: 'こんにちは' }]}
        onEdit={onEdit}
        labels={labels}
      />,
    );
    const filled = cell('home.greeting jp');
    expect(filled.title).toBe('');
    expect(filled.closest('td')?.className).toContain('--edited');
    expect(filled.closest('td')?.className).not.toContain('--missing');
  });

  it('marks the languages a change left behind as needing review, until they are edited', () => {
    const changed: TranslationRow[] = [
      { key: 'home.title', values: { en: 'Start', jp: 'ホーム', zh: '首页' }, stale: ['jp', 'zh'] },
      rows[1]!,
    ];
    const { rerender, onEdit } = renderTable({ rows: changed });
    const jp = cell('home.title jp');
    expect(jp.closest('td')?.className).toContain('mer-studio-texts-cell--stale');
    expect(jp.title).toBe('Needs review');
    expect(document.getElementById(jp.getAttribute('aria-describedby')!)?.textContent).toBe('Needs review');
    expect(cell('home.title en').closest('td')?.className).not.toContain('--stale');
    expect(cell('home.greeting zh').closest('td')?.className).not.toContain('--stale');
    rerender(
      <TranslationTable
        rows={changed}
        locales={locales}
        edits={[{ key: 'home.title', locale: 'jp', text: 'スタート' }]}
        onEdit={onEdit}
        labels={labels}
      />,
    );
    expect(cell('home.title jp').closest('td')?.className).not.toContain('--stale');
    expect(cell('home.title zh').closest('td')?.className).toContain('--stale');
  });

  it('toggles columns with the chips and keeps at least one', () => {
    const { onVisibleLocales } = renderTable();
    const chips = within(screen.getByRole('group', { name: 'Columns' }));
    fireEvent.click(chips.getByRole('button', { name: '日本語 jp' }));
    expect(onVisibleLocales).toHaveBeenLastCalledWith(['en', 'zh']);
    expect(headers()).toEqual(['Key', 'English en', '简体中文 zh']);
    expect(screen.queryByRole('textbox', { name: 'home.title jp' })).toBeNull();
    expect(chips.getByRole('button', { name: '日本語 jp' }).getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(chips.getByRole('button', { name: 'English en' }));
    expect(onVisibleLocales).toHaveBeenLastCalledWith(['zh']);
    const last = chips.getByRole<HTMLButtonElement>('button', { name: '简体中文 zh' });
    expect(last.disabled).toBe(true);
    fireEvent.click(last);
    expect(headers()).toEqual(['Key', '简体中文 zh']);

    fireEvent.click(chips.getByRole('button', { name: '日本語 jp' }));
    expect(onVisibleLocales).toHaveBeenLastCalledWith(['jp', 'zh']);
  });

  it('shows the columns the parent chooses', () => {
    function Parent() {
      const [visible, setVisible] = useState(['zh', 'en']);
      return (
        <TranslationTable
          rows={rows}
          locales={locales}
          edits={[]}
          onEdit={() => {}}
          visibleLocales={visible}
          onVisibleLocales={setVisible}
          labels={labels}
        />
      );
    }
    render(<Parent />);
    // Column order follows locales, not the order of the choice.
    expect(headers()).toEqual(['Key', 'English en', '简体中文 zh']);
    fireEvent.click(screen.getByRole('button', { name: '简体中文 zh' }));
    expect(headers()).toEqual(['Key', 'English en']);
  });

  it('keeps a working parent-owned edit list through the stable handler', () => {
    function Parent() {
      const [edits, setEdits] = useState<TextEdit[]>([]);
      const onEdit = (edit: TextEdit) =>
        setEdits((list) => {
          const rest = list.filter((e) => e.key !== edit.key || e.locale !== edit.locale);
          const original = rows.find((r) => r.key === edit.key)?.values[edit.locale] ?? '';
          return edit.text === original ? rest : [...rest, edit];
        });
      return <TranslationTable rows={rows} locales={locales} edits={edits} onEdit={onEdit} labels={labels} />;
    }
    render(<Parent />);
    fireEvent.change(cell('home.title en'), { target: { value: 'Start' } });
    expect(cell('home.title en').value).toBe('Start');
    expect(cell('home.title en').closest('td')?.className).toContain('--edited');
    fireEvent.change(cell('home.title en'), { target: { value: 'Home' } });
    expect(cell('home.title en').value).toBe('Home');
    expect(cell('home.title en').closest('td')?.className).not.toContain('--edited');
  });

  it('shows the empty label when there are no rows', () => {
    renderTable({ rows: [] });
    expect(screen.getByText('No texts')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('group', { name: 'Columns' })).toBeTruthy();
  });

  it('grows a cell with its text, from 1 to 6 rows', () => {
    renderTable({ rows: [{ key: 'long', values: { en: 'a\nb\nc', jp: 'x'.repeat(1000), zh: '' } }] });
    expect(cell('long en').rows).toBe(3);
    expect(cell('long jp').rows).toBe(6);
    expect(cell('long zh').rows).toBe(1);
    expect(textareaRows('short')).toBe(1);
  });
});
