import { describe, expect, it } from 'vitest';
import { checkPrompt } from '@engine/runtime/actions/checkPrompt';
import { fakeHost } from './fakeHost';
import { DSL_VERSION } from '@core/dsl/version';

describe('checkPrompt', () => {
  const prompt = { dslVersion: DSL_VERSION, id: 'pay', message: 'prompt.pay', confirm: [{ type: 'navigate' as const, to: 'payPassword' }] };

  it('a prompt without a condition always holds', async () => {
    const { ctx, log } = fakeHost({ prompts: { pay: prompt } });
    await expect(checkPrompt('pay', ctx)).resolves.toBe(true);
    expect(log).toEqual(['confirm', 'navigate:payPassword']);
  });

  it('does not hold when its condition is false or the prompt is unknown', async () => {
    const { ctx, log } = fakeHost({ prompts: { pay: { ...prompt, when: { truthy: { $bind: 'session.loggedIn' } } } } });
    await expect(checkPrompt('pay', ctx)).resolves.toBe(false);
    await expect(checkPrompt('missing', ctx)).resolves.toBe(false);
    expect(log).toEqual([]);
  });

  it('sees the layer it is given', async () => {
    const { ctx } = fakeHost({ prompts: { pay: { ...prompt, when: { eq: [{ $bind: 'item.tradable' }, 0] } } }, confirm: false });
    await expect(checkPrompt('pay', ctx, { item: { tradable: 0 } })).resolves.toBe(true);
  });
});
