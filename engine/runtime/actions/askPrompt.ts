import type { PromptSpec } from '../dsl';
import type { ActionContext } from './ActionHost';

/**
 * Asks a guard prompt's question; resolves whether the member confirmed. It runs nothing itself, so
 * runActions (which runs a confirmed prompt's actions) can use it without importing itself back.
 */
export function askPrompt(prompt: PromptSpec, ctx: ActionContext): Promise<boolean> {
  const { t } = ctx;
  return ctx.host.confirm({
    title: prompt.title ? t(prompt.title) : undefined,
    message: t(prompt.message),
    confirmText: t(prompt.confirmText ?? 'engine.confirm'),
    cancelText: t(prompt.cancelText ?? 'engine.cancel'),
  });
}
