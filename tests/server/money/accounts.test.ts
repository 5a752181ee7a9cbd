import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeEachDatabase, type TestServer } from '../support/harness';
import { PAY_PASSWORD } from '../support/money';
import { expectLedgerClean, testMarket, tick, US_OPEN } from '../support/trading';
import { follower, provider, toOpenSession } from '../support/follow';
import { addReserve, buy, createProduct, DAY, expectFundClean, MECHANICS_CAP, runJobs } from '../fund/support';
import { MEMBER_ACCOUNTS, TRANSFER_ACCOUNTS } from '@server/ledger/accounts';

/** The account choices the transfer form offers, read from the screen bundle the member's app runs. */
function transferFormChoices(): { from: string[]; to: string[]; labelled: { from: string[]; to: string[] } } {
  const form = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../screens/forms/transfer.json'), 'utf8')) as {
    schema: { properties: Record<'from' | 'to', { enum: string[] }> };
    uiSchema: Record<'from' | 'to', { 'ui:options': { labels: Record<string, string> } }>;
  };
  return {
    from: form.schema.properties.from.enum,
    to: form.schema.properties.to.enum,
    labelled: {
      from: Object.keys(form.uiSchema.from['ui:options'].labels),
      to: Object.keys(form.uiSchema.to['ui:options'].labels),
    },
  };
}

async function overview(s: TestServer, token: string, type: string) {
  const data = (await s.api('member/asset', undefined, { token })).data;
  const listed = data.accounts.find((a) => a.type === type && a.currency === 'USDT');
  // The list and the by-name view tell the same thing.
  expect(listed).toEqual(data.by_type[type as keyof typeof data.by_type]);
  return { total: listed!.total, available: listed!.available, frozen: listed!.frozen };
}

const CONTRACT_MSG = 'Money in the Top 10 account moves only by its contract: it returns to the asset account at settlement';

describeEachDatabase(
  'member accounts: what can move, and what the overview says can',
  (get) => {
    it('the Top 10 account shows its running purchases (principal and accrued income) as frozen, none available, until settlement', async () => {
      const s = get();
      await addReserve(s, '100');
      const product = await createProduct(s, { daily_rate: '0.0008', days: 2, min_amount: '100' });
      const m = await follower(s, 'topview', '1500');
      expect(await overview(s, m.token, 'top10')).toEqual({ total: '0.00', available: '0.00', frozen: '0.00' });
      expect((await buy(s, m, product, '1000')).body.code).toBe(0);
      expect(await overview(s, m.token, 'top10')).toEqual({ total: '1000.00', available: '0.00', frozen: '1000.00' });
      expect(await overview(s, m.token, 'asset')).toEqual({ total: '500.00', available: '500.00', frozen: '0.00' });

      s.clock.advance(DAY);
      expect(await runJobs(s)).toBe(1);
      expect(await overview(s, m.token, 'top10')).toEqual({ total: '1000.80', available: '0.00', frozen: '1000.80' });
      // What the overview calls frozen is what the server refuses to move.
      const out = await s.api('trans/platform', { from: 'top10', to: 'asset', amount: '0.80' }, { token: m.token, lan: 'en' });
      expect(out.body).toMatchObject({ code: 422, msg: CONTRACT_MSG });
      // The total still counts it: it is the member's money, only not movable yet.
      expect((await s.api('member/asset', undefined, { token: m.token })).data.total_assets).toBe('1500.80');

      s.clock.advance(DAY);
      expect(await runJobs(s)).toBe(1);
      expect(await overview(s, m.token, 'top10')).toEqual({ total: '0.00', available: '0.00', frozen: '0.00' });
      expect(await overview(s, m.token, 'asset')).toEqual({ total: '1501.60', available: '1501.60', frozen: '0.00' });
      await expectFundClean(s);
    });

    it('the follow account shows an active subscription’s principal as frozen; money beside it moves, the held principal does not', async () => {
      const s = get();
      toOpenSession(s);
      tick(s, 'SPY', '600.00', '600.10');
      const p = await provider(s, 'heldp', '1000');
      const f = await follower(s, 'heldf', '500');
      const sub = await s.api(
        'follow/buy',
        { id: p.providerId, amount: '200', days: 7, pay_password: PAY_PASSWORD, agree: true },
        { token: f.token },
      );
      expect(sub.body.code).toBe(0);
      expect(await overview(s, f.token, 'follow')).toEqual({ total: '200.00', available: '0.00', frozen: '200.00' });
      const held = await s.api('trans/platform', { from: 'follow', to: 'asset', amount: '1' }, { token: f.token, lan: 'en' });
      expect(held.body).toMatchObject({ code: 422, msg: 'Insufficient available balance: 0.00 available' });

      // Money put in beside the subscription is not held, and leaves again; no cent of the principal does.
      expect((await s.api('trans/platform', { from: 'asset', to: 'follow', amount: '50' }, { token: f.token })).body.code).toBe(0);
      expect(await overview(s, f.token, 'follow')).toEqual({ total: '250.00', available: '50.00', frozen: '200.00' });
      const over = await s.api('trans/platform', { from: 'follow', to: 'asset', amount: '50.01' }, { token: f.token, lan: 'en' });
      expect(over.body).toMatchObject({ code: 422, msg: 'Insufficient available balance: 50.00 available' });
      expect((await s.api('trans/platform', { from: 'follow', to: 'social', amount: '50' }, { token: f.token })).body.code).toBe(0);
      expect(await overview(s, f.token, 'follow')).toEqual({ total: '200.00', available: '0.00', frozen: '200.00' });

      // Stopped, the subscription settles into the asset account and the hold is gone.
      const stop = await s.api('follow/stop', { id: sub.data.id, pay_password: PAY_PASSWORD, agree: true }, { token: f.token });
      expect(stop.body.code).toBe(0);
      expect(await overview(s, f.token, 'follow')).toEqual({ total: '0.00', available: '0.00', frozen: '0.00' });
      await expectLedgerClean(s);
    });

    it('the transfer form offers exactly the accounts trans/platform accepts, as source and as target', async () => {
      const s = get();
      const choices = transferFormChoices();
      expect(choices.from).toEqual([...TRANSFER_ACCOUNTS]);
      expect(choices.to).toEqual([...TRANSFER_ACCOUNTS]);
      expect(choices.labelled).toEqual({ from: choices.from, to: choices.to });

      // Every ordered pair of member accounts, each source holding money first where the form can put it there.
      const m = await follower(s, 'pairs', '100');
      const offered = new Set(choices.from);
      const accepted: string[] = [];
      for (const from of MEMBER_ACCOUNTS) {
        if (from !== 'asset' && offered.has(from)) {
          const topUp = await s.api('trans/platform', { from: 'asset', to: from, amount: '5' }, { token: m.token });
          expect(topUp.body.code, `asset -> ${from}`).toBe(0);
        }
        for (const to of MEMBER_ACCOUNTS) {
          if (to === from) continue;
          const res = await s.api('trans/platform', { from, to, amount: '1' }, { token: m.token, lan: 'en' });
          if (res.body.code === 0) accepted.push(`${from}>${to}`);
          else expect(res.body, `${from} -> ${to}`).toMatchObject({ code: 422, msg: CONTRACT_MSG });
        }
      }
      const expected = choices.from.flatMap((from) => choices.to.filter((to) => to !== from).map((to) => `${from}>${to}`));
      expect(accepted.sort()).toEqual(expected.sort());
      await expectLedgerClean(s);
    });
  },
  { demoFund: false, ...MECHANICS_CAP },
  { market: testMarket, start: US_OPEN },
);
