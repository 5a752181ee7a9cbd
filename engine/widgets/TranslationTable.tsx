import { lazy, Suspense, useMemo } from 'react';
import { useEngine } from '../context/EngineContext';
import { useGlobalScope } from '../screen/GlobalScope';
import type { TextEdit, TranslationRow } from '../studio/texts/types';
import { text } from '../kit/propReaders';
import { LoadingBlock } from '../kit/StatusBlock';
import type { WidgetProps } from '../kit/WidgetProps';

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

/** Side-by-side translations; edits gather in state.<stateKey> for a Save button's api action. */
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

  const onEdit = (edit: TextEdit) => {
    const current = editsOf(engine.stores.state.get()[stateKey]);
    const original = rows.find((r) => r.key === edit.key)?.values[edit.locale] ?? null;
    const others = current.filter((e) => !(e.key === edit.key && e.locale === edit.locale));
    // Typing a text back to what it was is no edit.
    engine.stores.state.setIn(stateKey, edit.text === (original ?? '') ? others : [...others, edit]);
  };

  return (
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
  );
}
