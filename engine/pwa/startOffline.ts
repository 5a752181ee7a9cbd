import { bundledLocaleFiles } from '../i18n/localeLoaders';
import { readPreferences } from '../app/preferences';
import { browserBackend } from '../runtime/store/browserBackend';
import { applyTheme } from '../theme/applyTheme';
import { languageTag } from '@core/i18n/languageTag';
import type { Manifest } from '../runtime/dsl';
import { showOfflineScreen } from './offlineScreen';
import { offlineTexts } from './offlineTexts';

/** The offline screen in the member's language and theme; false when its texts could not load. */
export async function startOffline(root: HTMLElement, manifest: Manifest): Promise<boolean> {
  const prefs = readPreferences(browserBackend(), manifest);
  applyTheme(prefs.theme);
  document.documentElement.lang = languageTag(prefs.locale);
  const texts = await offlineTexts(bundledLocaleFiles(), prefs.locale, manifest.i18n.fallback);
  if (!texts) return false;
  showOfflineScreen(root, texts, () => window.location.reload());
  return true;
}
