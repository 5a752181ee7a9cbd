// Everything a navigate action's `to` may name: a route's name, path or alias, or the 404 route.

import { asArray, asObject } from './json';

export function routeTargets(app: unknown): Set<string> {
  const a = asObject(app);
  const out = new Set<string>();
  for (const r of [...asArray(a.routes), a.notFound]) {
    const route = asObject(r);
    for (const key of ['name', 'path', 'alias']) {
      if (typeof route[key] === 'string') out.add(route[key]);
    }
  }
  return out;
}

export function routeNames(app: unknown): Set<string> {
  const out = new Set<string>();
  for (const r of asArray(asObject(app).routes)) {
    const name = asObject(r).name;
    if (typeof name === 'string') out.add(name);
  }
  return out;
}
