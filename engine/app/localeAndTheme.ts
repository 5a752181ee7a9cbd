import { languageTag } from '@core/i18n/languageTag';
import type { Localization } from '../i18n/createI18n';
import type { Manifest, Theme } from '../runtime/dsl';
import type { KeyValueBackend } from '../runtime/store/KeyValueBackend';
import { applyTheme } from '../theme/applyTheme';
import type { AppPreferences, Engine, EngineStores } from '../context/Engine';
import { writePreferences } from './preferences';

/**
 * The member's language and theme, switched at run time: only to what the manifest offers, kept in
 * the backend for the next visit, and set in the app store so everything bound to it re-renders.
 */
export function localeAndTheme(
  manifest: Manifest,
  backend: KeyValueBackend,
  stores: EngineStores,
  localization: Localization,
): Pick<Engine, 'setLocale' | 'loadTextArea' | 'reloadTexts' | 'setTheme'> {
  function setPrefs(next: Partial<AppPreferences>): void {
    const merged = { ...stores.app.get(), ...next };
    writePreferences(backend, merged);
    stores.app.set(merged);
  }
  return {
    async setLocale(code) {
      if (!manifest.i18n.locales.some((l) => l.code === code)) return;
      await localization.changeLocale(code);
      document.documentElement.lang = languageTag(code);
      setPrefs({ locale: code });
    },
    loadTextArea: (area) => localization.loadArea(area),
    async reloadTexts(paths) {
      // A re-render of everything bound to the app store, so texts already on screen follow too.
      if (await localization.reload(paths)) stores.app.set({ ...stores.app.get() });
    },
    setTheme(theme: Theme) {
      if (!manifest.themes.available.includes(theme)) return;
      applyTheme(theme);
      setPrefs({ theme });
    },
  };
}
