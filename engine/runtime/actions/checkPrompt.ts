import type { Scope } from '../scope';
import type { ActionContext } from './ActionHost';
import { heldPrompt } from './heldPrompt';
import { openPrompt } from './openPrompt';

/**
 * Shows a guard prompt if its condition holds (a prompt without one always holds); confirming runs
 * the prompt's actions. Resolves true when the prompt held, i.e. the caller must not go on.
 */
export async function checkPrompt(promptId: string, ctx: ActionContext, layer: Partial<Scope> = {}): Promise<boolean> {
  const prompt = await heldPrompt(promptId, ctx, layer);
  if (!prompt) return false;
  await openPrompt(prompt, ctx, layer);
  return true;
}
