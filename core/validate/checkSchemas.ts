// Every file against its DSL schema, and every id against its file name (the router, the form
// loader and the prompt registry look files up by id).

import { dslValidators } from './dslSchemas';
import { isObject } from './json';
import { explain } from './schemaErrors';
import { APP_FILE, formFile, fragmentFile, promptFile, screenFile, type Bundle, type ValidationError } from './types';

function idMatchesFile(json: unknown, id: string, file: string, kind: string): ValidationError[] {
  if (!isObject(json) || typeof json.id !== 'string' || json.id === id) return [];
  return [{ file, pointer: '/id', message: `${kind} id "${json.id}" must equal the file name "${id}"` }];
}

/** Screens alone against the screen schema (the validator checks expanded screens again with it). */
export function checkScreenSchemas(screens: Record<string, unknown>): ValidationError[] {
  const v = dslValidators();
  return Object.entries(screens).flatMap(([id, json]) => explain(v.screen, json, screenFile(id)));
}

export function checkSchemas(bundle: Bundle): ValidationError[] {
  const v = dslValidators();
  const errors: ValidationError[] = [...explain(v.app, bundle.app, APP_FILE)];
  for (const [id, json] of Object.entries(bundle.screens)) {
    const file = screenFile(id);
    errors.push(...explain(v.screen, json, file), ...idMatchesFile(json, id, file, 'screen'));
  }
  for (const [id, json] of Object.entries(bundle.forms)) {
    const file = formFile(id);
    errors.push(...explain(v.form, json, file), ...idMatchesFile(json, id, file, 'form'));
  }
  for (const [id, json] of Object.entries(bundle.prompts)) {
    const file = promptFile(id);
    errors.push(...explain(v.prompt, json, file), ...idMatchesFile(json, id, file, 'prompt'));
  }
  for (const [id, json] of Object.entries(bundle.fragments)) {
    const file = fragmentFile(id);
    errors.push(...explain(v.fragment, json, file), ...idMatchesFile(json, id, file, 'fragment'));
  }
  return errors;
}
