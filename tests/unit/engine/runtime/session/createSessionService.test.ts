import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@engine/runtime/api/ApiError';
import { createSessionService } from '@engine/runtime/session/createSessionService';
import { createSessionStore } from '@engine/runtime/store/createSessionStore';
import { memoryBackend } from '@engine/runtime/store/memoryBackend';

function setup(call: (id: string) => Promise<unknown>) {
  const session = createSessionStore(memoryBackend());
  const api = { call: vi.fn((id: string) => call(id)) };
  const goToLogin = vi.fn();
  const onCleared = vi.fn();
  const service = createSessionService({ api, session, goToLogin, onCleared });
  return { session, api, goToLogin, onCleared, service };
}

describe('createSessionService', () => {
  it('start stores the token, then loads member/info', async () => {
    const { service, session, api } = setup(async () => ({ nickname: 'Kim' }));
    await expect(service.start('tok')).resolves.toBe(true);
    expect(api.call).toHaveBeenCalledWith('member/info', {}, { toast: true });
    expect(session.get()).toEqual({ token: 'tok', user: { nickname: 'Kim' } });
  });

  it('a non-zero code on the info load counts as failure and clears the session', async () => {
    const { service, session, onCleared } = setup(async () => {
      throw new ApiError('server', 1, 'bad');
    });
    await expect(service.start('tok')).resolves.toBe(false);
    expect(session.get()).toEqual({});
    expect(onCleared).toHaveBeenCalled();
  });

  it('refuses an empty token', async () => {
    const { service, api } = setup(async () => ({}));
    await expect(service.start('')).resolves.toBe(false);
    expect(api.call).not.toHaveBeenCalled();
  });

  it('refreshUser keeps the session when the network is down', async () => {
    const { service, session } = setup(async () => {
      throw new ApiError('network', -1, '');
    });
    session.setToken('tok');
    await expect(service.refreshUser()).resolves.toBe(false);
    expect(session.get().token).toBe('tok');
  });

  it('refreshUser does nothing without a token', async () => {
    const { service, api } = setup(async () => ({}));
    await expect(service.refreshUser()).resolves.toBe(false);
    expect(api.call).not.toHaveBeenCalled();
  });

  it('logout calls member/logout only with a token, then clears and goes to login', async () => {
    const { service, session, api, goToLogin } = setup(async () => {
      throw new ApiError('server', 9, 'x');
    });
    session.setToken('tok');
    session.setUser({ a: 1 });
    await service.logout();
    expect(api.call).toHaveBeenCalledWith('member/logout', {}, { toast: false });
    expect(session.get()).toEqual({});
    expect(goToLogin).toHaveBeenCalledTimes(1);

    api.call.mockClear();
    await service.logout();
    expect(api.call).not.toHaveBeenCalled();
    expect(goToLogin).toHaveBeenCalledTimes(2);
  });

  it('expire clears and goes to login', () => {
    const { service, session, goToLogin } = setup(async () => ({}));
    session.setToken('tok');
    service.expire();
    expect(session.get()).toEqual({});
    expect(goToLogin).toHaveBeenCalled();
  });
});
