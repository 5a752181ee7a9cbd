import { describe, expect, it } from 'vitest';
import { runActions } from '@engine/runtime/actions/runActions';
import { ApiError } from '@engine/runtime/api/ApiError';
import type { Action } from '@engine/runtime/dsl';
import { fakeHost } from './fakeHost';
import { DSL_VERSION } from '@core/dsl/version';

describe('runActions', () => {
  it('runs steps in order and skips a step whose when does not hold', async () => {
    const { ctx, log } = fakeHost();
    const actions: Action[] = [
      { type: 'toast', text: 'one' },
      { type: 'toast', text: 'skipped', when: { truthy: { $bind: 'session.loggedIn' } } },
      { type: 'navigate', to: 'home' },
    ];
    await expect(runActions(actions, ctx)).resolves.toEqual({ completed: true, failed: false });
    expect(log).toEqual(['toast:one', 'navigate:home']);
  });

  it('stop toasts its text as a failure and ends the list when its when holds, and is skipped otherwise', async () => {
    const { ctx, log, host } = fakeHost();
    const list: Action[] = [
      { type: 'stop', when: { $bind: 'form.over', eq: true }, text: { $bind: 'form.why' } },
      { type: 'navigate', to: 'next' },
    ];
    await expect(runActions(list, ctx, { form: { over: true, why: 'Too much' } })).resolves.toEqual({ completed: false, failed: false });
    expect(host.toast).toHaveBeenCalledWith('Too much', 'fail');
    expect(log).toEqual(['toast:Too much']);
    await expect(runActions(list, ctx, { form: { over: false } })).resolves.toEqual({ completed: true, failed: false });
    expect(log).toEqual(['toast:Too much', 'navigate:next']);
  });

  it('calls the endpoint case the bound value names, and nothing when it names none', async () => {
    const { ctx, host } = fakeHost();
    const action: Action = {
      type: 'api',
      endpoint: { $bind: 'form.side', cases: { buy: 'etf/buy', sell: 'etf/sell' } },
      paramsFrom: 'form',
    };
    await runActions([action], ctx, { form: { side: 'sell' } });
    expect(host.api.call).toHaveBeenCalledWith('etf/sell', { side: 'sell' }, expect.objectContaining({ toast: true }));
    await expect(runActions([action, { type: 'navigate', to: 'after' }], ctx, { form: { side: 'hold' } })).resolves.toEqual({
      completed: true,
      failed: false,
    });
    expect(host.api.call).toHaveBeenCalledTimes(1);
  });

  it('gives onSuccess the result and keeps it under resultTo', async () => {
    const { ctx, host, state } = fakeHost({ api: () => ({ token: 'abc' }) });
    await runActions(
      [
        {
          type: 'api',
          endpoint: 'member/login',
          params: { account: 'kim' },
          resultTo: 'state.login',
          onSuccess: [{ type: 'toast', text: { $bind: 'result.token' } }],
        },
      ],
      ctx,
    );
    expect(host.toast).toHaveBeenCalledWith('abc', undefined);
    expect(state.get()).toEqual({ login: { token: 'abc' } });
  });

  it('builds params from paramsFrom with params on top', async () => {
    const { ctx, host } = fakeHost();
    await runActions([{ type: 'api', endpoint: 'member/login', paramsFrom: 'form', params: { type: 'email' } }], ctx, {
      form: { email: 'a@b.c', type: 'phone' },
    });
    expect(host.api.call).toHaveBeenCalledWith('member/login', { email: 'a@b.c', type: 'email' }, { toast: true, idempotencyKey: 'key-1' });
  });

  it('gives POST and PUT calls an idempotency key, GET none', async () => {
    const { ctx, host } = fakeHost();
    await runActions([{ type: 'api', endpoint: 'member/info', toast: false }], ctx);
    expect(host.api.call).toHaveBeenCalledWith('member/info', {}, { toast: false, idempotencyKey: undefined });
    expect(host.newIdempotencyKey).not.toHaveBeenCalled();
  });

  it('stops at a failed api action without onError', async () => {
    const { ctx, log } = fakeHost({
      api: () => {
        throw new ApiError('server', 7, 'no');
      },
    });
    const result = await runActions(
      [
        { type: 'api', endpoint: 'member/login' },
        { type: 'navigate', to: 'home' },
      ],
      ctx,
    );
    // The refusal comes back to the widget that ran the list (a form shows it inline).
    expect(result).toEqual({ completed: false, failed: true, error: { code: 7, msg: 'no' } });
    expect(log).toEqual(['api:member/login']);
  });

  it('runs onError with the error in scope, then goes on', async () => {
    const { ctx, log } = fakeHost({
      api: () => {
        throw new ApiError('server', 7, 'no');
      },
    });
    const result = await runActions(
      [
        {
          type: 'api',
          endpoint: 'member/login',
          onError: [{ type: 'toast', text: { $concat: [{ $bind: 'error.code' }, ' ', { $bind: 'error.msg' }] } }],
        },
        { type: 'back' },
      ],
      ctx,
    );
    expect(log).toEqual(['api:member/login', 'toast:7 no', 'back']);
    expect(result).toEqual({ completed: true, failed: true, error: { code: 7, msg: 'no' } });
  });

  it('rethrows what is not an api failure', async () => {
    const { ctx } = fakeHost({
      api: () => {
        throw new TypeError('bug');
      },
    });
    await expect(runActions([{ type: 'api', endpoint: 'member/login' }], ctx)).rejects.toThrow('bug');
  });

  it('confirm runs then only on confirm; declining stops the list', async () => {
    const yes = fakeHost({ confirm: true });
    await runActions([{ type: 'confirm', message: 'Sure?', then: [{ type: 'toast', text: 'done' }] }, { type: 'back' }], yes.ctx);
    expect(yes.log).toEqual(['confirm', 'toast:done', 'back']);
    expect(yes.host.confirm).toHaveBeenCalledWith({
      title: undefined,
      message: 'Sure?',
      confirmText: 'engine.confirm',
      cancelText: 'engine.cancel',
      danger: undefined,
    });

    const no = fakeHost({ confirm: false });
    const result = await runActions(
      [{ type: 'confirm', message: 'Sure?', then: [{ type: 'toast', text: 'done' }] }, { type: 'back' }],
      no.ctx,
    );
    expect(no.log).toEqual(['confirm']);
    expect(result.completed).toBe(false);
  });

  it('guard stops the list when its prompt holds, and runs the prompt on confirm', async () => {
    const prompts = {
      realname: {
        dslVersion: DSL_VERSION,
        id: 'realname',
        when: { falsy: { $bind: 'state.verified' } },
        title: 'prompt.title',
        message: 'prompt.realname',
        confirm: [{ type: 'navigate' as const, to: 'realname' }],
      },
    };
    const { ctx, log, host, state } = fakeHost({ prompts });
    const actions: Action[] = [
      { type: 'guard', prompt: 'realname' },
      { type: 'navigate', to: 'trade' },
    ];
    expect(await runActions(actions, ctx)).toEqual({ completed: false, failed: false });
    expect(log).toEqual(['confirm', 'navigate:realname']);
    expect(host.confirm).toHaveBeenCalledWith({
      title: 'prompt.title',
      message: 'prompt.realname',
      confirmText: 'engine.confirm',
      cancelText: 'engine.cancel',
    });

    log.length = 0;
    state.setIn('verified', true);
    expect(await runActions(actions, ctx)).toEqual({ completed: true, failed: false });
    expect(log).toEqual(['navigate:trade']);
  });

  it('a guard on an unknown prompt lets the list go on', async () => {
    const { ctx, log } = fakeHost();
    await runActions([{ type: 'guard', prompt: 'nope' }, { type: 'back' }], ctx);
    expect(log).toEqual(['back']);
  });

  it('session starts with the resolved token and stops the list when that fails', async () => {
    const { ctx, host, log } = fakeHost({ api: () => ({ token: 'T' }) });
    await runActions(
      [
        {
          type: 'api',
          endpoint: 'member/login',
          onSuccess: [
            { type: 'session', token: { $bind: 'result.token' } },
            { type: 'navigate', to: 'home' },
          ],
        },
      ],
      ctx,
    );
    expect(host.session.start).toHaveBeenCalledWith('T');
    expect(log).toContain('navigate:home');

    host.session.start.mockResolvedValueOnce(false);
    log.length = 0;
    const result = await runActions(
      [
        { type: 'session', token: 'X' },
        { type: 'navigate', to: 'home' },
      ],
      ctx,
    );
    expect(result).toEqual({ completed: false, failed: true });
    expect(log).toEqual([]);

    expect((await runActions([{ type: 'session', token: { $bind: 'missing' } }], ctx)).completed).toBe(false);
  });

  it('logout, back, refresh, setLocale, setTheme reach the host', async () => {
    const { ctx, host } = fakeHost();
    await runActions(
      [
        { type: 'refresh', source: 'list' },
        { type: 'setLocale', locale: 'en' },
        { type: 'setTheme', theme: 'dark' },
        { type: 'setTheme', theme: 'purple' },
        { type: 'setLocale', locale: { $bind: 'missing' } },
        { type: 'logout' },
      ],
      ctx,
    );
    expect(host.refresh).toHaveBeenCalledWith('list');
    expect(host.setLocale).toHaveBeenCalledTimes(1);
    expect(host.setLocale).toHaveBeenCalledWith('en');
    expect(host.setTheme).toHaveBeenCalledTimes(1);
    expect(host.setTheme).toHaveBeenCalledWith('dark');
    expect(host.session.logout).toHaveBeenCalled();
  });

  it('set writes state and the next step sees it; store remembers on the device', async () => {
    const { ctx, host, storage } = fakeHost();
    await runActions(
      [
        { type: 'set', path: 'state.area', value: { code: 'KR', dial: '82' } },
        { type: 'toast', text: { $bind: 'state.area.dial' } },
        { type: 'store', key: 'account', value: 'kim' },
      ],
      ctx,
    );
    expect(host.toast).toHaveBeenCalledWith('82', undefined);
    expect(storage.get()).toEqual({ account: 'kim' });
  });

  it('set writes at a path with bound segments, and nowhere while a segment is unresolved', async () => {
    const { ctx, host, state } = fakeHost();
    const layer = { item: 'zh-Hant' };
    await runActions(
      [
        { type: 'set', path: ['state.contentDraft', { $bind: 'item' }], value: { title: '標題' } },
        { type: 'set', path: ['state.contentDraft', { $bind: 'item' }, 'body'], value: '<p>x</p>' },
        { type: 'set', path: ['state.contentDraft', { $bind: 'route.query.locale' }], value: 'lost' },
        { type: 'toast', text: { $bind: ['state.contentDraft', { $bind: 'item' }, 'title'] } },
      ],
      ctx,
      layer,
    );
    expect(state.get()).toEqual({ contentDraft: { 'zh-Hant': { title: '標題', body: '<p>x</p>' } } });
    expect(host.toast).toHaveBeenCalledWith('標題', undefined);
  });

  it('navigate passes replace and the resolved query', async () => {
    const { ctx, host } = fakeHost();
    await runActions([{ type: 'navigate', to: 'sendCodeReg', replace: true, query: { email: { $bind: 'form.email' } } }], ctx, {
      form: { email: 'a@b.c' },
    });
    expect(host.navigate).toHaveBeenCalledWith('sendCodeReg', { replace: true, query: { email: 'a@b.c' } });
  });

  it('copy copies and toasts the outcome', async () => {
    const { ctx, host } = fakeHost();
    await runActions([{ type: 'copy', text: 'INV123' }], ctx);
    expect(host.copy).toHaveBeenCalledWith('INV123');
    expect(host.toast).toHaveBeenLastCalledWith('engine.copied', 'success');
    host.copy.mockResolvedValueOnce(false);
    await runActions([{ type: 'copy', text: 'x' }], ctx);
    expect(host.toast).toHaveBeenLastCalledWith('engine.copyFailed', 'fail');
  });

  it('skips an unknown action type and an empty list', async () => {
    const { ctx } = fakeHost();
    expect(await runActions([{ type: 'teleport' } as unknown as Action], ctx)).toEqual({ completed: true, failed: false });
    expect(await runActions(undefined, ctx)).toEqual({ completed: true, failed: false });
  });
});

