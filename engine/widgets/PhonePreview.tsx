import { lazy, Suspense } from 'react';
import { useEngine } from '../context/EngineContext';
import { int, text } from '../kit/propReaders';
import { LoadingBlock } from '../kit/StatusBlock';
import type { WidgetProps } from '../kit/WidgetProps';

const Panel = lazy(() => import('../studio/preview/PreviewPanel'));

/** The studio's phone-frame preview of a draft (loaded only when shown). */
export function PhonePreview({ props }: WidgetProps<'PhonePreview'>) {
  const engine = useEngine();
  const draft = int(props.draft, 0, 0, Number.MAX_SAFE_INTEGER);
  if (!draft) return null;
  return (
    <Suspense fallback={<LoadingBlock label={engine.t('engine.loading')} />}>
      <Panel
        draft={draft}
        file={props.file === undefined ? undefined : text(props.file)}
        text={typeof props.text === 'string' ? props.text : undefined}
        route={props.route === undefined ? undefined : text(props.route)}
        revision={props.revision}
        usedBy={Array.isArray(props.usedBy) ? props.usedBy.filter((p): p is string => typeof p === 'string') : undefined}
      />
    </Suspense>
  );
}
