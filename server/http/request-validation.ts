import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { amountProblem, type AmountProblem } from '@core/format/amountRule';
import type { MessageKey } from '../generated/messageKeys';
import { AppError, Codes } from '../errors';

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

/**
 * Compiles on first use: compiling every entry's request and response at start was 0.6 s of a fresh
 * start (issue 23: first answer within 3 s), and a call compiles its own in a few milliseconds.
 * tests/server/http/validators-compile.test.ts compiles them all, so a bad schema still fails a test.
 */
export function onFirstUse(compile: () => ValidateFunction): () => ValidateFunction {
  let compiled: ValidateFunction | undefined;
  return () => (compiled ??= compile());
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
  // An amount (defs.json Amount2) says which of its checks failed, in the words the form uses.
  const problem = first.keyword === 'type' ? undefined : amountProblem(first.keyword, first.params);
  if (problem) return new AppError(Codes.BAD_REQUEST, AMOUNT_MESSAGES[problem], { field });
  return new AppError(Codes.BAD_REQUEST, 'server.invalidField', { field });
}

const AMOUNT_MESSAGES: Record<AmountProblem, MessageKey> = {
  number: 'server.amountNumber',
  positive: 'server.amountPositive',
  decimals: 'server.amountDecimals',
};

// NUL (PostgreSQL text cannot hold it) and a UTF-16 surrogate without its pair (no UTF-8 encoding
// exists for it): neither is text a member can mean, and both fail deep in the database as a 500.
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const BAD_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The dotted path of the first string (or key) in value holding NUL or a lone surrogate, if any.
 * It looks 32 levels deep at most: deeper input is refused by the nesting check anyway.
 */
export function badTextAt(value: unknown, at = '', depth = 0): string | undefined {
  if (typeof value === 'string') return BAD_TEXT.test(value) ? at || 'body' : undefined;
  if (!value || typeof value !== 'object' || depth > 32) return undefined;
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    const here = at ? `${at}.${key}` : key;
    if (BAD_TEXT.test(key)) return here;
    const found = badTextAt(inner, here, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Refuses input holding NUL or lone surrogates with the same 400 as any other invalid field. */
export function refuseBadText(...inputs: unknown[]): void {
  for (const input of inputs) {
    const field = badTextAt(input);
    if (field) throw new AppError(Codes.BAD_REQUEST, 'server.invalidField', { field });
  }
}
