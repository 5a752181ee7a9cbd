import type { PromptSpec } from '../dsl';
import type { Scope } from '../scope';
import type { ActionContext } from './ActionHost';
import { askPrompt } from './askPrompt';
import { runActions } from './runActions';

/** Asks the prompt's question; on confirm runs its actions. */
export async function openPrompt(prompt: PromptSpec, ctx: ActionContext, layer: Partial<Scope> = {}): Promise<void> {
  if (await askPrompt(prompt, ctx)) await runActions(prompt.confirm, ctx, layer);
}
