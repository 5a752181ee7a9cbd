import type { Action } from '../runtime/dsl';
import { explainCondition } from '../runtime/explainCondition';
import type { ActionStep } from '../runtime/inspect/Inspector';
import { inspectable } from '../runtime/inspect/inspectable';
import type { Scope } from '../runtime/scope';
import type { ActionLogEntry } from '../studio/preview/previewProtocol';

// Counted per frame, not per mount: the studio's log keeps entries across the preview's rebuilds.
let lastId = 0;

// What an action holds besides its parameters: its kind, its condition and the steps it leads to.
const NOT_PARAMS = new Set(['type', 'when', 'then', 'onSuccess', 'onError']);

/**
 * One action step as the preview's log tells it: an entry reported to `post` each time it changes
 * (running, parameters as sent, answer, done) under one id; a step its `when` skipped is reported
 * once, as skipped, with why (explainCondition on the scope it saw). `resolve` reads values as
 * the engine does.
 */
export function previewStep(
  action: Action,
  scope: Scope,
  resolve: (value: unknown, scope: Scope) => unknown,
  post: (entry: ActionLogEntry) => void,
): ActionStep {
  const params = Object.fromEntries(Object.entries(action).filter(([key]) => !NOT_PARAMS.has(key)));
  const entry: ActionLogEntry = {
    id: ++lastId,
    at: Date.now(),
    type: action.type,
    status: 'running',
    params: inspectable(resolve(params, scope)),
  };
  let posted = false;
  const tell = () => {
    posted = true;
    post({ ...entry });
  };
  // A step skipped at once is told once, as skipped; one that runs is told as running first.
  queueMicrotask(() => posted || tell());
  return {
    skipped() {
      entry.status = 'skipped';
      entry.when = action.when;
      entry.why = inspectable(explainCondition(action.when, (operand) => resolve(operand, scope))) as ActionLogEntry['why'];
      tell();
    },
    called(sent) {
      entry.params = inspectable(sent);
      tell();
    },
    answered({ result, error }) {
      if (error) entry.error = inspectable(error);
      else entry.result = inspectable(result);
      tell();
    },
    done(outcome) {
      entry.ms = Date.now() - entry.at;
      if ('thrown' in outcome) {
        entry.status = 'failed';
        entry.error = inspectable(outcome.thrown instanceof Error ? outcome.thrown : { msg: String(outcome.thrown) });
      } else {
        entry.status = outcome.failed ? 'failed' : outcome.completed ? 'done' : 'stopped';
        if (outcome.error && entry.error === undefined) entry.error = inspectable(outcome.error);
      }
      tell();
    },
  };
}
