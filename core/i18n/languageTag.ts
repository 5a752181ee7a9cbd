/**
 * The product's locale codes (spec section 1) are not all BCP 47 tags: jp, rs, isr and idn would
 * make Intl and i18next fall back to root rules (wrong plurals, wrong region names).
 * rs reads as Russian and idn as Hindi: see docs/ARCHITECTURE.md, "Locale codes".
 */
const TAGS: Readonly<Record<string, string>> = { jp: 'ja', rs: 'ru', isr: 'it', idn: 'hi', zh: 'zh-Hans' };

export function languageTag(code: string): string {
  return TAGS[code] ?? code;
}

/**
 * The API's Lan header (spec section 7) names a locale by its code, except Turkmen, which is sent
 * as 'tr'. Both directions live here, from one table, so the client and the server cannot drift.
 */
const LAN_OF: Readonly<Record<string, string>> = { tk: 'tr' };
const LOCALE_OF_LAN: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(LAN_OF).map(([locale, lan]) => [lan, locale]));

/** The Lan header value for a UI locale; no locale means English. */
export function lanForLocale(locale: string | null | undefined): string {
  if (!locale) return 'en';
  return LAN_OF[locale] ?? locale;
}

/**
 * The locale a Lan value names: a mapped value (tr) always names its locale; any other value names
 * itself when the caller has it; anything else means English.
 */
export function localeOfLan(lan: string | undefined, known: { has(code: string): boolean }): string {
  if (!lan) return 'en';
  const mapped = LOCALE_OF_LAN[lan];
  if (mapped) return mapped;
  return known.has(lan) ? lan : 'en';
}
