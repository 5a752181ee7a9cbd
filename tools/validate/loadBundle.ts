// Reads a bundle from the folder layout: screens/app.json, screens/pages|forms|prompts|fragments|tests/<id>.json,
// locales/<code>/<area>.json (a locale is the deep merge of its area files). Problems reading the
// files (bad JSON, a key defined by two area files) come back as ValidationErrors, not exceptions,
// so one run reports everything.

import fs from 'node:fs';
import path from 'node:path';
import { isObject, type JsonObject } from '@core/validate/json';
import { flattenDictionary } from '@core/validate/checkI18n';
import { mergeLocaleArea } from '@core/validate/mergeLocaleArea';
import { APP_FILE, localeFile, type Bundle, type ValidationError, type WidgetCatalog } from '@core/validate/types';

export interface LoadedBundle {
  bundle: Bundle;
  problems: ValidationError[];
}

function readJson(abs: string, file: string, problems: ValidationError[]): unknown {
  try {
    return JSON.parse(fs.readFileSync(abs, 'utf8')) as unknown;
  } catch (error) {
    problems.push({ file, pointer: '', message: `cannot read JSON: ${error instanceof Error ? error.message : String(error)}` });
    return undefined;
  }
}

function jsonFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
}

function readFolder(root: string, rel: string, problems: ValidationError[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of jsonFiles(path.join(root, rel))) {
    const json = readJson(path.join(root, rel, name), `${rel}/${name}`, problems);
    if (json !== undefined) out[name.slice(0, -'.json'.length)] = json;
  }
  return out;
}

export function loadLocales(
  root: string,
  rel = 'locales',
  problems: ValidationError[] = [],
  areaKeys: Record<string, string> = {},
): Record<string, unknown> {
  const dir = path.join(root, rel);
  const out: Record<string, unknown> = {};
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const merged: JsonObject = {};
    for (const name of jsonFiles(path.join(dir, entry.name))) {
      const file = `${localeFile(entry.name)}/${name}`;
      const json = readJson(path.join(dir, entry.name, name), file, problems);
      if (json === undefined) continue;
      if (!isObject(json)) problems.push({ file, pointer: '', message: 'a locale file must hold an object' });
      else {
        mergeLocaleArea(merged, json, file, '', problems);
        const area = name.replace(/\.json$/, '');
        if (area !== 'engine' && area !== 'screens') for (const key of flattenDictionary(json)) areaKeys[key] = area;
      }
    }
    out[entry.name] = merged;
  }
  return out;
}

/** Load the bundle under `root` (a folder holding screens/ and locales/). */
export function loadBundle(root: string): LoadedBundle {
  const problems: ValidationError[] = [];
  const appPath = path.join(root, APP_FILE);
  let app: unknown;
  if (fs.existsSync(appPath)) app = readJson(appPath, APP_FILE, problems);
  else problems.push({ file: APP_FILE, pointer: '', message: 'missing' });
  const bundle: Bundle = {
    app,
    screens: readFolder(root, 'screens/pages', problems),
    forms: readFolder(root, 'screens/forms', problems),
    prompts: readFolder(root, 'screens/prompts', problems),
    fragments: readFolder(root, 'screens/fragments', problems),
    tests: readFolder(root, 'screens/tests', problems),
    locales: {},
    areaKeys: {},
  };
  bundle.locales = loadLocales(root, 'locales', problems, bundle.areaKeys);
  return { bundle, problems };
}

export function loadWidgetCatalog(file: string): WidgetCatalog {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as WidgetCatalog;
}
