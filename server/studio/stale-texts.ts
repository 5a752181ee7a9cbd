import type { LocaleIndex } from './locale-index';

export interface ReviewedText {
  key: string;
  locale: string;
}

export interface StaleText {
  key: string;
  /** Locales whose text is still the published one although the key changed in another locale. */
  locales: string[];
}

/**
 * Keys a change rewrote in some languages and left as published in others: those others probably
 * say the old thing now. A key that is new, or whose every language changed, needs no review; a
 * language the author confirmed as still right is left out.
 */
export function staleTexts(head: LocaleIndex, draft: LocaleIndex, reviewed: ReviewedText[]): StaleText[] {
  const confirmed = new Set(reviewed.map((r) => `${r.locale}\u0000${r.key}`));
  const out: StaleText[] = [];
  for (const [key, now] of draft.keys) {
    const before = head.keys.get(key);
    if (!before) continue;
    const codes = [...new Set([...now.keys(), ...before.keys()])];
    const changed = codes.some((code) => now.get(code)?.text !== before.get(code)?.text);
    if (!changed) continue;
    const locales = draft.codes.filter((code) => {
      const text = now.get(code)?.text;
      return text !== undefined && text === before.get(code)?.text && !confirmed.has(`${code}\u0000${key}`);
    });
    if (locales.length > 0) out.push({ key, locales });
  }
  return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
