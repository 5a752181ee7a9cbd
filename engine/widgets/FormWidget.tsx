import { lazy, Suspense, use } from 'react';
import { useEngine } from '../context/EngineContext';
import { isFlatForm } from '../forms/isFlatForm';
import { loadFormParts } from '../forms/loadFormParts';
import { text } from '../kit/propReaders';
import { LoadingBlock, StatusBlock } from '../kit/StatusBlock';
import type { WidgetProps } from '../kit/WidgetProps';

// @rjsf/core is the largest piece of the engine (about 60 kB gzip); screens without a form never
// download it, and neither do screens whose forms are flat (the sign-in, sign-up and password
// forms): FlatForm draws those with the same widgets and validators in a few kB, so the login
// screen's first visit stays small.
const SchemaForm = lazy(() => import('../forms/SchemaForm'));
const FlatForm = lazy(() => import('../forms/FlatForm'));

export function Form(props: WidgetProps<'Form'>) {
  const { t } = useEngine();
  return (
    <Suspense fallback={<LoadingBlock label={t('engine.loading')} />}>
      <PickedForm {...props} />
    </Suspense>
  );
}

/** The form's config and validators first (small chunks), then the renderer they call for. */
function PickedForm(props: WidgetProps<'Form'>) {
  const engine = useEngine();
  const parts = use(loadFormParts(engine.bundle, text(props.props.form)));
  if (!parts.ok) return <StatusBlock icon="error" title={engine.t('engine.formUnavailable')} />;
  if (isFlatForm(parts.spec, parts.compiled.schema)) return <FlatForm widget={props} spec={parts.spec} compiled={parts.compiled} />;
  return <SchemaForm {...props} />;
}
