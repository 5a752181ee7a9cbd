import { describe, expect, it } from 'vitest';
import { openPrompt } from '@engine/runtime/actions/openPrompt';
import { fakeHost } from './fakeHost';
import { DSL_VERSION } from '@core/dsl/version';

describe('openPrompt', () => {
  const prompt = {
    dslVersion: DSL_VERSION,
    id: 'wallet',
    title: 'prompt.title',
    message: 'prompt.wallet',
    confirmText: 'prompt.bind',
    cancelText: 'prompt.later',
    confirm: [{ type: 'navigate' as const, to: 'bindWallet' }],
  };

  it('asks with translated texts and runs the actions on confirm', async () => {
    const { ctx, host, log } = fakeHost();
    await openPrompt(prompt, ctx);
    expect(host.confirm).toHaveBeenCalledWith({
      title: 'prompt.title',
      message: 'prompt.wallet',
      confirmText: 'prompt.bind',
      cancelText: 'prompt.later',
    });
    expect(log).toEqual(['confirm', 'navigate:bindWallet']);
  });

  it('does nothing more on cancel', async () => {
    const { ctx, log } = fakeHost({ confirm: false });
    await openPrompt(prompt, ctx);
    expect(log).toEqual(['confirm']);
  });
});
