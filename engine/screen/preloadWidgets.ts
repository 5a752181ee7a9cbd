import type { WidgetName } from '../runtime/dsl';
import type { WidgetRegistry } from '../context/Engine';
import type { Preloadable } from '../kit/WidgetProps';

/**
 * Starts fetching the chunks of the lazy widgets a screen shows, as it opens; the screen's body
 * waits for them (ScreenView) while its data loads, so rows render at once rather than each as a
 * loading block that then changes height. Undefined when they have all arrived already.
 */
export function preloadWidgets(doc: unknown, widgets: WidgetRegistry): Promise<unknown> | undefined {
  const pending: Promise<unknown>[] = [];
  for (const [, name] of (JSON.stringify(doc) ?? '').matchAll(/"widget":"(\w+)"/g)) {
    const widget = Object.hasOwn(widgets, name!) ? (widgets[name as WidgetName] as Preloadable) : undefined;
    const chunk = widget?.preload?.() as (Promise<unknown> & { status?: string }) | undefined;
    // A chunk that fails renders its loading block then its error, as before: never a blank screen.
    if (chunk && chunk.status !== 'fulfilled') pending.push(chunk.catch(() => {}));
  }
  return pending.length > 0 ? Promise.all(pending) : undefined;
}
