import { hasOwn } from './hasOwn';
import { isJsonObject } from '@core/json/isJsonObject';
import type { EditorVocabulary, WidgetSpec } from './types';
import { valueAt } from './valueAt';

/** The catalog entry of the node at pointer segments, if it is a node naming a known widget. */
export function widgetAt(
  vocabulary: EditorVocabulary,
  doc: unknown,
  segments: readonly string[],
): { name: string; spec: WidgetSpec } | null {
  const node = valueAt(doc, segments);
  if (!isJsonObject(node) || typeof node.widget !== 'string') return null;
  const catalog = vocabulary.widgets.widgets;
  return hasOwn(catalog, node.widget) ? { name: node.widget, spec: catalog[node.widget]! } : null;
}
