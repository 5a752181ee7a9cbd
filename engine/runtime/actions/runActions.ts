import { ApiError } from '../api/ApiError';
import type { Action, ApiAction } from '../dsl';
import { evalCondition } from '../evalCondition';
import { getPath } from '@core/values/getPath';
import { resolvePath } from '@core/values/resolvePath';
import { resolveValue } from '@core/values/resolveValue';
import type { Scope } from '../scope';
import type { ActionContext, RunResult } from './ActionHost';
import type { ActionStep } from '../inspect/Inspector';
import { askPrompt } from './askPrompt';
import { heldPrompt } from './heldPrompt';
import { newIdempotencyKey } from './newIdempotencyKey';

const DONE: RunResult = { completed: true, failed: false };
const STOPPED: RunResult = { completed: false, failed: false };

/**
 * Runs a list of actions one after another (action.schema.json). A step whose `when` does not
 * hold is skipped. The list stops at a failed api action without onError, at a stop (after its
 * toast), at a guard whose prompt holds, at a declined confirm, and at a session whose user info cannot be loaded.
 * `layer` adds scope for this list: `form` for a submit, `result` / `error` inside onSuccess / onError.
 */
export async function runActions(
  actions: readonly Action[] | undefined,
  ctx: ActionContext,
  layer: Partial<Scope> = {},
): Promise<RunResult> {
  let failed = false;
  let error: RunResult['error'];
  const result = (completed: boolean): RunResult => (error ? { completed, failed, error } : { completed, failed });
  for (const action of actions ?? []) {
    const scope = (): Scope => ({ ...ctx.scope(), ...layer });
    // The studio preview's log (ActionHost.trace); absent in the app, where this is one skipped call.
    const step = ctx.host.trace?.(action, scope());
    if (action.when !== undefined && !evalCondition(action.when, scope(), ctx.t, ctx.formatters)) {
      step?.skipped();
      continue;
    }
    let outcome: RunResult;
    try {
      outcome = await runAction(action, ctx, scope, layer, step);
    } catch (thrown) {
      step?.done({ thrown });
      throw thrown;
    }
    step?.done(outcome);
    failed ||= outcome.failed;
    error ??= outcome.error;
    if (!outcome.completed) return result(false);
  }
  return result(true);
}

async function runAction(
  action: Action,
  ctx: ActionContext,
  scope: () => Scope,
  layer: Partial<Scope>,
  step: ActionStep | undefined,
): Promise<RunResult> {
  const { host, t, formatters } = ctx;
  const value = (v: unknown) => resolveValue(v, scope(), t, formatters);
  const text = (v: unknown) => {
    const resolved = value(v);
    return resolved === undefined || resolved === null ? '' : String(resolved);
  };

  switch (action.type) {
    case 'api':
      return runApi(action, ctx, scope, layer, step);
    case 'navigate': {
      const query = action.query ? (value(action.query) as Record<string, unknown>) : undefined;
      host.navigate(action.to, { replace: action.replace, query });
      return DONE;
    }
    case 'back':
      host.back();
      return DONE;
    case 'toast':
      host.toast(text(action.text), action.icon);
      return DONE;
    case 'confirm': {
      const confirmed = await host.confirm({
        title: action.title === undefined ? undefined : text(action.title),
        message: text(action.message),
        confirmText: action.confirmText === undefined ? t('engine.confirm') : text(action.confirmText),
        cancelText: action.cancelText === undefined ? t('engine.cancel') : text(action.cancelText),
        danger: action.danger,
      });
      // Declining ends the list: what follows a confirm assumes the member agreed.
      return confirmed ? runActions(action.then, ctx, layer) : STOPPED;
    }
    case 'guard': {
      // The same steps as checkPrompt, written here so this module does not import itself back.
      const prompt = await heldPrompt(action.prompt, ctx, layer);
      if (!prompt) return DONE;
      if (await askPrompt(prompt, ctx)) await runActions(prompt.confirm, ctx, layer);
      return STOPPED;
    }
    case 'stop':
      // Reached only when its `when` held (runActions skips it otherwise): say why, end the list.
      host.toast(text(action.text), 'fail');
      return STOPPED;
    case 'logout':
      await realmOf(host, action.realm).logout();
      return DONE;
    case 'session': {
      const token = value(action.token);
      const ok = typeof token === 'string' && token !== '' ? await realmOf(host, action.realm).start(token) : false;
      return ok ? DONE : { completed: false, failed: true };
    }
    case 'set': {
      // The first segment is "state" (the schema fixes it); a bound segment that does not resolve
      // writes nothing rather than somewhere else.
      const segments = resolvePath(action.path, value);
      if (segments && segments.length > 1) host.state.setIn(segments.slice(1), value(action.value));
      return DONE;
    }
    case 'store':
      host.storage.put(action.key, value(action.value));
      return DONE;
    case 'refresh':
      await host.refresh(action.source);
      return DONE;
    case 'setLocale': {
      const locale = value(action.locale);
      if (typeof locale === 'string' && locale !== '') await host.setLocale(locale);
      return DONE;
    }
    case 'setTheme': {
      const theme = value(action.theme);
      if (theme === 'light' || theme === 'dark') host.setTheme(theme);
      return DONE;
    }
    case 'copy': {
      const copied = await host.copy(text(action.text));
      host.toast(t(copied ? 'engine.copied' : 'engine.copyFailed'), copied ? 'success' : 'fail');
      return DONE;
    }
    case 'clearCache':
      host.clearCache?.();
      return DONE;
    case 'download': {
      const content = text(action.content);
      // Nothing to save (an empty answer) or no way to save it: the list stops, as after a failed call.
      const saved =
        content !== '' && host.download
          ? await host.download({ content, filename: text(action.filename), mime: text(action.mime) })
          : false;
      if (!saved) host.toast(t('engine.downloadFailed'), 'fail');
      return saved ? DONE : { completed: false, failed: true };
    }
    case 'push': {
      // Its code is fetched with the first push action (only My -> Notifications has one).
      const { runPush } = await import('./pushAction');
      const refusal = await runPush(action.op, action.events === undefined ? undefined : value(action.events), host, t);
      if (!refusal) return runActions(action.onSuccess, ctx, layer);
      // As a failed api call: onError sees why; without one the member is told and the list stops.
      if (!action.onError) {
        host.toast(refusal.msg, 'fail');
        return { completed: false, failed: true, error: refusal };
      }
      const handled = await runActions(action.onError, ctx, { ...layer, error: refusal });
      return { completed: handled.completed, failed: true, error: refusal };
    }
    default:
      // An action type this engine does not know (a newer DSL): skipping is safer than guessing.
      return DONE;
  }
}

