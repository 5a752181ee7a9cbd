import type { LocaleFiles } from '../i18n/localeLoaders';
import type { OfflineTexts } from './offlineScreen';

interface EngineDictionary {
  engine?: { retry?: string; pwa?: { offlineTitle?: string; offlineBody?: string } };
}

/**
 * The offline screen's texts in the member's locale, else the fallback's, from the engine
 * dictionaries (whose chunks the service worker precaches). Undefined when neither loads.
 */
export async function offlineTexts(files: LocaleFiles, locale: string, fallback: string): Promise<OfflineTexts | undefined> {
  for (const code of locale === fallback ? [locale] : [locale, fallback]) {
    const dict = (await files[`locales/${code}/engine.json`]?.().catch(() => undefined)) as EngineDictionary | undefined;
    const { retry, pwa } = dict?.engine ?? {};
    if (retry && pwa?.offlineTitle && pwa.offlineBody) return { title: pwa.offlineTitle, body: pwa.offlineBody, retry };
  }
  return undefined;
}
