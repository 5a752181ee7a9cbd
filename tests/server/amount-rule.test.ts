import { expect, it } from 'vitest';
import { AMOUNT_CASES, AMOUNT_MESSAGES_EN } from '../fixtures/amountCases';
import { describeEachDatabase } from './support/harness';

// The server's side of the one amount rule (finding 16): the same table of inputs as the form's
// test (tests/unit/engine/forms/amountRule.test.ts), through request validation of a real
// endpoint whose amount is defs.json Amount2. Accepted inputs get past validation (the member has
// no such recipient, so the reply is a business refusal, never 400).
describeEachDatabase('amount rule on the server', (get) => {
  it('answers each amount of the shared table with the message the form shows', async () => {
    const s = get();
    const m = await s.registerByEmail('amount-rule@example.com');
    const seen: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const { input, problem } of AMOUNT_CASES) {
      const reply = await s.api('trans/social', { uid: '99999999', amount: input, pay_password: '123456' }, { token: m.token, lan: 'en' });
      seen[input] = reply.body.code === 400 ? reply.body.msg : 'accepted';
      expected[input] = problem ? AMOUNT_MESSAGES_EN[problem] : 'accepted';
    }
    expect(seen).toEqual(expected);
  });
});
