import { expect, it } from 'vitest';
import { describeEachDatabase, type TestServer } from './support/harness';
import { memberIdOf } from './support/members';
import { runIdempotent } from '@server/http/idempotent-dispatch';
import type { ContextOf, IdempotentHandler } from '@server/services';

type Write = IdempotentHandler<'trans/platform'>;

let keys = 0;
let people = 0;
async function someMember(s: TestServer): Promise<string> {
  people += 1;
  return memberIdOf(s, (await s.registerByEmail(`dispatch${people}@example.com`)).uid);
}

function ctx(memberId: string, amount = '1'): ContextOf<'trans/platform'> {
  keys += 1;
  return {
    input: { from: 'asset', to: 'social', amount },
    caller: { memberId, uid: 'u', sessionId: 's', mayTrade: { verified: true, paySet: true } },
    staff: undefined,
    lan: undefined,
    ip: '127.0.0.1',
    idempotencyKey: `dispatch-test-${keys}`,
  };
}

describeEachDatabase('the idempotent dispatch', (get) => {
  it('asks for the stored answer before the checks with replay first, after them with replay at-write', async () => {
    const { services } = get().running;
    const member = await someMember(get());
    const answer = { id: 1, from: 'asset' as const, to: 'social' as const, amount: '1.00' };
    let refuse = false;
    const handler = (replay: Write['replay']): Write => ({
      replay,
      run: async (_ctx, _services, once) => {
        if (refuse) throw new Error('the checks refuse now');
        return once(async () => answer);
      },
    });
    for (const replay of ['first', 'at-write'] as const) {
      refuse = false;
      const call = ctx(member);
      expect(await runIdempotent(handler(replay), 'trans/platform', call, services)).toEqual(answer);
      refuse = true;
      const retry = runIdempotent(handler(replay), 'trans/platform', call, services);
      if (replay === 'first') expect(await retry).toEqual(answer);
      else await expect(retry).rejects.toThrow('the checks refuse now');
    }
  });

  it('lets a handler write once per call', async () => {
    const { services } = get().running;
    const member = await someMember(get());
    const twice: Write = {
      replay: 'at-write',
      run: async (_ctx, _services, once) => {
        await once(async () => ({ id: 1, from: 'asset', to: 'social', amount: '1.00' }));
        return once(async () => ({ id: 2, from: 'asset', to: 'social', amount: '1.00' }));
      },
    };
    const reply: Promise<unknown> = runIdempotent(twice, 'trans/platform', ctx(member), services);
    await expect(reply).rejects.toThrow('trans/platform: a handler writes once per call');
  });
});
