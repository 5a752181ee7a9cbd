const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * A test for whether a translation key exists. i18next stores plurals as key_one, key_other, ...,
 * so a key counts as present when any plural form of it is (as `npm run validate` counts it).
 */
export function knownI18nKey(keys: readonly string[]): (key: string) => boolean {
  const exact = new Set(keys);
  const pluralBases = new Set(keys.filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));
  return (key) => exact.has(key) || pluralBases.has(key);
}
