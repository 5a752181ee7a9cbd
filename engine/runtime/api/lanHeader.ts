/**
 * The Lan header value for a UI locale: the server has no Turkmen dictionary and answers Turkmen
 * users in Turkish (spec section 7); no locale means English.
 */
export function lanHeader(locale: string | null | undefined): string {
  if (!locale) return 'en';
  return locale === 'tk' ? 'tr' : locale;
}
