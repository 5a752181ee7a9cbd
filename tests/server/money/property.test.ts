import { beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import type { EndpointId } from '@core/generated/api';
import { describeEachDatabase, type ApiReply, type TestServer } from '../support/harness';
import { financeToken, ledgerProblems, pastPayoutCooldown, PAY_PASSWORD, payingMember, txHash, voucher } from '../support/money';

/**
 * Random sequences of money commands against the real endpoints, checked after every step against a
 * model of each member's balance and frozen amount per account and currency (decimal.js, never
 * floats): the server must agree with the model, refuse exactly what the model refuses without
 * moving anything, and keep the ledger checks and the per-currency zero sum.
 */

const KINDS = ['asset', 'etf', 'top10', 'follow', 'social', 'subscription'] as const;
type Kind = (typeof KINDS)[number];
/** Accounts of running contracts: trans/platform refuses them as either end (Top 10 money moves by its contract only). */
const CONTRACT_KINDS: readonly Kind[] = ['top10'];

/** An amount fixed when generated, or a share of what the paying account has when the step runs (often more than it has). */
type Amount = { cents: number } | { percent: number };

type Command =
  | { op: 'deposit'; who: number; legal: boolean; cents: number }
  | { op: 'decideDeposit'; pick: number; approve: boolean }
  | { op: 'withdraw'; who: number; amount: Amount }
  | { op: 'cancelWithdrawal'; pick: number; byOther: boolean }
  | { op: 'decideWithdrawal'; pick: number; approve: boolean }
  | { op: 'transfer'; who: number; from: Kind | 'fullest'; to: Kind; amount: Amount }
  /** to: an offset from the sender among the members; -1 is the sender itself (refused). */
  | { op: 'uidTransfer'; who: number; to: number; amount: Amount }
  | { op: 'exchange'; who: number; sell: boolean; amount: Amount };

interface Member {
  token: string;
  uid: string;
  name: string;
  walletId: number;
  fee: Decimal;
}

interface Slot {
  balance: Decimal;
  frozen: Decimal;
}

interface Stats {
  steps: number;
  accepted: number;
  refused: number;
  byOp: Record<string, { accepted: number; refused: number }>;
}

interface AssetRow {
  type: string;
  currency: string;
  total: string;
  available: string;
  frozen: string;
}

const MEMBERS = 3;
const STEPS = 25;
const RUNS = 10;
const PAY = '123456';
// One address per member (an address binds to one member only); the third is ERC20, whose fee (20) differs.
const WALLETS = [
  { protocol: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
  { protocol: 'TRC20', address: 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8' },
  { protocol: 'ERC20', address: '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB' },
] as const;

const who = fc.integer({ min: 0, max: MEMBERS - 1 });
const kind = fc.constantFrom(...KINDS);
const pick = fc.nat({ max: 1000 });
const amount: fc.Arbitrary<Amount> = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 100 }).map((percent) => ({ percent })), weight: 5 },
  { arbitrary: fc.constant({ percent: 100 }), weight: 1 },
  { arbitrary: fc.integer({ min: 101, max: 300 }).map((percent) => ({ percent })), weight: 2 },
  { arbitrary: fc.integer({ min: 0, max: 200_000 }).map((cents) => ({ cents })), weight: 1 },
  { arbitrary: fc.integer({ min: 0, max: 6_000_000 }).map((cents) => ({ cents })), weight: 1 },
);
// Out of the asset account (where deposits land), the member's fullest account (money flows back), or any account (often empty).
const fromKind = fc.oneof(
  { arbitrary: fc.constant<Kind | 'fullest'>('asset'), weight: 2 },
  { arbitrary: fc.constant<Kind | 'fullest'>('fullest'), weight: 2 },
  { arbitrary: kind, weight: 1 },
);
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    arbitrary: fc.record({
      op: fc.constant('deposit' as const),
      who,
      legal: fc.boolean(),
      cents: fc.oneof(
        { arbitrary: fc.integer({ min: 1000, max: 200_000 }), weight: 4 },
        { arbitrary: fc.integer({ min: 0, max: 1500 }), weight: 1 },
      ),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ op: fc.constant('decideDeposit' as const), pick, approve: fc.boolean() }), weight: 3 },
  { arbitrary: fc.record({ op: fc.constant('withdraw' as const), who, amount }), weight: 4 },
  {
    arbitrary: fc.record({
      op: fc.constant('cancelWithdrawal' as const),
      pick,
      byOther: fc.oneof({ arbitrary: fc.constant(true), weight: 1 }, { arbitrary: fc.constant(false), weight: 4 }),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ op: fc.constant('decideWithdrawal' as const), pick, approve: fc.boolean() }), weight: 3 },
  { arbitrary: fc.record({ op: fc.constant('transfer' as const), who, from: fromKind, to: kind, amount }), weight: 4 },
  {
    arbitrary: fc.record({
      op: fc.constant('uidTransfer' as const),
      who,
      to: fc.oneof({ arbitrary: fc.constant(-1), weight: 1 }, { arbitrary: fc.integer({ min: 1, max: MEMBERS - 1 }), weight: 5 }),
      amount,
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ op: fc.constant('exchange' as const), who, sell: fc.boolean(), amount }), weight: 2 },
);

