import type { CompletionKind, CompletionPlace, ValueSuggestion } from './completionTypes';
import { isJsonObject } from '@core/json/isJsonObject';
import { STAFF_ROLES } from '@core/staff/staffRoles';
import type { SchemaLocation } from './schemaLocation';
import type { EditorVocabulary } from './types';
import { valueAt } from './valueAt';
import { widgetAt } from './widgetAt';

type List = 'endpoints' | 'i18nKeys' | 'prompts' | 'forms' | 'routes' | 'screens';

const LIST_KIND: Record<List, { detail: string; type: CompletionKind }> = {
  endpoints: { detail: 'endpoint', type: 'function' },
  i18nKeys: { detail: 'translation key', type: 'text' },
  prompts: { detail: 'prompt', type: 'variable' },
  forms: { detail: 'form', type: 'variable' },
  routes: { detail: 'route', type: 'namespace' },
  screens: { detail: 'screen', type: 'namespace' },
};

// The schemas say in words what a string names; reading that keeps new places working without a
// change here (a new "i18n key" field gets keys suggested).
const HINTS: [RegExp, List][] = [
  [/\bi18n key\b/i, 'i18nKeys'],
  [/\broute name\b/i, 'routes'],
  [/\bprompt id\b/i, 'prompts'],
  [/\bscreen id\b/i, 'screens'],
  [/\bcatalogue id\b/i, 'endpoints'],
];

/** A translation's text as one short line beside its key (the whole text is the option's info). */
function shortText(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
}

function fromList(vocabulary: EditorVocabulary, list: List): ValueSuggestion[] {
  // A key is offered with its text in the staff member's language, not just its name.
  const texts = list === 'i18nKeys' ? vocabulary.texts : undefined;
  return vocabulary[list].map((value) => {
    const text = texts && Object.prototype.hasOwnProperty.call(texts, value) ? texts[value] : undefined;
    return text === undefined ? { value, ...LIST_KIND[list] } : { value, ...LIST_KIND[list], detail: shortText(text), info: text };
  });
}

/**
 * Names of the bundle a string value can take at this place: widgets, endpoints, translation
 * keys, forms, prompts, routes, screens, fragments (and, in a fragment, its params), form widgets
 * and the screen's data sources, by the
 * member's name and context or by what its schema's description says it is.
 */
export function vocabularyValues(place: CompletionPlace, locations: readonly SchemaLocation[]): ValueSuggestion[] {
  const { kind, vocabulary, doc, segments } = place;
  if (!vocabulary) return [];
  const key = segments[segments.length - 1] ?? '';
  const parentKey = segments[segments.length - 2];
  const lists = new Set<List>();
  const out: ValueSuggestion[] = [];

  if (key === '$use') {
    for (const f of vocabulary.fragments) out.push({ value: f.id, detail: 'fragment', info: f.description, type: 'class' });
  }
  if (kind === 'fragment' && key === '$arg') {
    const params = valueAt(doc, ['params']);
    for (const name of Object.keys(isJsonObject(params) ? params : {})) out.push({ value: name, detail: 'param', type: 'variable' });
  }
  if ((kind === 'screen' || kind === 'fragment') && key === 'widget') {
    for (const [name, spec] of Object.entries(vocabulary.widgets.widgets))
      out.push({ value: name, detail: 'widget', info: spec.description, type: 'class' });
  }
  if (kind === 'form' && key === 'ui:widget') {
    for (const name of vocabulary.widgets.formWidgets) out.push({ value: name, detail: 'form widget', type: 'class' });
  }
  if (key === 'endpoint') lists.add('endpoints');
  if (key === '$t') lists.add('i18nKeys');
  if (kind === 'screen' && parentKey === 'guards') lists.add('prompts');
  if (kind === 'app' && parentKey === 'codePrompts') lists.add('prompts');
  if (kind === 'screen' && parentKey === 'props' && key === 'form' && widgetAt(vocabulary, doc, segments.slice(0, -2))?.name === 'Form')
    lists.add('forms');

  const descriptions = locations.flatMap((l) => [l.schema.description, l.refDescription]).filter((d): d is string => typeof d === 'string');
  for (const description of descriptions) {
    for (const [pattern, list] of HINTS) if (pattern.test(description)) lists.add(list);
    if (kind === 'screen' && /\bdata source name\b/i.test(description)) {
      const sources = valueAt(doc, ['data']);
      for (const name of Object.keys(isJsonObject(sources) ? sources : {}))
        out.push({ value: name, detail: 'data source', type: 'variable' });
    }
  }
  // A role condition names one of the catalogue's staff roles (condition.schema.json says so).
  if (descriptions.some((d) => /\bcatalogue's staff roles\b/i.test(d))) {
    for (const role of STAFF_ROLES) out.push({ value: role, detail: 'staff role', type: 'enum' });
  }
  if (kind === 'form' && parentKey !== undefined && segments[0] === 'rules' && (key === 'field' || key === 'other')) {
    const fields = valueAt(doc, ['schema', 'properties']);
    for (const name of Object.keys(isJsonObject(fields) ? fields : {})) out.push({ value: name, detail: 'field', type: 'property' });
  }
  for (const list of lists) out.push(...fromList(vocabulary, list));
  return out;
}
