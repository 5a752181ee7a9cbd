import { localizeDecimal } from '@core/i18n/localizeDecimal';

/**
 * Applies the locale's separators to a plain fixed-point string such as "-1234.50", through Intl
 * (core/i18n/localizeDecimal.ts, shared with the server's messages); Turkmen per spec section 9.
 */
export function localizeFixed(fixed: string, locale: string | undefined): string {
  return localizeDecimal(fixed, locale);
}
