import { expect, it } from 'vitest';
import type { ApiRequest } from '@core/generated/api';
import { runDue } from '@server/jobs/jobs';
import { jobHandlers } from '@server/job-handlers';
import { describeEachDatabase, type TestServer } from '../support/harness';
import { PAY_PASSWORD } from '../support/money';
import { staffToken } from '../fund/support';
import { etfAccount, expectLedgerClean, position, testMarket, tick, trader, US_OPEN } from '../support/trading';

const DAY = 86_400;
type Member = { token: string; memberId: string };

/** Runs every job due now (the close, the unlock) as the timer would. */
const runJobs = (s: TestServer) => runDue(s.running.services.db, jobHandlers(s.running.services), s.clock.now());
const nowSeconds = (s: TestServer) => Math.floor(s.clock.now().getTime() / 1000);

/** A block of SPY offered now, priced from a last of 500 (bid) at a 10% discount: 450.00 USDT a share. */
async function offer(s: TestServer, terms: Partial<ApiRequest<'ops/block_create'>> = {}) {
  tick(s, 'SPY', '500.00', '500.10');
  const now = nowSeconds(s);
  const res = await s.api(
    'ops/block_create',
    {
      code: 'SPY',
      quantity: 1000,
      lot: 100,
      min_quantity: 100,
      max_quantity: 1000,
      discount_rate: '0.10',
      start_at: now - 60,
      end_at: now + DAY,
      lockup_days: 30,
      ...terms,
    },
    { token: await staffToken(s, 'blockadmin'), lan: 'en' },
  );
  return res;
}

function apply(s: TestServer, m: Member, id: number, quantity: number, extra: Record<string, unknown> = {}) {
  return s.api('market/block_apply', { id, quantity, pay_password: PAY_PASSWORD, agree: true, ...extra } as never, {
    token: m.token,
    lan: 'en',
  });
}

