import { isJsonObject } from '@core/json/isJsonObject';

/** The operators of value.schema.json: an object holding one is a binding, not a literal. */
export const VALUE_OPERATORS = ['$t', '$bind', '$if', '$fmt', '$concat', '$repeat'] as const;

/** Whether a prop's value is a binding or computed value ({"$t": ..}, {"$bind": ..}, ...). */
export function isBindingValue(value: unknown): boolean {
  return isJsonObject(value) && VALUE_OPERATORS.some((op) => Object.prototype.hasOwnProperty.call(value, op));
}