async function runApi(
  action: ApiAction,
  ctx: ActionContext,
  scope: () => Scope,
  layer: Partial<Scope>,
  step: ActionStep | undefined,
): Promise<RunResult> {
  const { host, t, formatters } = ctx;
  const current = scope();
  const endpoint = chosenEndpoint(action.endpoint, current);
  // A binding that names no case: there is nothing to call, as if `when` had not held.
  if (endpoint === undefined) return DONE;
  const base = action.paramsFrom ? getPath(current, action.paramsFrom) : undefined;
  const params = {
    ...(base !== null && typeof base === 'object' && !Array.isArray(base) ? (base as Record<string, unknown>) : {}),
    ...((action.params ? resolveValue(action.params, current, t, formatters) : {}) as Record<string, unknown>),
  };
  const method = host.api.endpoint(endpoint)?.method;
  // One key per run of this action: if the same run sends the write again, the server sees the
  // same key and applies it once.
  const idempotencyKey = method === 'POST' || method === 'PUT' ? (host.newIdempotencyKey ?? newIdempotencyKey)() : undefined;

  step?.called(params);
  let result: unknown;
  try {
    result = await host.api.call(endpoint, params, { toast: action.toast !== false, idempotencyKey });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // The refusal travels back to the widget that started the list (a form shows it inline).
    const refusal = error.toJSON();
    step?.answered({ error: refusal });
    if (!action.onError) return { completed: false, failed: true, error: refusal };
    const handled = await runActions(action.onError, ctx, { ...layer, error: refusal });
    return { completed: handled.completed, failed: true, error: refusal };
  }
  step?.answered({ result });
  if (action.resultTo) host.state.setIn(action.resultTo.replace(/^state\./, ''), result);
  return runActions(action.onSuccess, ctx, { ...layer, result });
}

/** The session service a session or logout step acts on: the member's unless it names the staff realm. */
function realmOf(host: ActionContext['host'], realm: 'member' | 'staff' | undefined) {
  if (realm !== 'staff') return host.session;
  if (!host.staffSession) throw new Error('This host has no staff session');
  return host.staffSession;
}

/** The catalogue id to call: the written one, or the case the bound value names. */
function chosenEndpoint(endpoint: ApiAction['endpoint'], scope: Scope): string | undefined {
  if (typeof endpoint === 'string') return endpoint;
  const key = resolveValue({ $bind: endpoint.$bind }, scope, (k) => k);
  if (typeof key !== 'string' && typeof key !== 'number') return undefined;
  return Object.prototype.hasOwnProperty.call(endpoint.cases, key) ? endpoint.cases[String(key)] : undefined;
}
