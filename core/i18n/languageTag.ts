/**
 * The product's locale codes (spec section 1) are not all BCP 47 tags: jp, rs, isr and idn would
 * make Intl and i18next fall back to root rules (wrong plurals, wrong region names).
 * rs reads as Russian and idn as Hindi: see docs/ARCHITECTURE.md, "Locale codes".
 */
const TAGS: Readonly<Record<string, string>> = { jp: 'ja', rs: 'ru', isr: 'it', idn: 'hi', zh: 'zh-Hans' };

export function languageTag(code: string): string {
  return TAGS[code] ?? code;
}
