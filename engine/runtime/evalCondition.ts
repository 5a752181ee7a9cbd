import type { Condition } from './dsl';
import type { Formatters } from './format/createFormatters';
import { resolveValue } from '@core/values/resolveValue';
import type { Scope, Translate } from './scope';
import { testCondition } from '@core/values/testCondition';

const identity: Translate = (key) => key;

/** A condition against the scope: testCondition (the rules) with operands read by resolveValue. */
export function evalCondition(condition: Condition | undefined, scope: Scope, t: Translate = identity, formatters?: Formatters): boolean {
  return testCondition(condition, (operand) => resolveValue(operand, scope, t, formatters));
}
