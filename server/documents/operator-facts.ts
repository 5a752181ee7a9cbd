import { OPERATOR_FACT_KEYS, type OperatorFactKey, type OperatorFacts, type OperatorFactValue } from '../config';

/**
 * The operator facts one document version was published with (document_versions.operator_facts):
 * its placeholders are filled from these, not from today's configuration, so what a member accepted
 * reads the same for as long as the version exists.
 */
export interface PinnedFacts {
  values: Partial<Record<OperatorFactKey, OperatorFactValue>>;
  demo: OperatorFactKey[];
}

/** `{{operator.legal_name}}`: the only placeholder form documents use (spaces inside the braces allowed). */
const PLACEHOLDER = /\{\{\s*operator\.([a-z_]+)\s*\}\}/g;

/** "none" as the investor protection fact reads in each locale; a scheme's own name is shown as configured. */
const NONE: Record<string, string> = {
  en: 'none',
  de: 'keines',
  es: 'ninguno',
  fr: 'aucun',
  id: 'tidak ada',
  idn: 'कोई नहीं',
  isr: 'nessuno',
  jp: 'なし',
  ko: '없음',
  rs: 'нет',
  tk: 'ýok',
  zh: '无',
  'zh-Hant': '無',
};

/** The facts as they are stored with a version: what the configuration holds now. */
export function pinFacts(facts: OperatorFacts): PinnedFacts {
  return { values: { ...facts.values }, demo: [...facts.demo] };
}

/** Whether two versions' facts read the same (JSONB does not keep key order, so keys are sorted first). */
export function sameFacts(a: PinnedFacts | null, b: PinnedFacts | null): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/** Placeholders of a text that name no fact: a staff publication refuses them rather than serve one raw. */
export function unknownPlaceholders(html: string): string[] {
  const known = new Set<string>(OPERATOR_FACT_KEYS);
  return [...new Set([...html.matchAll(PLACEHOLDER)].map((m) => m[1]!).filter((k) => !known.has(k)))];
}

/** Whether a text has any operator placeholder (only such documents change when the facts change). */
export function hasPlaceholders(html: string): boolean {
  return new RegExp(PLACEHOLDER.source).test(html);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** One fact's text for a locale: its own translation, else English; "none" in the reader's language; "(demo)" after a demo value. */
export function factText(facts: PinnedFacts, key: OperatorFactKey, locale: string): string | undefined {
  const value = facts.values[key];
  if (value === undefined) return undefined;
  let text = typeof value === 'string' ? value : (value[locale] ?? value.en ?? '');
  if (key === 'investor_protection' && text.toLowerCase() === 'none') text = NONE[locale] ?? NONE.en!;
  return facts.demo.includes(key) ? `${text} (demo)` : text;
}

/**
 * Fills a stored document's placeholders with its version's facts, each HTML-escaped (a name with
 * "&" or "<" is text, never markup). A placeholder naming no fact, or a version without facts, is
 * left as it is: publication refuses the first and the served-documents test finds either.
 */
export function fillOperatorFacts(html: string, facts: PinnedFacts | null, locale: string): string {
  if (!facts) return html;
  return html.replace(PLACEHOLDER, (whole, key: string) => {
    const text = (OPERATOR_FACT_KEYS as string[]).includes(key) ? factText(facts, key as OperatorFactKey, locale) : undefined;
    return text === undefined ? whole : escapeHtml(text);
  });
}
