import { lazy, Suspense } from 'react';
import { useEngine } from '../app/EngineContext';
import { LoadingBlock } from './StatusBlock';
import type { WidgetProps } from './WidgetProps';

// @rjsf/core is the largest piece of the engine; screens without a form never download it.
const SchemaForm = lazy(() => import('../forms/SchemaForm'));

export function Form(props: WidgetProps<'Form'>) {
  const { t } = useEngine();
  return (
    <Suspense fallback={<LoadingBlock label={t('engine.loading')} />}>
      <SchemaForm {...props} />
    </Suspense>
  );
}
