import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import { languageTag, localeOfLan } from '@core/i18n/languageTag';

export interface Country {
  code: string;
  name: string;
  dial: string;
}

/** Region codes without a display name of their own in ICU (e.g. AC, TA) keep the code as name. */
const byLanguage = new Map<string, Country[]>();

const speaks = { has: (code: string) => Intl.DisplayNames.supportedLocalesOf(languageTag(code)).length > 0 };

/**
 * Every calling-code region that libphonenumber knows, named in the caller's language (from ICU),
 * sorted by that name: the picker reads naturally in Korean as in English.
 */
export function countriesFor(lan: string | undefined): Country[] {
  const tag = languageTag(localeOfLan(lan, speaks));
  let list = byLanguage.get(tag);
  if (!list) {
    const names = new Intl.DisplayNames([tag, 'en'], { type: 'region', fallback: 'code' });
    const collator = new Intl.Collator(tag);
    list = getCountries()
      .map((code) => ({ code, name: names.of(code) ?? code, dial: getCountryCallingCode(code) }))
      .sort((a, b) => collator.compare(a.name, b.name));
    byLanguage.set(tag, list);
  }
  return list;
}

/** Matches a name (in the caller's language or English), a calling code prefix, or an exact region code. */
export function searchCountries(lan: string | undefined, keyword: string): Country[] {
  const list = countriesFor(lan);
  const needle = keyword.trim().toLowerCase().replace(/^\+/, '');
  if (!needle) return list;
  const english = new Map(countriesFor('en').map((c) => [c.code, c.name.toLowerCase()]));
  return list.filter(
    (c) =>
      c.name.toLowerCase().includes(needle) ||
      english.get(c.code)?.includes(needle) ||
      c.dial.startsWith(needle) ||
      c.code.toLowerCase() === needle,
  );
}
