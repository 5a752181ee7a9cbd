import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useEngine } from '../context/EngineContext';
import { useGlobalScope } from '../screen/GlobalScope';
import type { TextEdit, TranslationRow } from '../studio/texts/types';
import { applyTextEdit } from '../studio/texts/applyTextEdit';
import type { EditTarget } from '../studio/history/editTarget';
import { int, text } from '../kit/propReaders';
import { LoadingBlock } from '../kit/StatusBlock';
import type { WidgetProps } from '../kit/WidgetProps';
import { useStudioHistory } from './useStudioHistory';

const Table = lazy(() => import('../studio/texts/TranslationTable').then((m) => ({ default: m.TranslationTable })));

function rowsOf(value: unknown): TranslationRow[] {
  return Array.isArray(value)
    ? value.filter(
        (r): r is TranslationRow =>
          !!r && typeof (r as TranslationRow).key === 'string' && typeof (r as TranslationRow).values === 'object',
      )
    : [];
}

function editsOf(value: unknown): TextEdit[] {
  return Array.isArray(value)
    ? value.filter((e): e is TextEdit => !!e && typeof (e as TextEdit).key === 'string' && typeof (e as TextEdit).locale === 'string')
    : [];
}

/** One cell as the change's history names it. */
function cellTarget(stateKey: string, key: string, locale: string): EditTarget {
  return { kind: 'text', key, locale, stateKey, label: `${key} (${locale})` };
}

/**
 * Side-by-side translations; edits gather in state.<stateKey> for a Save button's api action. With
 * history (the change's id) each cell's typing (a pause ends a command) joins the change's one undo
 * history, shared with the JSON editor.
 */
export function TranslationTable({ props }: WidgetProps<'TranslationTable'>) {
  const engine = useEngine();
  const scope = useGlobalScope();
  const stateKey = text(props.stateKey);
  const rows = useMemo(() => rowsOf(props.rows), [props.rows]);
  const locales = useMemo(
    () =>
      Array.isArray(props.locales)
        ? props.locales
            .map((l) => ({ code: text((l as { code?: unknown }).code), label: text((l as { label?: unknown }).label) }))
            .filter((l) => l.code)
        : [],
    [props.locales],
  );
  const edits = editsOf(scope.state?.[stateKey]);
  const t = engine.t;
  const draftId = int(props.history, 0, 0, Number.MAX_SAFE_INTEGER);
  const shared = useStudioHistory(draftId, stateKey !== '');
  const history = shared.history;

  // What the change holds for each cell on screen: an undo that gets back to it is no edit.
  useEffect(() => {
    if (draftId === 0) return;
    for (const row of rows)
      for (const code of Object.keys(row.values)) history.noteLoaded(cellTarget(stateKey, row.key, code), row.values[code] ?? null);
  }, [history, draftId, rows, stateKey]);

  const onEdit = (edit: TextEdit) => {
    const current = engine.stores.state.get()[stateKey];
    const row = rows.find((r) => r.key === edit.key);
    const original = row ? (row.values[edit.locale] ?? null) : undefined;
    if (draftId > 0) {
      const before = editsOf(current).find((e) => e.key === edit.key && e.locale === edit.locale)?.text ?? original ?? '';
      const target = cellTarget(stateKey, edit.key, edit.locale);
      history.record(draftId, { target, group: `text ${edit.key} ${edit.locale}`, at: Date.now(), before, after: edit.text });
    }
    // Typing a text back to what it was is no edit.
    engine.stores.state.setIn(stateKey, applyTextEdit(current, edit, original));
  };

  return (
    <div className="mer-studio-texts-history" onKeyDown={shared.onKeyDown}>
      {shared.bar}
      <Suspense fallback={<LoadingBlock label={t('engine.loading')} />}>
        <Table
          rows={rows}
          locales={locales}
          edits={edits}
          onEdit={onEdit}
          labels={{
            key: t('ops.studio.texts.key'),
            missing: t('ops.studio.texts.missing'),
            edited: t('ops.studio.texts.edited'),
            stale: t('ops.studio.texts.stale'),
            columns: t('ops.studio.texts.columns'),
            empty: t('ops.studio.texts.empty'),
          }}
        />
      </Suspense>
    </div>
  );
}
