// screens/app.json: route names, paths and aliases are unique (a path may not equal another
// route's alias either: the router could not tell them apart), every route's screen exists, tab
// bar entries name routes, code prompts exist, and the locale list matches the locales/ folders.

import { asArray, asObject, has, pointer } from './json';
import { routeNames } from './routes';
import { APP_FILE, localeFile, type Bundle, type ValidationError } from './types';

export function checkApp(bundle: Bundle): ValidationError[] {
  const errors: ValidationError[] = [];
  const app = asObject(bundle.app);
  const err = (at: string, message: string): void => {
    errors.push({ file: APP_FILE, pointer: at, message });
  };

  const names = new Map<string, string>();
  const locations = new Map<string, string>();
  const routes = asArray(app.routes).map((r, i) => ({ route: asObject(r), at: pointer('/routes', i) }));
  const notFound = asObject(app.notFound);
  const all = [...routes, { route: notFound, at: '/notFound' }];

  for (const { route, at } of all) {
    if (typeof route.name === 'string') {
      const first = names.get(route.name);
      if (first !== undefined) err(pointer(at, 'name'), `duplicate route name "${route.name}" (also ${first})`);
      else names.set(route.name, pointer(at, 'name'));
    }
    for (const key of ['path', 'alias']) {
      const value = route[key];
      if (typeof value !== 'string') continue;
      const first = locations.get(value);
      if (first !== undefined) err(pointer(at, key), `duplicate route ${key} "${value}" (also ${first})`);
      else locations.set(value, pointer(at, key));
    }
    if (typeof route.screen === 'string' && !has(bundle.screens, route.screen)) {
      err(pointer(at, 'screen'), `route screen "${route.screen}" has no file screens/pages/${route.screen}.json`);
    }
  }

  const known = routeNames(app);
  const tabBar = asObject(app.tabBar);
  asArray(tabBar.items).forEach((t, i) => {
    const route = asObject(t).route;
    if (typeof route === 'string' && !known.has(route)) err(pointer('/tabBar/items', i, 'route'), `tab names unknown route "${route}"`);
  });
  asArray(tabBar.alternative).forEach((route, i) => {
    if (typeof route === 'string' && !known.has(route))
      err(pointer('/tabBar/alternative', i), `alternative tab names unknown route "${route}"`);
  });

  const staffLogin = asObject(app.staff).loginRoute;
  if (typeof staffLogin === 'string' && !known.has(staffLogin))
    err('/staff/loginRoute', `staff sign-in names unknown route "${staffLogin}"`);

  for (const [code, prompt] of Object.entries(asObject(asObject(app.api).codePrompts))) {
    if (typeof prompt === 'string' && !has(bundle.prompts, prompt)) err(pointer('/api/codePrompts', code), `unknown prompt ${prompt}`);
  }

  const i18n = asObject(app.i18n);
  const listed = asArray(i18n.locales)
    .map((l) => asObject(l).code)
    .filter((c): c is string => typeof c === 'string');
  asArray(i18n.locales).forEach((l, i) => {
    const code = asObject(l).code;
    if (typeof code === 'string' && !has(bundle.locales, code))
      err(pointer('/i18n/locales', i, 'code'), `locale ${code} has no folder locales/${code}`);
  });
  for (const key of ['default', 'fallback']) {
    const code = i18n[key];
    if (typeof code !== 'string') continue;
    if (!has(bundle.locales, code)) err(pointer('/i18n', key), `${key} locale ${code} has no folder locales/${code}`);
    else if (!listed.includes(code)) err(pointer('/i18n', key), `${key} locale ${code} is not in i18n.locales`);
  }
  for (const code of Object.keys(bundle.locales).sort()) {
    if (!listed.includes(code)) {
      errors.push({ file: localeFile(code), pointer: '', message: `locale folder ${code} is not listed in ${APP_FILE} i18n.locales` });
    }
  }
  return errors;
}
