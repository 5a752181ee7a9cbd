import { describe, expect, it, vi } from 'vitest';
import { runActions } from '@engine/runtime/actions/runActions';
import { ApiError } from '@engine/runtime/api/ApiError';
import type { PushDevice } from '@engine/runtime/actions/pushAction';
import type { Action } from '@engine/runtime/dsl';
import { fakeHost } from './fakeHost';

const sub = { endpoint: 'https://push.example.com/s/1', keys: { p256dh: 'BP', auth: 'au' } };
const on: Action[] = [
  {
    type: 'push',
    op: 'on',
    events: { deposit: true, withdrawal: { $bind: 'state.w' } },
    onSuccess: [{ type: 'toast', text: 'on' }],
    onError: [{ type: 'set', path: 'state.why', value: { $bind: 'error.msg' } }],
  },
];

function device(answer: Awaited<ReturnType<PushDevice['subscribe']>>): PushDevice {
  return { subscribe: vi.fn(async () => answer), unsubscribe: vi.fn(async () => undefined) };
}

describe('the push action', () => {
  it('subscribes with the key member/push_prefs gives and registers the subscription with the bound events', async () => {
    const { ctx, host, log, state } = fakeHost({ api: (id) => (id === 'member/push_prefs' ? { public_key: 'KEY' } : null) });
    state.setIn('w', false);
    const push = device(sub);
    await expect(runActions(on, { ...ctx, host: { ...host, push } })).resolves.toEqual({ completed: true, failed: false });
    expect(push.subscribe).toHaveBeenCalledWith('KEY');
    expect(host.api.call).toHaveBeenLastCalledWith(
      'member/push_subscribe',
      { ...sub, events: { deposit: true, withdrawal: false } },
      { toast: false },
    );
    expect(log).toEqual(['api:member/push_prefs', 'api:member/push_subscribe', 'toast:on']);
  });

  it('hands onError the reason: no push on this browser, permission refused, no push service, a server refusal', async () => {
    for (const [push, why] of [
      [undefined, 'content.push.unsupported'],
      [device('denied'), 'content.push.denied'],
      [device('failed'), 'content.push.failed'],
    ] as const) {
      const { ctx, host, state, log } = fakeHost({ api: () => ({ public_key: 'KEY' }) });
      const run = await runActions(on, { ...ctx, host: { ...host, push } });
      expect(run.failed).toBe(true);
      expect(state.get()).toMatchObject({ why });
      expect(log).not.toContain('api:member/push_subscribe');
    }
    const { ctx, host, state } = fakeHost({
      api: (id) => {
        if (id === 'member/push_subscribe') throw new ApiError('server', 409, 'taken');
        return { public_key: 'KEY' };
      },
    });
    await runActions(on, { ...ctx, host: { ...host, push: device(sub) } });
    expect(state.get()).toMatchObject({ why: 'taken' });
  });

  it('without onError tells the member and stops the list; off drops the server side, then the browser side', async () => {
    const { ctx, log } = fakeHost();
    const run = await runActions(
      [
        { type: 'push', op: 'on' },
        { type: 'toast', text: 'after' },
      ],
      ctx,
    );
    expect(run).toMatchObject({ completed: false, failed: true });
    expect(log).toEqual(['toast:content.push.unsupported']);
    const push = device(sub);
    const off = fakeHost();
    await runActions([{ type: 'push', op: 'off' }], { ...off.ctx, host: { ...off.host, push } });
    expect(off.log).toEqual(['api:member/push_unsubscribe']);
    expect(push.unsubscribe).toHaveBeenCalled();
  });
});
