import { startTransition, useEffect, useState } from 'react';
import { useEngine } from '../context/EngineContext';
import { getPath } from '@core/values/getPath';
import { useSources } from '../screen/SourcesContext';
import { LoadingBlock, RetryBlock, StatusBlock } from '../kit/StatusBlock';
import { int, text } from '../kit/propReaders';
import type { WidgetProps } from '../kit/WidgetProps';

/** Rows a list with loadingHeight renders with the data; the others follow at once, in a transition. */
const FIRST_ROWS = 5;

/** Renders its first child once per item of a data source's array, with the item and its index in scope. */
export function List({ props, node, renderNode }: WidgetProps<'List'>) {
  const { t } = useEngine();
  const source = useSources()[text(props.source)];
  const template = node.children?.[0];
  const path = text(props.path);
  const items = source?.loading ? undefined : path ? getPath(source?.data, path) : source?.data;
  const count = Array.isArray(items) ? items.length : 0;
  // The rows a phone's first screen shows render with the data; the rest right after, in a
  // transition React renders in slices between frames (one long task per list was most of the
  // lists' blocking time). Once all are shown, a new page of data renders whole.
  // Only a list that keeps its room (loadingHeight) is staged: the rows that follow then move nothing.
  // The rows' room is kept while they load, so their arrival moves nothing below either.
  const loadingHeight = int(props.loadingHeight, 0, 0, 2000);
  const [shown, setShown] = useState(loadingHeight > 0 ? FIRST_ROWS : Infinity);
  useEffect(() => {
    if (count <= shown) return;
    const timer = setTimeout(() => startTransition(() => setShown(Infinity)), 0);
    return () => clearTimeout(timer);
  }, [count, shown]);
  const emptyTitle = text(props.emptyTitle) || t('engine.empty');
  const emptyDescription = text(props.emptyDescription);

  if (source?.loading)
    return (
      <div className="mer-list-loading" style={loadingHeight ? { minHeight: loadingHeight } : undefined}>
        <LoadingBlock label={t('engine.loading')} />
      </div>
    );
  if (source?.error !== undefined && source.data === undefined) {
    return (
      <RetryBlock
        title={t('engine.loadError')}
        description={errorText(source.error)}
        retryText={t('engine.retry')}
        onRetry={() => void source.reload()}
      />
    );
  }
  if (!template || !Array.isArray(items) || items.length === 0)
    return <StatusBlock icon="empty" title={emptyTitle} description={emptyDescription} />;

  const keyField = text(props.keyField);
  return (
    // Until the other rows follow, the list keeps its loading room: they then move nothing below.
    <div className="mer-list" style={loadingHeight && shown < count ? { minHeight: loadingHeight } : undefined}>
      {items.slice(0, shown).map((item, index) => {
        const key = keyField ? getPath(item, keyField) : undefined;
        return renderNode(template, { item, index }, typeof key === 'string' || typeof key === 'number' ? key : index);
      })}
    </div>
  );
}

function errorText(error: unknown): string | undefined {
  const msg = (error as { msg?: unknown } | null)?.msg;
  return typeof msg === 'string' && msg !== '' ? msg : undefined;
}
