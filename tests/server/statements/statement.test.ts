import { afterEach, expect, it } from 'vitest';
import { Decimal } from '@server/ledger/money';
import { memberAccount } from '@server/ledger/accounts';
import { describeEachDatabase, type TestServer } from '../support/harness';
import { PAY_PASSWORD, payingMember } from '../support/money';
import { expectLedgerClean, testMarket, tick, US_OPEN } from '../support/trading';
import { provider, toOpenSession } from '../support/follow';
import { addReserve, buy, createProduct, DAY, runJobs } from '../fund/support';
import { csvSections, parseCsv, pdfText } from './read';

const MINUTE = 60_000;
type Member = Awaited<ReturnType<typeof payingMember>>;

/** A market order at the line's current quote (quoted again now, so it is never stale after the steps before it). */
async function order(s: TestServer, token: string, side: 'buy' | 'sell', code: string, quantity: string, bid: string) {
  tick(s, code, bid, new Decimal(bid).plus('0.10').toFixed(2));
  const res =
    side === 'buy'
      ? await s.api('etf/buy', { code, delegate_type: 'market', quantity, pay_password: PAY_PASSWORD, agree: true }, { token })
      : await s.api('etf/sell', { code, delegate_type: 'market', quantity, pay_password: PAY_PASSWORD }, { token });
  expect(res.data.status).toBe('transacted');
}

/**
 * A realistic month for one member: a deposit, a transfer to the ETF account, an ETF buy and a sell
 * with fees, a Top 10 purchase and a day of its income, a copy subscription with its fee, settled
 * at a profit (profit shares), and a second day of activity.
 */
async function history(s: TestServer): Promise<{ m: Member; start: Date; day2: Date }> {
  // Each day of it on a day both markets trade (the suite's tests follow one another on one clock).
  toOpenSession(s);
  const start = s.clock.now();
  tick(s, 'SPY', '600.00', '600.10');
  await addReserve(s, '1000');
  const product = await createProduct(s, { daily_rate: '0.0002', days: 30, min_amount: '100' });
  const p = await provider(s, 'stp', '10000');
  const m = await payingMember(s, 'stm', '10000');
  expect((await s.api('trans/platform', { from: 'asset', to: 'etf', amount: '3000' }, { token: m.token })).body.code).toBe(0);
  await order(s, m.token, 'buy', 'SPY', '2', '600.00');
  expect((await buy(s, m, product, '500')).body.code).toBe(0);
  const sub = await s.api(
    'follow/buy',
    { id: p.providerId, amount: '1000', days: 30, pay_password: PAY_PASSWORD, agree: true },
    { token: m.token },
  );
  expect(sub.body.code).toBe(0);
  await order(s, p.token, 'buy', 'SPY', '10', '600.00');
  s.clock.advance(MINUTE);
  await order(s, m.token, 'sell', 'SPY', '1', '660.00');
  const stop = await s.api('follow/stop', { id: sub.data.id, pay_password: PAY_PASSWORD, agree: true }, { token: m.token });
  expect(stop.data.split).not.toBeNull();
  // A day later: the Top 10 accrues a day of income, the member moves money back and sells the rest.
  // A full day past the purchase (its first income is due then), on the next day both markets trade.
  s.clock.advance(DAY);
  toOpenSession(s);
  const day2 = s.clock.now();
  await runJobs(s);
  expect((await s.api('trans/platform', { from: 'etf', to: 'asset', amount: '500' }, { token: m.token })).body.code).toBe(0);
  await order(s, m.token, 'sell', 'SPY', '1', '650.00');
  return { m, start, day2 };
}

/** What the ledger says, computed here on its own: per account the sums of postings before `from` and before `to`. */
async function ledgerBalances(s: TestServer, memberId: string, from: Date, to: Date) {
  const { rows } = await s.running.services.db.query<{ kind: string; opening: string; closing: string }>(
    `SELECT a.kind, COALESCE(sum(p.amount) FILTER (WHERE p.created_at < $2), 0)::text AS opening,
            COALESCE(sum(p.amount) FILTER (WHERE p.created_at < $3), 0)::text AS closing
       FROM ledger_accounts a LEFT JOIN postings p ON p.account_id = a.id WHERE a.member_id = $1 AND a.currency = 'USDT' GROUP BY a.kind`,
    [memberId, from, to],
  );
  return new Map(rows.map((r) => [r.kind, { opening: new Decimal(r.opening), closing: new Decimal(r.closing) }]));
}

