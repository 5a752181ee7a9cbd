// The bundle validator's vocabulary. A bundle is the app as data (what screens/ and locales/ hold),
// already parsed: the CLI loads it from folders, the studio's publish gate will hand one over from
// memory. Errors name the file as it sits in the folder layout, plus a JSON pointer into it.

import type { Catalogue, Endpoint } from '../catalogue/buildCatalogue';

export interface ValidationError {
  /** Bundle-relative file: screens/app.json, screens/pages/<id>.json, locales/<code>, ... */
  file: string;
  /** JSON pointer into that file ('' = the whole file). */
  pointer: string;
  /** One line. */
  message: string;
}

export interface Bundle {
  app: unknown;
  /** Screen id (= file name under screens/pages) -> parsed file. */
  screens: Record<string, unknown>;
  forms: Record<string, unknown>;
  prompts: Record<string, unknown>;
  /** Fragment id (= file name under screens/fragments) -> parsed file. */
  fragments: Record<string, unknown>;
  /** Fixture test name (= file name under screens/tests) -> parsed file; none when absent. */
  tests?: Record<string, unknown>;
  /** Locale code (= folder under locales/) -> the deep merge of its area files. */
  locales: Record<string, unknown>;
  /**
   * Key -> its dictionary area, for keys outside engine.json and screens.json (staff, invest, ...).
   * When given, each use of a key in an area the engine defers is checked against the areas its screen loads.
   */
  areaKeys?: Record<string, string>;
}

export interface WidgetSpec {
  description?: string;
  children: boolean;
  events: string[];
  required?: string[];
  props: Record<string, object>;
}

export interface WidgetCatalog {
  widgets: Record<string, WidgetSpec>;
  formWidgets: string[];
}

/** What the validator needs of the endpoint catalogue. */
export type CatalogueIndex = Pick<Catalogue, 'byId'>;

/**
 * What the binding checks need of it: each endpoint's method and response. The studio's editor
 * has only this (ops/studio/vocabulary), and runs the same checks with it.
 */
export interface ResponseIndex {
  byId: ReadonlyMap<string, Pick<Endpoint, 'method' | 'response'>>;
}

export const APP_FILE = 'screens/app.json';
export const screenFile = (id: string): string => `screens/pages/${id}.json`;
export const formFile = (id: string): string => `screens/forms/${id}.json`;
export const promptFile = (id: string): string => `screens/prompts/${id}.json`;
export { fragmentFile } from '../fragments/fragmentFile';
export const testFile = (id: string): string => `screens/tests/${id}.json`;
export const localeFile = (code: string): string => `locales/${code}`;

/** Endpoints whose responses give session.user and conf their shape (value.schema.json). */
export const SESSION_USER_ENDPOINT = 'member/info';
export const CONF_ENDPOINT = 'common/conf';

/** A dictionary key a bundle file uses, where (checkI18n collects them; checkTextAreas checks their areas). */
export interface KeyUse {
  key: string;
  file: string;
  pointer: string;
}