describe('runActions: the staff realm and clear cache', () => {
  it('starts and ends the staff session, never the member one, when an action names the staff realm', async () => {
    const { ctx, host, log } = fakeHost();
    await runActions(
      [
        { type: 'session', realm: 'staff', token: 'S' },
        { type: 'logout', realm: 'staff' },
      ],
      ctx,
    );
    expect(host.staffSession.start).toHaveBeenCalledWith('S');
    expect(host.session.start).not.toHaveBeenCalled();
    expect(log).toEqual(['staff-logout']);
  });

  it('stops the list when the staff session cannot load ops/me', async () => {
    const { ctx, host } = fakeHost();
    host.staffSession.start.mockResolvedValueOnce(false);
    const result = await runActions(
      [
        { type: 'session', realm: 'staff', token: 'S' },
        { type: 'navigate', to: 'opsKyc' },
      ],
      ctx,
    );
    expect(result).toEqual({ completed: false, failed: true });
    expect(host.navigate).not.toHaveBeenCalled();
  });

  it('clears the cache through the host and goes on', async () => {
    const { ctx, log } = fakeHost();
    await runActions([{ type: 'clearCache' }, { type: 'toast', text: 'done' }], ctx);
    expect(log).toEqual(['clearCache', 'toast:done']);
  });
});
