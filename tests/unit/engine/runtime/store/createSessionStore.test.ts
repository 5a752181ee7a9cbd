import { describe, expect, it } from 'vitest';
import { createSessionStore, STAFF_KEYS, TOKEN_KEY, USER_KEY } from '@engine/runtime/store/createSessionStore';
import { memoryBackend } from '@engine/runtime/store/memoryBackend';

describe('createSessionStore', () => {
  it('restores a stored session', () => {
    const backend = memoryBackend({ [TOKEN_KEY]: '"t1"', [USER_KEY]: '{"uid":"12345678"}' });
    expect(createSessionStore(backend).get()).toEqual({ token: 't1', user: { uid: '12345678' } });
  });

  it('ignores a stored user without a token', () => {
    const backend = memoryBackend({ [USER_KEY]: '{"uid":"1"}', [TOKEN_KEY]: '""' });
    expect(createSessionStore(backend).get()).toEqual({});
  });

  it('stores token and user, and clear removes both from the device', () => {
    const backend = memoryBackend();
    const session = createSessionStore(backend);
    session.setToken('t2');
    session.setUser({ nickname: 'Kim' });
    expect(session.get()).toEqual({ token: 't2', user: { nickname: 'Kim' } });
    expect(backend.getItem(TOKEN_KEY)).toBe('"t2"');
    session.clear();
    expect(session.get()).toEqual({});
    expect(backend.getItem(TOKEN_KEY)).toBeNull();
    expect(backend.getItem(USER_KEY)).toBeNull();
  });

  it('keeps the staff session under its own keys, apart from the member one', () => {
    const backend = memoryBackend();
    const member = createSessionStore(backend);
    const staff = createSessionStore(backend, STAFF_KEYS);
    member.setToken('m');
    staff.setToken('s');
    staff.setUser({ name: 'Kim' });
    staff.clear();
    expect(member.get()).toEqual({ token: 'm' });
    expect(createSessionStore(backend, STAFF_KEYS).get()).toEqual({});
    expect(createSessionStore(backend).get().token).toBe('m');
  });
});
