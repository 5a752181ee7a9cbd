// Small helpers for walking parsed JSON of unknown shape: files may be broken, so nothing is trusted.

import { isJsonObject as isObject, type JsonObject } from '../json/isJsonObject';

export { isObject, type JsonObject };

export function asObject(value: unknown): JsonObject {
  return isObject(value) ? value : {};
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function has(object: JsonObject, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(object, key);
}

export { jsonPointer as pointer } from '../json/jsonPointer';