describeEachDatabase(
  'block trades: offers, applications, the pro-rata close and the lock-up',
  (get) => {
    it('prices a block from the market at creation and lists it to members with its terms', async () => {
      const s = get();
      const t0 = nowSeconds(s);
      const created = await offer(s);
      expect(created.data).toEqual({ id: expect.any(Number), price: '450.00', ref_price: '500' });
      const m = await trader(s, 'blocklist', '1000');
      const list = (await s.api('market/block_list', {}, { token: m.token })).data;
      expect(list.list.find((o) => o.id === created.data.id)).toMatchObject({
        id: created.data.id,
        code: 'SPY',
        market: 'US',
        price: '450.00',
        ref_price: '500',
        currency: 'USD',
        discount_rate: '0.1',
        quantity: 1000,
        lot: 100,
        applied: 0,
        lockup_days: 30,
        status: 'open',
        my_quantity: 0,
        unlock_at: t0 + 31 * DAY,
      });
      await expectLedgerClean(s);
    });

    it('refuses bad terms of a new block, and a line without a fresh price', async () => {
      const s = get();
      const refusal = async (terms: Partial<ApiRequest<'ops/block_create'>>) => {
        const res = await offer(s, terms);
        return `${res.body.code} ${res.body.msg}`;
      };
      expect(await refusal({ discount_rate: '0.005' })).toBe('422 The discount must be between 0.01 and 0.3');
      expect(await refusal({ discount_rate: '0.31' })).toBe('422 The discount must be between 0.01 and 0.3');
      expect(await refusal({ end_at: nowSeconds(s) - 120 })).toBe('422 The window must end after it starts');
      expect(await refusal({ start_at: nowSeconds(s) - 7200, end_at: nowSeconds(s) - 60 })).toBe('422 The window must end in the future');
      expect(await refusal({ min_quantity: 500, max_quantity: 200 })).toBe(
        '422 The minimum must not exceed the maximum, nor the maximum the block',
      );
      expect(await refusal({ max_quantity: 1100 })).toBe('422 The minimum must not exceed the maximum, nor the maximum the block');
      expect(await refusal({ min_quantity: 150 })).toBe('422 The block, the minimum and the maximum must be whole lots of 100 shares');
      expect(await refusal({ code: 'NOPE' })).toMatch(/^404 /);
      s.clock.advance(3_600_000);
      expect(await refusal({ code: 'QQQ' })).toBe(
        '422 QQQ has no fresh price now: a block trade is priced from the market when it is offered',
      );
      const m = await trader(s, 'blocknone', '10');
      const { rows } = await s.running.services.db.query(`SELECT 1 FROM block_offers WHERE code = 'QQQ'`);
      expect(rows).toHaveLength(0);
      expect((await s.api('market/block_list', {}, { token: m.token })).body.code).toBe(0);
    });

    it('freezes quantity x block price at application, refuses bad applications moving nothing, and releases all on revoke', async () => {
      const s = get();
      const { id } = (await offer(s)).data;
      const m = await trader(s, 'blockapply', '100000');
      const refuse = async (quantity: number, extra: Record<string, unknown> = {}) => {
        const res = await apply(s, m, id, quantity, extra);
        return `${res.body.code} ${res.body.msg}`;
      };
      expect(await refuse(150)).toBe('422 Apply in whole lots of 100 shares');
      expect(await refuse(1100)).toBe('422 Apply for at most 1,000 shares');
      expect(await refuse(200, { agree: false })).toBe('422 Please confirm that you have read the lock-up and the allocation rule');
      expect(await refuse(200, { pay_password: '000000' })).toMatch(/^4\d\d /);
      expect(await etfAccount(s, m.memberId)).toEqual({ balance: '100000', frozen: '0' });

      const placed = await apply(s, m, id, 200);
      expect(placed.data).toEqual({ id: expect.any(Number), status: 'pending', amount: '90000.00' });
      expect(await etfAccount(s, m.memberId)).toEqual({ balance: '100000', frozen: '90000' });
      expect(await refuse(100)).toBe('409 You have already applied for this block trade; revoke that application to apply again');
      const poor = await trader(s, 'blockpoor', '1000');
      expect((await apply(s, poor, id, 100)).body.code).toBe(422);
      expect(await etfAccount(s, poor.memberId)).toEqual({ balance: '1000', frozen: '0' });

      const mine = (await s.api('order/block_apply', {}, { token: m.token })).data.list;
      expect(mine).toEqual([
        expect.objectContaining({
          id: placed.data.id,
          target_id: id,
          quantity: 200,
          amount: '90000.00',
          status: 'pending',
          released: '0.00',
        }),
      ]);
      const listed = (await s.api('market/block_list', {}, { token: m.token })).data.list.find((o) => o.id === id);
      expect(listed).toMatchObject({ applied: 200, my_quantity: 200 });

      expect((await s.api('order/block_revoke', { id: placed.data.id }, { token: m.token })).body.code).toBe(0);
      expect(await etfAccount(s, m.memberId)).toEqual({ balance: '100000', frozen: '0' });
      const revoked = (await s.api('order/block_apply', {}, { token: m.token })).data.list[0]!;
      expect(revoked).toMatchObject({ status: 'expired', released: '90000.00', allocated: 0 });
      expect((await s.api('order/block_revoke', { id: placed.data.id }, { token: m.token, lan: 'en' })).body.msg).toBe(
        'This application is no longer pending',
      );
      // Another member cannot see or revoke it.
      expect((await s.api('order/block_revoke', { id: placed.data.id }, { token: poor.token })).body.code).toBe(404);
      // Revoked, the member may apply again.
      expect((await apply(s, m, id, 100)).body.code).toBe(0);
      await expectLedgerClean(s);
    });

    it('allocates an oversubscribed block pro rata in whole lots at the close, posts what was allocated and releases the rest', async () => {
      const s = get();
      const { id } = (await offer(s, { quantity: 1000, max_quantity: 1000, lockup_days: 10 })).data;
      const a = await trader(s, 'blocka', '500000');
      const b = await trader(s, 'blockb', '500000');
      const c = await trader(s, 'blockc', '500000');
      // 2,100 asked of 1,000: shares 476, 333, 190 -> lots 4, 3, 1 (800); the 2 lots left go to a, then b.
      const ida = (await apply(s, a, id, 1000)).data.id;
      const idb = (await apply(s, b, id, 700)).data.id;
      const idc = (await apply(s, c, id, 400)).data.id;
      // Not yet: the window is open.
      expect(await runJobs(s)).toBe(0);
      s.clock.advance(DAY * 1000);
      expect((await apply(s, a, id, 100)).body.msg).toBe('Applications for this block trade have closed');
      expect((await s.api('order/block_revoke', { id: idc }, { token: c.token, lan: 'en' })).body.msg).toBe(
        'The window has closed: the application can no longer be revoked',
      );
      expect(await runJobs(s)).toBeGreaterThanOrEqual(1);

      const outcome = async (m: Member) => (await s.api('order/block_apply', {}, { token: m.token })).data.list[0]!;
      expect(await outcome(a)).toMatchObject({ id: ida, status: 'pass', allocated: 500, paid: '225000.00', released: '225000.00' });
      expect(await outcome(b)).toMatchObject({ id: idb, status: 'pass', allocated: 400, paid: '180000.00', released: '135000.00' });
      expect(await outcome(c)).toMatchObject({ id: idc, status: 'pass', allocated: 100, paid: '45000.00', released: '135000.00' });
      expect(await etfAccount(s, a.memberId)).toEqual({ balance: '275000', frozen: '0' });
      expect(await etfAccount(s, b.memberId)).toEqual({ balance: '320000', frozen: '0' });
      // Locked: not in the ordinary holding yet, listed with the bid's value.
      expect(await position(s, a.memberId, 'SPY')).toEqual({ quantity: '0', reserved: '0', cost_basis: '0' });
      tick(s, 'SPY', '510.00', '510.10');
      // The member's total assets count the locked shares at the bid, as the ETF holdings would.
      const asset = (await s.api('member/asset', undefined, { token: a.token })).data;
      expect(asset.breakdown.etf_holdings).toBe('255000.00');
      const held = (await s.api('order/block_hold', {}, { token: a.token })).data.list;
      expect(held).toEqual([
        expect.objectContaining({
          quantity: 500,
          buy_price: '450.00',
          cost: '225000.00',
          current_price: '510.00',
          market_value: '255000.00',
          profit: '30000.00',
        }),
      ]);
      const notices = await s.api('announce/list', { kind: 'notice' }, { token: b.token, lan: 'en' });
      expect(JSON.stringify(notices.body)).toContain('You were allocated 400 of the 700 SPY shares');
      // A second run of the close changes nothing.
      await s.running.services.db.query(`UPDATE jobs SET status = 'queued' WHERE kind = 'block.allocate' AND subject = $1`, [String(id)]);
      await runJobs(s);
      expect(await etfAccount(s, a.memberId)).toEqual({ balance: '275000', frozen: '0' });
      await expectLedgerClean(s);

      // The lock-up ends: the shares join the holding at their cost, history shows the value then.
      s.clock.advance(10 * DAY * 1000);
      tick(s, 'SPY', '520.00', '520.10');
      await runJobs(s);
      expect(await position(s, a.memberId, 'SPY')).toEqual({ quantity: '500', reserved: '0', cost_basis: '225000' });
      expect((await s.api('order/block_hold', {}, { token: a.token })).data.total).toBe(0);
      expect((await s.api('order/block_history', {}, { token: a.token })).data.list).toEqual([
        expect.objectContaining({
          quantity: 500,
          buy_price: '450.00',
          sell_price: '520.00',
          profit: '35000.00',
          profit_rate: '0.15555556',
        }),
      ]);
      // The ordinary holding knows where the shares came from (average buy price in the line's currency).
      const holding = await s.api('etf/orders', { tab: 'holding' }, { token: a.token });
      expect(JSON.stringify(holding.body.data)).toContain('SPY');
      await expectLedgerClean(s);
    });

    it('gives everyone what they asked when not oversubscribed, and nothing to a close with no applications', async () => {
      const s = get();
      const { id } = (await offer(s)).data;
      const empty = (await offer(s)).data.id;
      const a = await trader(s, 'blockfew', '100000');
      await apply(s, a, id, 200);
      s.clock.advance(DAY * 1000);
      await runJobs(s);
      expect((await s.api('order/block_apply', {}, { token: a.token })).data.list[0]).toMatchObject({
        status: 'pass',
        allocated: 200,
        released: '0.00',
      });
      const { rows } = await s.running.services.db.query<{ allocated_at: Date | null }>(
        'SELECT allocated_at FROM block_offers WHERE id = $1',
        [String(empty)],
      );
      expect(rows[0]!.allocated_at).not.toBeNull();
      await expectLedgerClean(s);
    });

    it('lets many applications and revokes race without overdrawing or deciding one twice', async () => {
      const s = get();
      const { id } = (await offer(s)).data;
      const m = await trader(s, 'blockrace', '90000');
      // Ten applications of 200 (90,000 each) at once: one account can freeze exactly one.
      const tries = await Promise.all(Array.from({ length: 10 }, () => apply(s, m, id, 200)));
      expect(tries.filter((r) => r.body.code === 0)).toHaveLength(1);
      expect(await etfAccount(s, m.memberId)).toEqual({ balance: '90000', frozen: '90000' });
      const placed = tries.find((r) => r.body.code === 0)!.data.id;
      const revokes = await Promise.all(Array.from({ length: 5 }, () => s.api('order/block_revoke', { id: placed }, { token: m.token })));
      expect(revokes.filter((r) => r.body.code === 0)).toHaveLength(1);
      expect(await etfAccount(s, m.memberId)).toEqual({ balance: '90000', frozen: '0' });
      const listed = (await s.api('market/block_list', {}, { token: m.token })).data.list.find((o) => o.id === id);
      expect(listed).toMatchObject({ applied: 0, my_quantity: 0 });
      await expectLedgerClean(s);
    });

    it('gives one effect to one key sent twice at once: one offer, one application, the same answer', async () => {
      const s = get();
      tick(s, 'SPY', '500.00', '500.10');
      const now = nowSeconds(s);
      const token = await staffToken(s, 'blockadmin');
      const terms = {
        code: 'SPY',
        quantity: 1000,
        lot: 100,
        min_quantity: 100,
        max_quantity: 1000,
        discount_rate: '0.10',
        start_at: now - 60,
        end_at: now + DAY,
        lockup_days: 30,
      };
      const offers = async () => (await s.running.services.db.query(`SELECT 1 FROM block_offers`)).rows.length;
      const before = await offers();
      const headers = { 'idempotency-key': 'block-create-twice' };
      const created = await Promise.all([0, 1].map(() => s.api('ops/block_create', terms, { token, headers })));
      expect(created[0]!.data).toEqual(created[1]!.data);
      const m = await trader(s, 'blocktwice', '100000');
      const applyTwice = { 'idempotency-key': 'block-apply-twice' };
      const applied = await Promise.all(
        [0, 1].map(() =>
          s.api(
            'market/block_apply',
            { id: created[0]!.data.id, quantity: 100, pay_password: PAY_PASSWORD, agree: true },
            { token: m.token, headers: applyTwice },
          ),
        ),
      );
      expect(applied[0]!.data).toEqual(applied[1]!.data);
      expect((await s.api('order/block_apply', {}, { token: m.token })).data.total).toBe(1);
      expect(await etfAccount(s, m.memberId)).toEqual({ balance: '100000', frozen: '45000' });
      expect(await offers()).toBe(before + 1);
      await expectLedgerClean(s);
    });
  },
  { jobs: { intervalMs: 0 } },
  { market: testMarket, start: US_OPEN },
);
