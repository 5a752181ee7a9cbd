import type { AppLanguage, Scope } from '../runtime/scope';
import type { SessionValue } from '../runtime/store/createSessionStore';
import type { AppPreferences } from './Engine';

/**
 * The app-wide namespaces of the binding scope. The token stays out: screens only learn whether
 * there is one (session.loggedIn), so no config can read or send it elsewhere.
 */
export function buildGlobalScope(values: {
  state: Record<string, unknown>;
  storage: Record<string, unknown>;
  session: SessionValue;
  staff?: SessionValue;
  conf: unknown;
  app: AppPreferences;
  /** appLocales(manifest), computed once: the same array each time, so memoised bindings hold. */
  locales: readonly string[];
  /** The manifest's i18n.locales (code and native name, in its order), for the language picker. */
  languages?: readonly AppLanguage[];
}): Scope {
  return {
    state: values.state,
    storage: values.storage,
    session: {
      user: values.session.user,
      loggedIn: Boolean(values.session.token),
      staff: { user: values.staff?.user, loggedIn: Boolean(values.staff?.token) },
    },
    conf: values.conf,
    app: { locale: values.app.locale, theme: values.app.theme, locales: values.locales, languages: values.languages ?? [] },
  };
}
