import { describe, expect, it } from 'vitest';
import { heldPrompt } from '@engine/runtime/actions/heldPrompt';
import { fakeHost } from './fakeHost';
import { DSL_VERSION } from '@core/dsl/version';

describe('heldPrompt', () => {
  const prompt = { dslVersion: DSL_VERSION, id: 'pay', message: 'prompt.pay', confirm: [] };

  it('gives the prompt when it has no condition, asking nothing', async () => {
    const { ctx, log } = fakeHost({ prompts: { pay: prompt } });
    await expect(heldPrompt('pay', ctx)).resolves.toBe(prompt);
    expect(log).toEqual([]);
  });

  it('gives nothing for an unknown prompt or a condition that is false', async () => {
    const { ctx } = fakeHost({ prompts: { pay: { ...prompt, when: { truthy: { $bind: 'session.loggedIn' } } } } });
    await expect(heldPrompt('pay', ctx)).resolves.toBeUndefined();
    await expect(heldPrompt('missing', ctx)).resolves.toBeUndefined();
  });

  it('evaluates the condition against the layer it is given', async () => {
    const { ctx } = fakeHost({ prompts: { pay: { ...prompt, when: { eq: [{ $bind: 'item.tradable' }, 0] } } } });
    await expect(heldPrompt('pay', ctx, { item: { tradable: 0 } })).resolves.toMatchObject({ id: 'pay' });
    await expect(heldPrompt('pay', ctx, { item: { tradable: 1 } })).resolves.toBeUndefined();
  });
});
