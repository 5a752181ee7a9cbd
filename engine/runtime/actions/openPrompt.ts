import type { PromptSpec } from '../dsl';
import type { Scope } from '../scope';
import type { ActionContext } from './ActionHost';
import { runActions } from './runActions';

/** Asks the prompt's question; on confirm runs its actions. */
export async function openPrompt(prompt: PromptSpec, ctx: ActionContext, layer: Partial<Scope> = {}): Promise<void> {
  const { t } = ctx;
  const confirmed = await ctx.host.confirm({
    title: prompt.title ? t(prompt.title) : undefined,
    message: t(prompt.message),
    confirmText: t(prompt.confirmText ?? 'engine.confirm'),
    cancelText: t(prompt.cancelText ?? 'engine.cancel'),
  });
  if (confirmed) await runActions(prompt.confirm, ctx, layer);
}