const money = (d: Decimal): string => d.toFixed(2);

describeEachDatabase('money property: random command sequences keep the model and the ledger', (get) => {
  const members: Member[] = [];
  let finance = '';
  let bid = new Decimal(0);
  let ask = new Decimal(0);

  beforeAll(async () => {
    const s = get();
    for (let i = 0; i < MEMBERS; i++) {
      const m = await payingMember(s, `prop${i}x`, '1000');
      const bound = await s.api('member/digital_bind', { ...WALLETS[i]!, pay_password: PAY_PASSWORD }, { token: m.token });
      expect(bound.body.code, bound.body.msg).toBe(0);
      members.push({
        token: m.token,
        uid: m.uid,
        name: m.name,
        walletId: bound.data.id,
        fee: new Decimal(WALLETS[i]!.protocol === 'TRC20' ? 1 : 20),
      });
    }
    pastPayoutCooldown(s);
    // Signed in after the clock moved past the cooling-off period (staff sessions last hours).
    finance = await financeToken(s);
    const conf = (await s.api('wallet/conf', undefined, { token: members[0]!.token })).data;
    expect(conf.legal_currency).toBe('USD');
    bid = new Decimal(conf.exchange.bid);
    ask = new Decimal(conf.exchange.ask);
  });

  it('agrees with the model after every step', { timeout: 120_000 }, async () => {
    const s = get();
    const stats: Stats = { steps: 0, accepted: 0, refused: 0, byOp: {} };
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: STEPS, maxLength: STEPS }), async (commands) => {
        await runSequence(s, members, finance, { bid, ask }, commands, stats);
      }),
      // No shrinking on a shared, stateful server: the failing step and its trace are in the message.
      { numRuns: RUNS, endOnFailure: true },
    );
    const byOp = Object.entries(stats.byOp)
      .map(([op, n]) => `${op} ${n.accepted}/${n.refused}`)
      .join(', ');
    console.log(`property: ${stats.steps} steps, ${stats.accepted} accepted, ${stats.refused} refused (accepted/refused: ${byOp})`);
    expect(stats.accepted).toBeGreaterThan(stats.steps / 5);
    expect(stats.refused).toBeGreaterThan(stats.steps / 10);
  });
});

async function snapshot(s: TestServer, members: Member[]): Promise<AssetRow[][]> {
  const out: AssetRow[][] = [];
  for (const m of members) {
    const res = await s.api('member/asset', undefined, { token: m.token });
    expect(res.body.code).toBe(0);
    out.push(res.data.accounts.map(({ type, currency, total, available, frozen }) => ({ type, currency, total, available, frozen })));
  }
  return out;
}

