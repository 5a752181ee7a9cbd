import { localeOfLan } from '@core/i18n/languageTag';

/** The locales content is written in (spec section 1); English is the fallback every item should have. */
export const CONTENT_LOCALES = ['en', 'jp', 'ko', 'rs', 'tk', 'zh', 'es', 'isr', 'de', 'fr', 'id', 'idn', 'zh-Hant'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

const known = new Set<string>(CONTENT_LOCALES);

/** The locale a Lan header asks for (tr names tk; anything unknown means English). */
export function contentLocale(lan: string | undefined): ContentLocale {
  return localeOfLan(lan, known) as ContentLocale;
}
