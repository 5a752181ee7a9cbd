import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';

// Chips, a text area and the photo uploader are used by a few forms only: their antd-mobile
// components load when such a form renders, so a sign-in form downloads none of them.
const Select = lazy(async () => ({ default: (await import('./widgets/SelectWidget')).SelectWidget }));
const Textarea = lazy(async () => ({ default: (await import('./widgets/TextareaWidget')).TextareaWidget }));
const Photo = lazy(async () => ({ default: (await import('./widgets/PhotoWidget')).PhotoWidget }));

export function SelectWidget(props: WidgetProps) {
  return (
    <Suspense fallback={null}>
      <Select {...props} />
    </Suspense>
  );
}

export function TextareaWidget(props: WidgetProps) {
  return (
    <Suspense fallback={null}>
      <Textarea {...props} />
    </Suspense>
  );
}

export function PhotoWidget(props: WidgetProps) {
  return (
    <Suspense fallback={null}>
      <Photo {...props} />
    </Suspense>
  );
}
