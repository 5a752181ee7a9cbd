import { evalCondition } from '../evalCondition';
import type { Scope } from '../scope';
import type { ActionContext } from './ActionHost';
import { openPrompt } from './openPrompt';

/**
 * Shows a guard prompt if its condition holds (a prompt without one always holds); confirming runs
 * the prompt's actions. Resolves true when the prompt held, i.e. the caller must not go on.
 */
export async function checkPrompt(promptId: string, ctx: ActionContext, layer: Partial<Scope> = {}): Promise<boolean> {
  const prompt = await ctx.host.loadPrompt(promptId);
  if (!prompt) return false;
  const scope = { ...ctx.scope(), ...layer };
  if (prompt.when !== undefined && !evalCondition(prompt.when, scope, ctx.t, ctx.formatters)) return false;
  await openPrompt(prompt, ctx, layer);
  return true;
}
