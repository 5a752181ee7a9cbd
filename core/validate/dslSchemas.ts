// The DSL's JSON Schemas compiled once for the validator. Imported as JSON modules (not read from
// disk) so validateBundle stays a pure function the studio can run on a bundle in memory.
//
// Two kinds of validator. File validators check app/screen/form/prompt files. Branch validators
// exist because actions (oneOf on `type`) and values (anyOf on the $-key) are unions: when one
// fails, ajv reports every branch's complaints. The reporter (schemaErrors.ts) instead picks the
// branch the data means (its `type`, its $-key) and reports that branch's errors alone. Conditions
// are a union too: an operator, or the short form over one $bind.

import Ajv, { type ValidateFunction } from 'ajv';
import actionSchema from '@schemas/dsl/action.schema.json';
import appSchema from '@schemas/dsl/app.schema.json';
import conditionSchema from '@schemas/dsl/condition.schema.json';
import fixtureTestSchema from '@schemas/dsl/fixture-test.schema.json';
import formSchema from '@schemas/dsl/form.schema.json';
import fragmentSchema from '@schemas/dsl/fragment.schema.json';
import nodeSchema from '@schemas/dsl/node.schema.json';
import promptSchema from '@schemas/dsl/prompt.schema.json';
import screenSchema from '@schemas/dsl/screen.schema.json';
import valueSchema from '@schemas/dsl/value.schema.json';

export const ACTION_ID = actionSchema.$id;
export const VALUE_ID = valueSchema.$id;
const NODE_ID = nodeSchema.$id;
export const CONDITION_ID = conditionSchema.$id;

export type ValueBranch = 'bind' | 'translate' | 'format' | 'formatBind' | 'choice' | 'concat' | 'repeat' | 'literalObject' | 'array';
export type ConditionBranch = 'operation' | 'bind';

/** The anyOf of a binding's path (value.schema.json#/definitions/anyPath): a dot path or a bound one. */
export const ANY_PATH_SCHEMA: unknown = valueSchema.definitions.anyPath;

export interface DslValidators {
  app: ValidateFunction;
  screen: ValidateFunction;
  form: ValidateFunction;
  prompt: ValidateFunction;
  fragment: ValidateFunction;
  /** A screen fixture test (screens/tests): not DSL, but held to its schema the same way. */
  fixtureTest: ValidateFunction;
  /** A node slot's branches: a widget node, a fragment use. */
  nodes: { widget: ValidateFunction; use: ValidateFunction };
  /** Action `type` -> validator of that branch. */
  actions: Map<string, ValidateFunction>;
  values: Record<ValueBranch, ValidateFunction>;
  paths: { path: ValidateFunction; boundPath: ValidateFunction };
  conditions: Record<ConditionBranch, ValidateFunction>;
}

/** The action types the schema's oneOf lists, from its branches' `type` const. */
function actionTypes(): Map<string, string> {
  const defs = actionSchema.definitions as Record<string, { properties?: { type?: { const?: unknown } } }>;
  const out = new Map<string, string>();
  for (const branch of actionSchema.oneOf) {
    const name = branch.$ref.replace('#/definitions/', '');
    const type = defs[name]?.properties?.type?.const;
    if (typeof type === 'string') out.set(type, name);
  }
  return out;
}

let cached: DslValidators | undefined;

export function dslValidators(): DslValidators {
  if (cached) return cached;
  // verbose: errors carry parentSchema, which is how union failures are recognised.
  const ajv = new Ajv({ allErrors: true, strict: false, verbose: true });
  for (const schema of [
    actionSchema,
    appSchema,
    conditionSchema,
    fixtureTestSchema,
    formSchema,
    fragmentSchema,
    nodeSchema,
    promptSchema,
    screenSchema,
    valueSchema,
  ]) {
    ajv.addSchema(schema);
  }
  const get = (ref: string): ValidateFunction => {
    const fn = ajv.getSchema(ref);
    if (!fn) throw new Error(`DSL schema ${ref} not found`);
    return fn;
  };
  const actions = new Map<string, ValidateFunction>();
  for (const [type, def] of actionTypes()) actions.set(type, get(`${ACTION_ID}#/definitions/${def}`));
  const valueDef = (name: string): ValidateFunction => get(`${VALUE_ID}#/definitions/${name}`);
  cached = {
    app: get(appSchema.$id),
    screen: get(screenSchema.$id),
    form: get(formSchema.$id),
    prompt: get(promptSchema.$id),
    fragment: get(fragmentSchema.$id),
    fixtureTest: get(fixtureTestSchema.$id),
    nodes: { widget: get(nodeSchema.$id), use: get(`${NODE_ID}#/definitions/use`) },
    actions,
    values: {
      bind: valueDef('bind'),
      translate: valueDef('translate'),
      format: valueDef('format'),
      formatBind: valueDef('formatBind'),
      choice: valueDef('choice'),
      concat: valueDef('concat'),
      repeat: valueDef('repeat'),
      literalObject: valueDef('literalObject'),
      array: ajv.compile({ type: 'array', items: { $ref: VALUE_ID } }),
    },
    paths: { path: valueDef('path'), boundPath: valueDef('boundPath') },
    conditions: {
      operation: get(`${CONDITION_ID}#/definitions/operation`),
      bind: get(`${CONDITION_ID}#/definitions/bind`),
    },
  };
  return cached;
}
