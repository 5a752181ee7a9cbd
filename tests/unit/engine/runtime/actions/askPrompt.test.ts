import { describe, expect, it } from 'vitest';
import { askPrompt } from '@engine/runtime/actions/askPrompt';
import { fakeHost } from './fakeHost';
import { DSL_VERSION } from '@core/dsl/version';

describe('askPrompt', () => {
  const prompt = { dslVersion: DSL_VERSION, id: 'pay', message: 'prompt.pay', confirm: [{ type: 'navigate' as const, to: 'payPassword' }] };

  it('asks with the default button texts and runs none of the actions', async () => {
    const { ctx, host, log } = fakeHost();
    await expect(askPrompt(prompt, ctx)).resolves.toBe(true);
    expect(host.confirm).toHaveBeenCalledWith({
      title: undefined,
      message: 'prompt.pay',
      confirmText: 'engine.confirm',
      cancelText: 'engine.cancel',
    });
    expect(log).toEqual(['confirm']);
  });

  it('resolves false when the member declines', async () => {
    const { ctx } = fakeHost({ confirm: false });
    await expect(askPrompt(prompt, ctx)).resolves.toBe(false);
  });
});
