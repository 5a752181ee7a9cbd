/**
 * Thousands and decimal separators per locale. Turkmen ('tk') writes 1.234,56 (spec section 9);
 * every other locale of the app uses 1,234.56.
 */
export function separatorsFor(locale: string | undefined): { group: string; decimal: string } {
  return locale === 'tk' ? { group: '.', decimal: ',' } : { group: ',', decimal: '.' };
}