/** Every charge the member paid, from the records that name them: order fees, the subscription fee, the settlement's profit shares. */
async function ledgerCharges(s: TestServer, memberId: string, from: Date, to: Date): Promise<Decimal> {
  const db = s.running.services.db;
  const fees = await db.query<{ n: string }>(
    `SELECT COALESCE(sum(o.fee), 0)::text AS n FROM etf_orders o JOIN journal_entries e ON e.id = o.entry_id
      WHERE o.member_id = $1 AND e.created_at >= $2 AND e.created_at < $3`,
    [memberId, from, to],
  );
  const subscription = await db.query<{ n: string }>(
    `SELECT COALESCE(sum(p.amount), 0)::text AS n FROM follow_subscriptions f JOIN postings p ON p.entry_id = f.buy_entry_id
       JOIN ledger_accounts a ON a.id = p.account_id AND a.member_id IS NULL AND a.kind = 'fees'
      WHERE f.member_id = $1 AND p.created_at >= $2 AND p.created_at < $3`,
    [memberId, from, to],
  );
  const shares = await db.query<{ n: string }>(
    `SELECT COALESCE(sum(f.split_company + f.split_team + f.split_trader), 0)::text AS n FROM follow_subscriptions f
       JOIN journal_entries e ON e.id = f.settle_entry_id WHERE f.member_id = $1 AND e.created_at >= $2 AND e.created_at < $3`,
    [memberId, from, to],
  );
  return new Decimal(fees.rows[0]!.n).plus(subscription.rows[0]!.n).plus(shares.rows[0]!.n);
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const accountNames: Record<string, string> = {
  'Asset account': 'asset',
  'ETF account': 'etf',
  'Top 10 account': 'top10',
  'Copy trading account': 'follow',
  'Social account': 'social',
  'Subscription account': 'subscription',
};

/** The CSV's figures against the ledger's: opening and closing per account, opening + postings = closing, and the charges. */
async function expectCsvAgrees(s: TestServer, m: Member, csv: string, from: Date, to: Date) {
  const sections = csvSections(parseCsv(csv));
  const balances = sections.get('Balances by account')!;
  expect(balances.header).toEqual(['Account', 'Currency', 'Opening balance', 'Money in', 'Money out', 'Closing balance']);
  const ledger = await ledgerBalances(s, m.memberId, from, to);
  const postings = sections.get('Postings')!;
  expect(postings.header).toEqual(['Date', 'Account', 'Currency', 'Reason', 'Amount', 'Balance']);
  expect(balances.rows.length).toBe(ledger.size);
  for (const [name, currency, opening, credits, debits, closing] of balances.rows) {
    const kind = accountNames[name!]!;
    const own = postings.rows.filter((r) => r[1] === name && r[2] === currency);
    const moved = own.reduce((sum, r) => sum.plus(r[4]!), new Decimal(0));
    // Each figure to the cent against the ledger, and the statement's own arithmetic closed.
    expect(new Decimal(opening!).minus(ledger.get(kind)!.opening.toFixed(2)).toFixed(2)).toBe('0.00');
    expect(new Decimal(closing!).minus(ledger.get(kind)!.closing.toFixed(2)).toFixed(2)).toBe('0.00');
    expect(new Decimal(opening!).plus(moved).minus(closing!).toFixed(2)).toBe('0.00');
    expect(new Decimal(credits!).plus(debits!).minus(moved).toFixed(2)).toBe('0.00');
  }
  const charges = new Map(sections.get('Costs and charges')!.rows.map((r) => [r[0], r[1]]));
  const total = await ledgerCharges(s, m.memberId, from, to);
  expect(new Decimal(charges.get('Total costs and charges')!).minus(total.toFixed(2)).toFixed(2)).toBe('0.00');
  const parts = ['Trading fees', 'Subscription fees', 'Profit shares', 'Withdrawal fees', 'Other charges'].map((k) => charges.get(k)!);
  expect(
    parts
      .reduce((sum, v) => sum.plus(v), new Decimal(0))
      .minus(charges.get('Total costs and charges')!)
      .toFixed(2),
  ).toBe('0.00');
  return { sections, charges, total, ledger };
}

describeEachDatabase(
  'statements',
  (get) => {
    afterEach(() => expectLedgerClean(get()));

    it('a month, a custom day and a year agree with the ledger to 0.00: balances per account, postings, charges', async () => {
      const s = get();
      const { m, day2 } = await history(s);
      const now = s.clock.now();

      const month = await s.api('wallet/statement', { period: 'month', from: seconds(now), format: 'csv' }, { token: m.token, lan: 'en' });
      expect(month.data).toMatchObject({
        mime: 'text/csv',
        from: '2026-11-01',
        to: '2026-11-30',
        filename: `statement-${m.uid}-2026-11-01-2026-11-30.csv`,
      });
      const csv = Buffer.from(month.data.content, 'base64').toString('utf8');
      expect(month.data.size).toBe(Buffer.byteLength(csv));
      const from = new Date('2026-11-01T00:00:00Z');
      const to = new Date('2026-12-01T00:00:00Z');
      const { sections, charges, total } = await expectCsvAgrees(s, m, csv, from, to);
      expect(total.gt(0)).toBe(true);
      // Every posting of the month is there, each with its reason's text, never an entry type.
      const postings = sections.get('Postings')!.rows;
      const { rows: count } = await s.running.services.db.query<{ n: string }>(
        'SELECT count(*)::text AS n FROM postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE a.member_id = $1',
        [m.memberId],
      );
      expect(postings.length).toBe(Number(count[0]!.n));
      expect(new Set(postings.map((r) => r[3]))).toEqual(
        new Set([
          'Deposit',
          'Transfer between accounts',
          'ETF buy',
          'ETF sell',
          'Top 10 purchase',
          'Top 10 income',
          'Copy trading subscription',
          'Copy trading settlement',
        ]),
      );
      expect(sections.get('Trades')!.rows.map((r) => [r[2], r[3], r[4]])).toEqual([
        ['SPY', 'Buy', '2'],
        ['SPY', 'Sell', '1'],
        ['SPY', 'Sell', '1'],
      ]);
      // Top 10: the purchase, and the income the accrual job posted (0.10 a day on 500 at 0.0002).
      const { rows: income } = await s.running.services.db.query<{ n: string; days: string }>(
        `SELECT sum(p.amount)::text AS n, count(*)::text AS days FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
           JOIN journal_entries e ON e.id = p.entry_id WHERE a.member_id = $1 AND a.kind = 'top10' AND e.type = 'top10_income'`,
        [m.memberId],
      );
      expect(Number(income[0]!.days)).toBeGreaterThan(0);
      const top10 = sections.get('Top 10')!.rows[0]!;
      expect(top10.slice(0, 2)).toEqual(['500.00', new Decimal('0.10').times(income[0]!.days).toFixed(2)]);
      expect(new Decimal(income[0]!.n).toFixed(2)).toBe(top10[1]);
      const copy = sections.get('Copy trading')!.rows;
      expect(copy).toHaveLength(2);
      expect(copy[0]![2]).toBe('1000.00');
      // The average balance: total balance weighted by time, from the month's start to now (a running period).
      expect(new Decimal(charges.get('Average balance')!).gt(0)).toBe(true);

      // A custom range of the second day alone opens with what the first day left.
      const day = await s.api(
        'wallet/statement',
        { period: 'custom', from: seconds(day2), to: seconds(day2), format: 'csv' },
        { token: m.token, lan: 'en' },
      );
      const dayStart = new Date(Date.UTC(day2.getUTCFullYear(), day2.getUTCMonth(), day2.getUTCDate()));
      const daily = await expectCsvAgrees(
        s,
        m,
        Buffer.from(day.data.content, 'base64').toString('utf8'),
        dayStart,
        new Date(dayStart.getTime() + DAY),
      );
      expect([...daily.ledger.values()].some((b) => !b.opening.isZero())).toBe(true);

      // The year and the quarter hold the same figures as the month (nothing happened outside it).
      for (const period of ['year', 'quarter'] as const) {
        const r = await s.api('wallet/statement', { period, from: seconds(now), format: 'csv' }, { token: m.token, lan: 'en' });
        const range = period === 'year' ? ['2026-01-01', '2026-12-31'] : ['2026-10-01', '2026-12-31'];
        expect([r.data.from, r.data.to]).toEqual(range);
        await expectCsvAgrees(s, m, Buffer.from(r.data.content, 'base64').toString('utf8'), new Date(`${range[0]}T00:00:00Z`), to);
      }
    });

    it('the PDF carries the same figures, read back from its text, in English and in Korean', async () => {
      const s = get();
      const { m, start } = await history(s);
      const now = s.clock.now();
      // A custom range over the whole history (it may cross a month end on this suite's clock).
      const range = { period: 'custom', from: seconds(start), to: seconds(now) } as const;
      const csv = await s.api('wallet/statement', { ...range, format: 'csv' }, { token: m.token, lan: 'en' });
      const day = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
      const { sections, charges } = await expectCsvAgrees(
        s,
        m,
        Buffer.from(csv.data.content, 'base64').toString('utf8'),
        day(start),
        new Date(day(now).getTime() + DAY),
      );
      const en = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      const ko = new Intl.NumberFormat('ko', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      for (const [lan, format, words] of [
        ['en', en, ['Account statement', 'Costs and charges', 'Asset account', 'Top 10 income', 'Copy trading settlement']],
        ['ko', ko, ['거래 명세서', '비용 및 수수료', '자산 계좌', '카피 트레이딩 정산']],
      ] as const) {
        const pdf = await s.api('wallet/statement', { ...range, format: 'pdf' }, { token: m.token, lan });
        expect(pdf.data.mime).toBe('application/pdf');
        const bytes = Buffer.from(pdf.data.content, 'base64');
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
        const { text } = await pdfText(bytes);
        for (const word of words) expect(text).toContain(word);
        const money = (v: string) => format.format(v as unknown as number);
        // Closing balances, the charges total and the average balance, as the member's language writes numbers.
        for (const row of sections.get('Balances by account')!.rows) expect(text).toContain(money(row[5]!));
        expect(text).toContain(money(charges.get('Total costs and charges')!));
        expect(text).toContain(money(charges.get('Average balance')!));
        // No entry type reaches the member.
        for (const code of ['etf_buy', 'top10_income', 'follow_settle', 'follow_buy']) expect(text).not.toContain(code);
      }
    });

    it('bounds a statement by its postings: a PDF of more than 5000 is refused, the same period as CSV is given whole', async () => {
      const s = get();
      const m = await payingMember(s, 'stbig');
      const db = s.running.services.db;
      const now = s.clock.now();
      const account = await memberAccount(db, m.memberId, 'asset', 'USDT', now);
      // 5002 postings of one balanced entry: +0.01 and -0.01 in turn, so every balance and running sum stays true.
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO journal_entries (type, memo, created_at) VALUES ('correction', 'many small postings', $1) RETURNING id::text AS id`,
        [now],
      );
      await db.query(
        `INSERT INTO postings (entry_id, account_id, currency, amount, balance_after, created_at)
         SELECT $1, $2, 'USDT', CASE WHEN g % 2 = 1 THEN 0.01 ELSE -0.01 END, CASE WHEN g % 2 = 1 THEN 0.01 ELSE 0 END, $3
           FROM generate_series(1, 5002) AS g ORDER BY g`,
        [rows[0]!.id, account, now],
      );
      const ask = (format: 'pdf' | 'csv') =>
        s.api('wallet/statement', { period: 'month', from: seconds(now), format }, { token: m.token, lan: 'en' });
      expect((await ask('pdf')).body).toMatchObject({ code: 422, msg: 'This period has more than 5000 records: choose a shorter period' });
      const csv = csvSections(parseCsv(Buffer.from((await ask('csv')).data.content, 'base64').toString('utf8')));
      expect(csv.get('Postings')!.rows).toHaveLength(5002);
      expect(
        csv
          .get('Balances by account')!
          .rows.find((r) => r[0] === 'Asset account')!
          .slice(2),
      ).toEqual(['0.00', '25.01', '-25.01', '0.00']);
    });

    it('refuses a period longer than five years, one that ends before it starts, one not yet begun, and a custom range without its end', async () => {
      const s = get();
      const m = await payingMember(s, 'stref');
      const now = seconds(s.clock.now());
      const ask = (input: Record<string, unknown>) =>
        s.api('wallet/statement', { format: 'csv', ...input } as never, { token: m.token, lan: 'en' });
      expect((await ask({ period: 'custom', from: now - 6 * 366 * 86_400, to: now })).body).toMatchObject({
        code: 422,
        msg: 'A statement covers at most 5 years: choose a shorter period',
      });
      expect((await ask({ period: 'custom', from: now, to: now - 2 * 86_400 })).body).toMatchObject({
        code: 422,
        msg: 'The period ends before it starts',
      });
      expect((await ask({ period: 'month', from: now + 62 * 86_400 })).body).toMatchObject({
        code: 422,
        msg: 'This period has not started yet',
      });
      expect((await ask({ period: 'custom', from: now })).body).toMatchObject({ code: 400, msg: 'Choose the last day of the range' });
      // Five whole years back from today is allowed.
      expect((await ask({ period: 'custom', from: now - 5 * 365 * 86_400, to: now })).body.code).toBe(0);
      expect((await s.api('wallet/statement', { period: 'month', from: now, format: 'csv' })).body.code).toBe(401);
    });
  },
  {},
  { market: testMarket, start: US_OPEN },
);
