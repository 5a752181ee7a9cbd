import type { PromptSpec } from '../dsl';
import { evalCondition } from '../evalCondition';
import type { Scope } from '../scope';
import type { ActionContext } from './ActionHost';

/** The guard prompt `promptId` if it exists and its condition holds (none always holds); else undefined. */
export async function heldPrompt(promptId: string, ctx: ActionContext, layer: Partial<Scope> = {}): Promise<PromptSpec | undefined> {
  const prompt = await ctx.host.loadPrompt(promptId);
  if (!prompt) return undefined;
  const scope = { ...ctx.scope(), ...layer };
  if (prompt.when !== undefined && !evalCondition(prompt.when, scope, ctx.t, ctx.formatters)) return undefined;
  return prompt;
}
