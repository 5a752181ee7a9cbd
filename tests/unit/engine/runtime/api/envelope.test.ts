import { describe, expect, it } from 'vitest';
import { asEnvelope } from '@engine/runtime/api/envelope';

describe('asEnvelope', () => {
  it('reads code, msg and data', () => {
    expect(asEnvelope({ code: 0, msg: 'ok', data: [1] })).toEqual({ code: 0, msg: 'ok', data: [1] });
    expect(asEnvelope({ code: '401' })).toEqual({ code: 401, msg: '', data: undefined });
  });
  it('refuses what is not an envelope', () => {
    for (const body of [undefined, null, 'text', [], { data: 1 }, { code: 1.5 }, { code: 'x' }]) expect(asEnvelope(body)).toBeUndefined();
  });
});
