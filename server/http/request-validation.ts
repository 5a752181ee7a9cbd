import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { AppError, Codes } from './errors';

// Bodies are checked as sent (a string where a number belongs is an error); query strings are
// coerced to the declared types, because everything in a URL is text.
const bodyAjv = new Ajv({ allErrors: false, strict: false, useDefaults: true });
const queryAjv = new Ajv({ allErrors: false, strict: false, useDefaults: true, coerceTypes: true });
const responseAjv = new Ajv({ allErrors: true, strict: false });

export function compileRequest(schema: object, inQuery: boolean): ValidateFunction {
  return (inQuery ? queryAjv : bodyAjv).compile(schema);
}

export function compileResponse(schema: object): ValidateFunction {
  return responseAjv.compile(schema);
}

/** The first failure, as a message a member can act on: which field, missing or invalid. */
export function requestError(errors: ErrorObject[] | null | undefined): AppError {
  const first = errors?.[0];
  if (!first) return new AppError(Codes.BAD_REQUEST, 'server.badRequest');
  if (first.keyword === 'required') {
    return new AppError(Codes.BAD_REQUEST, 'server.missingField', { field: String(first.params.missingProperty) });
  }
  if (first.keyword === 'additionalProperties') {
    return new AppError(Codes.BAD_REQUEST, 'server.invalidField', { field: String(first.params.additionalProperty) });
  }
  const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
  return new AppError(Codes.BAD_REQUEST, 'server.invalidField', { field });
}
