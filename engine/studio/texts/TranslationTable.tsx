import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { LocaleChips } from './LocaleChips';
import { TranslationRowView } from './TranslationRowView';
import type { LocaleColumn, TextEdit, TranslationLabels, TranslationRow } from './types';
import './TranslationTable.css';

export type { TextEdit, TranslationRow } from './types';

export interface TranslationTableProps {
  rows: TranslationRow[];
  /** Column order as given. */
  locales: LocaleColumn[];
  /** Pending edits (controlled): a cell shows its edit instead of the row value. */
  edits: TextEdit[];
  /** One cell changed; the parent keeps the list (and drops an edit back to the original text). */
  onEdit(edit: TextEdit): void;
  /** Which columns to show; default all. Without it the table keeps the choice itself. */
  visibleLocales?: string[];
  onVisibleLocales?(codes: string[]): void;
  labels: TranslationLabels;
}

/** The studio's side-by-side translation editor: one row per key, one textarea per locale. */
export function TranslationTable({ rows, locales, edits, onEdit, visibleLocales, onVisibleLocales, labels }: TranslationTableProps) {
  const idPrefix = useId();
  const [ownVisible, setOwnVisible] = useState<string[] | undefined>(undefined);
  const wanted = visibleLocales ?? ownVisible;
  const columns = useMemo(() => {
    const shown = wanted === undefined ? locales : locales.filter((l) => wanted.includes(l.code));
    // A key-only table edits nothing; a choice that matches no column falls back to all of them.
    return shown.length > 0 ? shown : locales;
  }, [locales, wanted]);
  const visible = useMemo(() => new Set(columns.map((c) => c.code)), [columns]);

  const toggle = useCallback(
    (code: string) => {
      const next = locales.map((l) => l.code).filter((c) => (c === code ? !visible.has(c) : visible.has(c)));
      if (next.length === 0) return;
      setOwnVisible(next);
      onVisibleLocales?.(next);
    },
    [locales, visible, onVisibleLocales],
  );

  const editsByKey = useMemo(() => {
    const byKey = new Map<string, Map<string, string>>();
    for (const edit of edits) {
      let row = byKey.get(edit.key);
      if (!row) byKey.set(edit.key, (row = new Map()));
      row.set(edit.locale, edit.text);
    }
    return byKey;
  }, [edits]);

  // The rows are memoised; a parent's inline onEdit would otherwise re-render all of them on
  // every keystroke, so they get a handler that never changes and calls the latest onEdit.
  const latestOnEdit = useRef(onEdit);
  useLayoutEffect(() => {
    latestOnEdit.current = onEdit;
  }, [onEdit]);
  const stableOnEdit = useCallback((edit: TextEdit) => latestOnEdit.current(edit), []);

  return (
    <div className="mer-studio-texts">
      <LocaleChips locales={locales} visible={visible} label={labels.columns} onToggle={toggle} />
      {rows.length === 0 ? (
        <p className="mer-studio-texts-empty">{labels.empty}</p>
      ) : (
        <div className="mer-studio-texts-scroll">
          <table className="mer-studio-texts-table">
            <thead>
              <tr>
                <th scope="col" className="mer-studio-texts-key">
                  {labels.key}
                </th>
                {columns.map(({ code, label }) => (
                  <th key={code} scope="col" className="mer-studio-texts-locale">
                    {label} <span className="mer-studio-texts-locale-code">{code}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <TranslationRowView
                  key={row.key}
                  row={row}
                  columns={columns}
                  edits={editsByKey.get(row.key)}
                  missingLabel={labels.missing}
                  editedLabel={labels.edited}
                  staleLabel={labels.stale}
                  idPrefix={`${idPrefix}-${i}`}
                  onEdit={stableOnEdit}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
