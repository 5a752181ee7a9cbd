import { expect, it } from 'vitest';
import type { ApiRequest } from '@core/generated/api';
import { describeEachDatabase } from '../support/harness';
import {
  assetOf,
  bindWallet,
  financeToken,
  fund,
  ledgerProblems,
  pastPayoutCooldown,
  payingMember,
  txHash,
  voucher,
} from '../support/money';
import { verifiedMember } from '../support/members';

describeEachDatabase('money flows', (get) => {
  it('a deposit credits nothing until finance approves it, then shows in the asset account and the records', async () => {
    const s = get();
    const m = await payingMember(s, 'dep');
    const dep = await s.api(
      'wallet/deposit',
      {
        currency_type: 'virtual',
        rec_id: 1,
        amount: '250.50',
        voucher: await voucher(s, m.token),
        tx_hash: txHash(),
        depositor_name: m.name,
      },
      { token: m.token },
    );
    expect(dep.body.code).toBe(0);
    expect(dep.body.data).toMatchObject({ status: 'review' });
    expect((await assetOf(s, m.token)).total).toBe('0.00');
    const queue = await s.api('ops/deposits', { status: 'review' }, { token: await financeToken(s) });
    expect(queue.data.list.map((d) => d.order_no)).toContain(dep.data.order_no);
    const ok = await s.api('ops/deposit_decide', { id: dep.data.id, approve: true }, { token: await financeToken(s) });
    expect(ok.body).toMatchObject({ code: 0, data: { status: 'passed' } });
    expect(await assetOf(s, m.token)).toEqual({ total: '250.50', available: '250.50', frozen: '0.00' });
    const bill = await s.api('wallet/bill', { period: '7d' }, { token: m.token, lan: 'en' });
    expect(bill.data.list[0]).toMatchObject({ type: 'deposit', title: 'Deposit', account: 'asset', amount: '250.50', balance: '250.50' });
    const again = await s.api('ops/deposit_decide', { id: dep.data.id, approve: false, reason: 'late' }, { token: await financeToken(s) });
    expect(again.body.code).toBe(409);
    expect(await ledgerProblems(s)).toEqual([]);
  });

  it('refuses a deposit whose depositor is not the verified name, a reused voucher, and a refusal without reason', async () => {
    const s = get();
    const m = await payingMember(s, 'dep2');
    const key = await voucher(s, m.token);
    const wrongName = await s.api(
      'wallet/deposit',
      { currency_type: 'legal', rec_id: 1, amount: '100', voucher: key, depositor_name: 'Someone Else' },
      { token: m.token },
    );
    expect(wrongName.body.code).toBe(422);
    const first = await s.api(
      'wallet/deposit',
      { currency_type: 'legal', rec_id: 1, amount: '100', voucher: key, depositor_name: m.name },
      { token: m.token },
    );
    expect(first.body.code).toBe(0);
    const reused = await s.api(
      'wallet/deposit',
      { currency_type: 'legal', rec_id: 1, amount: '100', voucher: key, depositor_name: m.name },
      { token: m.token },
    );
    expect(reused.body.code).toBe(409);
    const noReason = await s.api('ops/deposit_decide', { id: first.data.id, approve: false }, { token: await financeToken(s) });
    expect(noReason.body.code).toBe(422);
    const refused = await s.api(
      'ops/deposit_decide',
      { id: first.data.id, approve: false, reason: 'No such transfer arrived' },
      { token: await financeToken(s) },
    );
    expect(refused.body.data).toMatchObject({ status: 'refused' });
    const list = await s.api('wallet/deposits', {}, { token: m.token });
    expect(list.data.list[0]).toMatchObject({ status: 'refused', reason: 'No such transfer arrived', currency: 'USD' });
    const unverified = await s.registerByEmail('dep-unverified@example.com');
    const needsKyc = await s.api(
      'wallet/deposit',
      { currency_type: 'virtual', rec_id: 1, amount: '100', voucher: key, tx_hash: txHash(), depositor_name: 'X' },
      { token: unverified.token },
    );
    expect(needsKyc.body.code).toBe(1002);
  });

  it('a withdrawal freezes at once, refusal returns it with the reason, approval posts fee and arrival', async () => {
    const s = get();
    const m = await payingMember(s, 'wd', '100');
    const target_id = await bindWallet(s, m.token, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    pastPayoutCooldown(s);
    const wd = await s.api(
      'wallet/withdraw',
      { account_type: 'wallet', target_id, amount: '60', pay_password: '123456' },
      { token: m.token },
    );
    expect(wd.body).toMatchObject({
      code: 0,
      data: { amount: '60.00', fee: '1.00', arrival_amount: '59.00', status: 'review', currency: 'USDT' },
    });
    expect(await assetOf(s, m.token)).toEqual({ total: '100.00', available: '40.00', frozen: '60.00' });
    const tooMuch = await s.api(
      'wallet/withdraw',
      { account_type: 'wallet', target_id, amount: '50', pay_password: '123456' },
      { token: m.token },
    );
    expect(tooMuch.body.code).toBe(422);
    const finance = await financeToken(s);
    const refused = await s.api(
      'ops/withdraw_decide',
      { id: wd.data.id, approve: false, reason: 'Address flagged by the chain screen' },
      { token: finance },
    );
    expect(refused.body.data).toMatchObject({ status: 'refused' });
    expect(await assetOf(s, m.token)).toEqual({ total: '100.00', available: '100.00', frozen: '0.00' });
    const mine = await s.api('wallet/withdraws', {}, { token: m.token });
    expect(mine.data.list[0]).toMatchObject({
      status: 'refused',
      reason: 'Address flagged by the chain screen',
      target: 'TRC20 TR7NHq****Lj6t',
    });

    const wd2 = await s.api(
      'wallet/withdraw',
      { account_type: 'wallet', target_id, amount: '30', pay_password: '123456' },
      { token: m.token },
    );
    const approved = await s.api('ops/withdraw_decide', { id: wd2.data.id, approve: true }, { token: finance });
    expect(approved.body.data).toMatchObject({ status: 'passed' });
    expect(await assetOf(s, m.token)).toEqual({ total: '70.00', available: '70.00', frozen: '0.00' });
    const staffView = await s.api('ops/withdraws', { id: wd2.data.id }, { token: finance });
    expect(staffView.data.list[0]!.target).toBe('TRC20 TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');

    const wd3 = await s.api(
      'wallet/withdraw',
      { account_type: 'wallet', target_id, amount: '20', pay_password: '123456' },
      { token: m.token },
    );
    const canceled = await s.api('wallet/withdraw_cancel', { id: wd3.data.id }, { token: m.token });
    expect(canceled.body.data).toMatchObject({ status: 'canceled' });
    const late = await s.api('ops/withdraw_decide', { id: wd3.data.id, approve: true }, { token: finance });
    expect(late.body.code).toBe(409);
    expect(await assetOf(s, m.token)).toEqual({ total: '70.00', available: '70.00', frozen: '0.00' });
    expect(await ledgerProblems(s)).toEqual([]);
  });

  it('asks for real-name verification, then a payment password, then a binding, before a withdrawal', async () => {
    const s = get();
    const fresh = await s.registerByEmail('wd-guard@example.com');
    const body = { account_type: 'wallet', target_id: 1, amount: '20', pay_password: '123456' };
    expect((await s.call('POST', 'wallet/withdraw', body, { token: fresh.token })).body.code).toBe(1002);
    const verified = await verifiedMember(s, 'wd-guard2@example.com', 'Guard Two');
    expect((await s.call('POST', 'wallet/withdraw', body, { token: verified.token })).body.code).toBe(1001);
    const paying = await payingMember(s, 'wdg');
    expect((await s.call('POST', 'wallet/withdraw', body, { token: paying.token })).body.code).toBe(1003);
  });

  it('reviews withdrawals only inside the review hours and tells the member when', async () => {
    const s = get();
    const m = await payingMember(s, 'hours', '50');
    const walletId = await bindWallet(s, m.token, 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8');
    pastPayoutCooldown(s);
    const hours = s.running.services.config.money.reviewHours;
    const saved = { ...hours };
    Object.assign(hours, { start: '00:00', end: '00:01', timezone: 'UTC' });
    // Run at 00:00 UTC, the window would be open: move the clock out of it.
    if (Math.floor(s.clock.now().getTime() / 1000) % 86_400 < 60) s.clock.advance(60_000);
    try {
      const wd = await s.api(
        'wallet/withdraw',
        { account_type: 'wallet', target_id: walletId, amount: '20', pay_password: '123456' },
        { token: m.token },
      );
      const reviewFrom = wd.data.review_from;
      const now = Math.floor(s.clock.now().getTime() / 1000);
      expect(reviewFrom).toBe(now - (now % 86_400) + 86_400);
      const closed = await s.api('ops/withdraw_decide', { id: wd.data.id, approve: true }, { token: await financeToken(s) });
      expect(closed.body.code).toBe(409);
      expect(closed.body.msg).toContain('00:00-00:01');
      const conf = await s.api('wallet/conf', undefined, { token: m.token });
      expect(conf.body.data).toMatchObject({ review_open: false, next_review: reviewFrom });
    } finally {
      Object.assign(hours, saved);
    }
  });

  it('moves money between own accounts and to another member by UID, with the payment password', async () => {
    const s = get();
    const a = await payingMember(s, 'tra', '100');
    const b = await payingMember(s, 'trb');
    const own = await s.api('trans/platform', { from: 'asset', to: 'etf', amount: '40' }, { token: a.token });
    expect(own.body.data).toMatchObject({ from: 'asset', to: 'etf', amount: '40.00' });
    expect((await assetOf(s, a.token, 'etf')).available).toBe('40.00');
    const same = await s.api('trans/platform', { from: 'etf', to: 'etf', amount: '1' }, { token: a.token });
    expect(same.body.code).toBe(422);
    const check = await s.api('trans/uid_check', { uid: b.uid }, { token: a.token });
    expect(check.data.nickname).toMatch(/\*/);
    const wrongPw = await s.api('trans/social', { uid: b.uid, amount: '10', pay_password: '000000' }, { token: a.token });
    expect(wrongPw.body.code).toBe(422);
    const sent = await s.api('trans/social', { uid: b.uid, amount: '10', pay_password: '123456' }, { token: a.token });
    expect(sent.body).toMatchObject({ code: 0, data: { amount: '10.00', to_uid: b.uid } });
    expect((await assetOf(s, a.token)).available).toBe('50.00');
    expect((await assetOf(s, b.token, 'social')).available).toBe('10.00');
    const logsB = await s.api('trans/trade/logs', { kind: 'uid' }, { token: b.token });
    expect(logsB.data.list[0]).toMatchObject({ direction: 'in', counterparty_uid: a.uid, amount: '10.00' });
    const self = await s.api('trans/social', { uid: a.uid, amount: '1', pay_password: '123456' }, { token: a.token });
    expect(self.body.code).toBe(422);
    const nobody = await s.api('trans/uid_check', { uid: '00000001' }, { token: a.token });
    expect(nobody.body.code).toBe(404);
    expect(await ledgerProblems(s)).toEqual([]);
  });

  it('exchanges USDT and legal tender at the published rate, rounding down', async () => {
    const s = get();
    const m = await payingMember(s, 'fx', '100');
    const conf = (await s.api('wallet/conf', undefined, { token: m.token })).data;
    expect(conf.exchange).toMatchObject({ bid: '0.995', ask: '1.005', spread: '0.01' });
    const sell = await s.api(
      'trans/balance',
      { from_currency: 'USDT', to_currency: conf.legal_currency, amount: '10' },
      { token: m.token },
    );
    expect(sell.body.data).toMatchObject({ from_amount: '10.00', to_amount: '9.95', rate: '0.995' });
    const buy = await s.api(
      'trans/balance',
      { from_currency: conf.legal_currency, to_currency: 'USDT', amount: '9.95' },
      { token: m.token },
    );
    expect(buy.body.data).toMatchObject({ to_amount: '9.90', rate: '1.005' });
    expect((await assetOf(s, m.token, 'asset', conf.legal_currency)).total).toBe('0.00');
    expect((await assetOf(s, m.token)).total).toBe('99.90');
    const logs = await s.api('trans/exchange/logs', {}, { token: m.token });
    expect(logs.data.total).toBe(2);
    expect(await ledgerProblems(s)).toEqual([]);
  });

  it('a correction needs a second person, reverses the entry, and shows in the member records', async () => {
    const s = get();
    const m = await payingMember(s, 'cor');
    const depositId = await fund(s, m, m.name, '80');
    const first = await financeToken(s, 'first');
    const second = await financeToken(s, 'second');
    const bill = await s.api('ops/member_bill', { uid: m.uid }, { token: first });
    const entryId = bill.data.list.find((l) => l.type === 'deposit')!.entry_id;
    const proposed = await s.api(
      'ops/correction_propose',
      { entry_id: entryId, reason: `Deposit ${depositId} was credited twice by the bank` },
      { token: first },
    );
    expect(proposed.body.data).toMatchObject({ status: 'proposed' });
    const waiting = await s.api('ops/corrections', { status: 'proposed' }, { token: second });
    expect(waiting.data.list).toContainEqual(
      expect.objectContaining({ entry_id: entryId, uid: m.uid, lines: `${m.uid} asset +80.00 USDT`, proposed_by: 'first', decided_by: '' }),
    );
    const self = await s.api('ops/correction_decide', { id: proposed.data.id, approve: true }, { token: first });
    expect(self.body.code).toBe(403);
    expect((await assetOf(s, m.token)).total).toBe('80.00');
    const ok = await s.api('ops/correction_decide', { id: proposed.data.id, approve: true }, { token: second });
    expect(ok.body.data).toMatchObject({ status: 'approved' });
    expect((await assetOf(s, m.token)).total).toBe('0.00');
    const records = await s.api('wallet/bill', {}, { token: m.token, lan: 'en' });
    expect(records.data.list[0]).toMatchObject({
      type: 'correction',
      title: 'Correction',
      amount: '-80.00',
      remark: `Deposit ${depositId} was credited twice by the bank`,
    });
    const twice = await s.api('ops/correction_propose', { entry_id: entryId, reason: 'again' }, { token: first });
    expect(twice.body.code).toBe(409);
    expect(await ledgerProblems(s)).toEqual([]);
  });

  it('one idempotency key has one effect; the same key with another request is refused', async () => {
    const s = get();
    const m = await payingMember(s, 'idem', '100');
    const headers = { 'idempotency-key': 'key-0000000001' };
    const first = await s.api('trans/platform', { from: 'asset', to: 'social', amount: '5' }, { token: m.token, headers });
    const again = await s.api('trans/platform', { from: 'asset', to: 'social', amount: '5' }, { token: m.token, headers });
    expect(again.body).toEqual(first.body);
    expect((await assetOf(s, m.token, 'social')).total).toBe('5.00');
    const other = await s.api('trans/platform', { from: 'asset', to: 'social', amount: '6' }, { token: m.token, headers });
    expect(other.body.code).toBe(409);
    const missing = await s.api(
      'trans/platform',
      { from: 'asset', to: 'social', amount: '5' },
      { token: m.token, headers: { 'idempotency-key': '' } },
    );
    expect(missing.body.code).toBe(400);
  });

  it('a retry after a lost reply hears what happened, even where the checks would now refuse', async () => {
    const s = get();
    const m = await payingMember(s, 'retry', '60');
    const target_id = await bindWallet(s, m.token, '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    pastPayoutCooldown(s);
    const headers = { 'idempotency-key': 'retry-withdraw-0001' };
    const body: ApiRequest<'wallet/withdraw'> = { account_type: 'wallet', target_id, amount: '30', pay_password: '123456' };
    const first = await s.api('wallet/withdraw', body, { token: m.token, headers });
    expect(first.body.code).toBe(0);
    // The wallet is unbound meanwhile: a new request would be refused (1003), the retry is not.
    await s.api('member/wallet_unbind', { id: target_id, pay_password: '123456' }, { token: m.token });
    const retry = await s.call('POST', 'wallet/withdraw', body, { token: m.token, headers });
    expect(retry.raw).toBe(first.raw);
    expect((await s.call('POST', 'wallet/withdraw', body, { token: m.token })).body.code).toBe(1003);

    const finance = await financeToken(s);
    const decision = { id: first.data.id, approve: true };
    const decided = await s.api('ops/withdraw_decide', decision, { token: finance, headers: { 'idempotency-key': 'retry-decide-0001' } });
    expect(decided.body.code).toBe(0);
    const hours = s.running.services.config.money.reviewHours;
    const saved = { ...hours };
    // Review hours that are never open now; the retried decision still answers what was decided.
    const now = s.clock.now();
    const closedStart = `${String((now.getUTCHours() + 2) % 24).padStart(2, '0')}:00`;
    const closedEnd = `${String((now.getUTCHours() + 2) % 24).padStart(2, '0')}:30`;
    Object.assign(hours, { start: closedStart, end: closedEnd, timezone: 'UTC' });
    try {
      const again = await s.api('ops/withdraw_decide', decision, { token: finance, headers: { 'idempotency-key': 'retry-decide-0001' } });
      expect(again.raw).toBe(decided.raw);
      const fresh = await s.api('ops/withdraw_decide', decision, { token: finance });
      expect(fresh.body.code).toBe(409);
    } finally {
      Object.assign(hours, saved);
    }
    expect(await assetOf(s, m.token)).toEqual({ total: '30.00', available: '30.00', frozen: '0.00' });
    expect(await ledgerProblems(s)).toEqual([]);
  });
});