async function runSequence(
  s: TestServer,
  members: Member[],
  finance: string,
  rates: { bid: Decimal; ask: Decimal },
  commands: Command[],
  stats: Stats,
): Promise<void> {
  // The model starts from what the server shows now: earlier runs leave balances and open holds behind.
  const model: Map<string, Slot>[] = (await snapshot(s, members)).map(
    (rows) => new Map(rows.map((r) => [`${r.type}/${r.currency}`, { balance: new Decimal(r.total), frozen: new Decimal(r.frozen) }])),
  );
  const slot = (m: number, k: Kind, currency = 'USDT'): Slot => {
    const key = `${k}/${currency}`;
    let found = model[m]!.get(key);
    if (!found) model[m]!.set(key, (found = { balance: new Decimal(0), frozen: new Decimal(0) }));
    return found;
  };
  const available = (sl: Slot) => sl.balance.minus(sl.frozen);
  const resolve = (a: Amount, from: Slot): Decimal =>
    'cents' in a ? new Decimal(a.cents).div(100) : available(from).times(a.percent).div(100).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  const deposits: { id: number; who: number; currency: string; amount: Decimal; status: string }[] = [];
  const withdrawals: { id: number; who: number; amount: Decimal; status: string }[] = [];
  const trace: string[] = [];
  let before = await snapshot(s, members);

  for (const cmd of commands) {
    let reply: ApiReply<EndpointId>;
    /**
     * What the model says: undefined = accept (the model was updated), else the refusal code expected.
     * An amount of zero breaks the one amount rule every form, the catalogue and the server share
     * (defs.json Amount2: more than zero), so it is a 400 before any business rule is asked.
     */
    let refusal: number | undefined;
    let label: string = cmd.op;
    switch (cmd.op) {
      case 'deposit': {
        const m = members[cmd.who]!;
        const amt = new Decimal(cmd.cents).div(100);
        label = `deposit m${cmd.who} ${money(amt)} ${cmd.legal ? 'USD' : 'USDT'}`;
        const deposited = await s.api(
          'wallet/deposit',
          {
            currency_type: cmd.legal ? 'legal' : 'virtual',
            rec_id: 1,
            amount: money(amt),
            voucher: await voucher(s, m.token),
            ...(cmd.legal ? {} : { tx_hash: txHash() }),
            depositor_name: m.name,
          },
          { token: m.token },
        );
        reply = deposited;
        if (amt.lte(0)) refusal = 400;
        else if (amt.lt(10)) refusal = 422;
        else if (deposited.body.code === 0)
          deposits.push({ id: deposited.data.id, who: cmd.who, currency: cmd.legal ? 'USD' : 'USDT', amount: amt, status: 'review' });
        break;
      }
      case 'decideDeposit': {
        const d = deposits[cmd.pick % Math.max(deposits.length, 1)];
        if (!d) continue;
        label = `${cmd.approve ? 'approve' : 'refuse'} deposit ${d.id} (${d.status}, m${d.who} ${money(d.amount)} ${d.currency})`;
        reply = await s.api(
          'ops/deposit_decide',
          cmd.approve ? { id: d.id, approve: true } : { id: d.id, approve: false, reason: 'No such payment arrived' },
          { token: finance },
        );
        if (d.status !== 'review') refusal = 409;
        else {
          d.status = cmd.approve ? 'passed' : 'refused';
          if (cmd.approve) slot(d.who, 'asset', d.currency).balance = slot(d.who, 'asset', d.currency).balance.plus(d.amount);
        }
        break;
      }
      case 'withdraw': {
        const m = members[cmd.who]!;
        const from = slot(cmd.who, 'asset');
        const amt = resolve(cmd.amount, from);
        label = `withdraw m${cmd.who} ${money(amt)} of ${money(available(from))}`;
        const withdrawn = await s.api(
          'wallet/withdraw',
          { account_type: 'wallet', target_id: m.walletId, amount: money(amt), pay_password: PAY },
          { token: m.token },
        );
        reply = withdrawn;
        if (amt.lte(0)) refusal = 400;
        else if (amt.lt(10) || amt.gt(50_000) || amt.minus(m.fee).lte(0) || available(from).lt(amt)) refusal = 422;
        else {
          from.frozen = from.frozen.plus(amt);
          if (withdrawn.body.code === 0) withdrawals.push({ id: withdrawn.data.id, who: cmd.who, amount: amt, status: 'review' });
        }
        if (refusal === 422 && available(from).lt(amt) && amt.gte(10) && amt.lte(50_000) && amt.gt(m.fee))
          expect(reply.body.msg).toMatch(/insufficient/i);
        break;
      }
      case 'cancelWithdrawal': {
        const w = withdrawals[cmd.pick % Math.max(withdrawals.length, 1)];
        if (!w) continue;
        const caller = cmd.byOther ? (w.who + 1) % MEMBERS : w.who;
        label = `cancel withdrawal ${w.id} (${w.status}, m${w.who}) as m${caller}`;
        reply = await s.api('wallet/withdraw_cancel', { id: w.id }, { token: members[caller]!.token });
        // Another member's withdrawal does not exist for the caller.
        if (cmd.byOther) refusal = 404;
        else if (w.status !== 'review') refusal = 409;
        else {
          w.status = 'canceled';
          slot(w.who, 'asset').frozen = slot(w.who, 'asset').frozen.minus(w.amount);
        }
        break;
      }
      case 'decideWithdrawal': {
        const w = withdrawals[cmd.pick % Math.max(withdrawals.length, 1)];
        if (!w) continue;
        label = `${cmd.approve ? 'approve' : 'refuse'} withdrawal ${w.id} (${w.status}, m${w.who} ${money(w.amount)})`;
        reply = await s.api(
          'ops/withdraw_decide',
          cmd.approve ? { id: w.id, approve: true } : { id: w.id, approve: false, reason: 'Address flagged' },
          { token: finance },
        );
        if (w.status !== 'review') refusal = 409;
        else {
          w.status = cmd.approve ? 'passed' : 'refused';
          const a = slot(w.who, 'asset');
          a.frozen = a.frozen.minus(w.amount);
          if (cmd.approve) a.balance = a.balance.minus(w.amount);
        }
        break;
      }
      case 'transfer': {
        // 'fullest': back to the asset account from the member's fullest other account.
        const fromKind =
          cmd.from === 'fullest'
            ? KINDS.slice(1).reduce((best, k) => (available(slot(cmd.who, k)).gt(available(slot(cmd.who, best))) ? k : best))
            : cmd.from;
        const toKind = cmd.from === 'fullest' ? 'asset' : cmd.to;
        const from = slot(cmd.who, fromKind);
        const amt = resolve(cmd.amount, from);
        label = `transfer m${cmd.who} ${fromKind}->${toKind} ${money(amt)} of ${money(available(from))}`;
        reply = await s.api('trans/platform', { from: fromKind, to: toKind, amount: money(amt) }, { token: members[cmd.who]!.token });
        if (amt.lte(0)) refusal = 400;
        else if (fromKind === toKind || CONTRACT_KINDS.includes(fromKind) || CONTRACT_KINDS.includes(toKind) || available(from).lt(amt))
          refusal = 422;
        else {
          from.balance = from.balance.minus(amt);
          slot(cmd.who, toKind).balance = slot(cmd.who, toKind).balance.plus(amt);
        }
        break;
      }
      case 'uidTransfer': {
        const to = cmd.to < 0 ? cmd.who : (cmd.who + cmd.to) % MEMBERS;
        const from = slot(cmd.who, 'asset');
        const amt = resolve(cmd.amount, from);
        label = `uid transfer m${cmd.who}->m${to} ${money(amt)} of ${money(available(from))}`;
        reply = await s.api(
          'trans/social',
          { uid: members[to]!.uid, amount: money(amt), pay_password: PAY },
          { token: members[cmd.who]!.token },
        );
        if (amt.lte(0)) refusal = 400;
        else if (cmd.who === to || available(from).lt(amt)) refusal = 422;
        else {
          from.balance = from.balance.minus(amt);
          slot(to, 'social').balance = slot(to, 'social').balance.plus(amt);
        }
        break;
      }
      case 'exchange': {
        const [fromCur, toCur] = cmd.sell ? ['USDT', 'USD'] : ['USD', 'USDT'];
        const from = slot(cmd.who, 'asset', fromCur);
        const amt = resolve(cmd.amount, from);
        // Rounded toward zero to the cent, like the desk: members never receive a fraction they did not pay for.
        const out = (cmd.sell ? amt.times(rates.bid) : amt.div(rates.ask)).toDecimalPlaces(2, Decimal.ROUND_DOWN);
        label = `exchange m${cmd.who} ${money(amt)} ${fromCur}->${money(out)} ${toCur} of ${money(available(from))}`;
        reply = await s.api(
          'trans/balance',
          { from_currency: fromCur, to_currency: toCur, amount: money(amt) },
          { token: members[cmd.who]!.token },
        );
        if (amt.lte(0)) refusal = 400;
        else if (out.lte(0) || available(from).lt(amt)) refusal = 422;
        else {
          from.balance = from.balance.minus(amt);
          slot(cmd.who, 'asset', toCur).balance = slot(cmd.who, 'asset', toCur).balance.plus(out);
          expect(reply.body.data).toMatchObject({ from_amount: money(amt), to_amount: money(out) });
        }
        break;
      }
    }
    stats.steps += 1;
    trace.push(`${label} -> ${reply.body.code}`);
    const where = `step ${trace.length}: ${label}\n  ${reply.body.code} ${reply.body.msg}\ntrace:\n  ${trace.join('\n  ')}`;
    expect(reply.body.code, where).toBe(refusal ?? 0);
    const perOp = (stats.byOp[cmd.op] ??= { accepted: 0, refused: 0 });
    if (refusal === undefined) {
      stats.accepted += 1;
      perOp.accepted += 1;
    } else {
      stats.refused += 1;
      perOp.refused += 1;
    }

    expect(await ledgerProblems(s), where).toEqual([]);
    // Every currency sums to zero over all accounts: members' money is exactly what the platform accounts owe.
    const sums = await s.running.services.db.query<{ currency: string; total: string }>(
      'SELECT currency, sum(balance)::text AS total FROM ledger_accounts GROUP BY currency',
    );
    for (const r of sums.rows) expect(new Decimal(r.total).isZero(), `${where}\n${r.currency} sums to ${r.total}`).toBe(true);

    const after = await snapshot(s, members);
    // A refused command moves nothing.
    if (refusal !== undefined) expect(after, where).toEqual(before);
    for (let i = 0; i < members.length; i++) {
      const shown = new Map(after[i]!.map((r) => [`${r.type}/${r.currency}`, r]));
      for (const r of after[i]!)
        expect(new Decimal(r.available).gte(0), `${where}\nm${i} ${r.type}/${r.currency} available ${r.available}`).toBe(true);
      for (const key of new Set([...shown.keys(), ...model[i]!.keys()])) {
        const want = model[i]!.get(key) ?? { balance: new Decimal(0), frozen: new Decimal(0) };
        const got = shown.get(key) ?? { total: '0', available: '0', frozen: '0' };
        expect(
          { total: money(new Decimal(got.total)), available: money(new Decimal(got.available)), frozen: money(new Decimal(got.frozen)) },
          `${where}\nm${i} ${key}`,
        ).toEqual({ total: money(want.balance), available: money(available(want)), frozen: money(want.frozen) });
      }
    }
    before = after;
  }
}
