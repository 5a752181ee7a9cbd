import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense, type ComponentType } from 'react';

// Chips, a text area, an address with its way to the map picker, the photo uploader and the
// date-and-time field (staff forms only) are used by a few forms: their components load when such
// a form renders, so a sign-in form downloads none of them.
function lazyWidget(load: () => Promise<ComponentType<WidgetProps>>): ComponentType<WidgetProps> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyWidget(props: WidgetProps) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

export const SelectWidget = lazyWidget(async () => (await import('./widgets/SelectWidget')).SelectWidget);
export const TextareaWidget = lazyWidget(async () => (await import('./widgets/TextareaWidget')).TextareaWidget);
export const PhotoWidget = lazyWidget(async () => (await import('./widgets/PhotoWidget')).PhotoWidget);
export const LocationWidget = lazyWidget(async () => (await import('./widgets/LocationWidget')).LocationWidget);
export const DateTimeWidget = lazyWidget(async () => (await import('./widgets/DateTimeWidget')).DateTimeWidget);
