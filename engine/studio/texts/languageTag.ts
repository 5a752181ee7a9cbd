// The product's locale codes are not all BCP 47 tags (jp, rs, isr and idn would name other
// languages, or none), and the lang attribute drives fonts, hyphenation and screen-reader voices.
// The same table lives in core/i18n/languageTag.ts; the studio texts stay engine-free.
const TAGS: Readonly<Record<string, string>> = { jp: 'ja', rs: 'ru', isr: 'it', idn: 'hi', zh: 'zh-Hans' };

export function languageTag(code: string): string {
  return TAGS[code] ?? code;
}
