import { memo } from 'react';
import { languageTag } from '@core/i18n/languageTag';
import { textareaRows } from './textareaRows';
import type { LocaleColumn, TextEdit, TranslationRow } from './types';

export interface TranslationRowViewProps {
  row: TranslationRow;
  columns: LocaleColumn[];
  /** This row's pending edits: locale code -> text. */
  edits: ReadonlyMap<string, string> | undefined;
  missingLabel: string;
  editedLabel: string;
  staleLabel: string;
  /** Unique per row; the edited markers' ids derive from it. */
  idPrefix: string;
  onEdit(edit: TextEdit): void;
}

function TranslationRowViewImpl({ row, columns, edits, missingLabel, editedLabel, staleLabel, idPrefix, onEdit }: TranslationRowViewProps) {
  return (
    <tr>
      <th scope="row" className="mer-studio-texts-key">
        <code>{row.key}</code>
      </th>
      {columns.map(({ code }) => {
        const original = row.values[code] ?? null;
        const pending = edits?.get(code);
        const text = pending ?? original ?? '';
        // An edit back to the original text is no edit: the cell stops looking changed at once,
        // whether or not the parent has dropped it from its list yet.
        const edited = pending !== undefined && pending !== (original ?? '');
        const missing = original === null && text === '';
        // Another language of this key changed and this one still says the published text.
        const stale = !edited && (row.stale?.includes(code) ?? false);
        const markerId = `${idPrefix}-${code}-edited`;
        const staleId = `${idPrefix}-${code}-stale`;
        const state = edited
          ? ' mer-studio-texts-cell--edited'
          : missing
            ? ' mer-studio-texts-cell--missing'
            : stale
              ? ' mer-studio-texts-cell--stale'
              : '';
        return (
          <td key={code} className={`mer-studio-texts-cell${state}`}>
            <textarea
              className="mer-studio-texts-input"
              aria-label={`${row.key} ${code}`}
              aria-describedby={edited ? markerId : stale ? staleId : undefined}
              lang={languageTag(code)}
              dir="auto"
              rows={textareaRows(text)}
              value={text}
              title={missing ? missingLabel : stale ? staleLabel : undefined}
              placeholder={missing ? missingLabel : undefined}
              // Every change is reported, a change back to the original included: the parent owns
              // the edit list and drops an edit whose text equals the row's value.
              onChange={(event) => onEdit({ key: row.key, locale: code, text: event.target.value })}
            />
            {edited && (
              <span id={markerId} className="mer-studio-texts-sr">
                {editedLabel}
              </span>
            )}
            {stale && (
              <span id={staleId} className="mer-studio-texts-stale">
                {staleLabel}
              </span>
            )}
          </td>
        );
      })}
    </tr>
  );
}

function sameEdits(a: ReadonlyMap<string, string> | undefined, b: ReadonlyMap<string, string> | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined || a.size !== b.size) return false;
  for (const [code, text] of a) if (b.get(code) !== text) return false;
  return true;
}

function sameColumns(a: LocaleColumn[], b: LocaleColumn[]): boolean {
  return a === b || (a.length === b.length && a.every((column, i) => column.code === b[i]?.code));
}

/**
 * One key's row. Memoised by content: a catalogue has thousands of keys times 13 locales, and a
 * keystroke in one cell must not re-render every other textarea.
 */
export const TranslationRowView = memo(
  TranslationRowViewImpl,
  (a, b) =>
    a.row === b.row &&
    sameColumns(a.columns, b.columns) &&
    sameEdits(a.edits, b.edits) &&
    a.missingLabel === b.missingLabel &&
    a.editedLabel === b.editedLabel &&
    a.staleLabel === b.staleLabel &&
    a.idPrefix === b.idPrefix &&
    a.onEdit === b.onEdit,
);
