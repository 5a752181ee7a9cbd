import { describe, expect, it } from 'vitest';
import { createStateStore } from '@engine/runtime/store/createStateStore';

describe('createStateStore', () => {
  it('writes and reads paths', () => {
    const state = createStateStore();
    state.setIn('area', { code: 'KR', dial: '82' });
    state.setIn('area.dial', '1');
    expect(state.getIn('area.dial')).toBe('1');
    expect(state.get()).toEqual({ area: { code: 'KR', dial: '1' } });
  });

  it('sets defaults only where nothing is set', () => {
    const state = createStateStore({ tab: 'phone' });
    const before = state.get();
    state.setDefaults({ tab: 'email' });
    expect(state.get()).toBe(before);
    state.setDefaults({ tab: 'email', page: 1 });
    expect(state.get()).toEqual({ tab: 'phone', page: 1 });
  });

  it('clears', () => {
    const state = createStateStore({ a: 1 });
    state.clear();
    expect(state.get()).toEqual({});
  });
});
