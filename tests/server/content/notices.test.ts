import { expect, it } from 'vitest';
import { describeOnPglite } from '../support/harness';
import { bindWallet, financeToken, pastPayoutCooldown, payingMember } from '../support/money';
import { memberIdOf, reviewerId } from '../support/members';
import { decideVerification } from '@server/kyc/decide';
import { idPhotos } from '../support/members';

describeOnPglite('content: personal notices written by the decisions they report', (get) => {
  it('a verification pass and a withdrawal refusal each leave a notice in the member’s language', async () => {
    const s = get();
    const m = await payingMember(s, 'notice', '100');
    const kyc = await s.api('announce/list', { kind: 'notice' }, { token: m.token, lan: 'en' });
    // Verified, then funded: both decisions told the member.
    expect(kyc.data.list.map((n) => [n.kind, n.title, n.read])).toEqual([
      ['notice', 'Deposit credited', false],
      ['notice', 'Verification passed', false],
    ]);

    const target_id = await bindWallet(s, m.token, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    pastPayoutCooldown(s);
    const wd = await s.api(
      'wallet/withdraw',
      { account_type: 'wallet', target_id, amount: '60', pay_password: '123456' },
      { token: m.token },
    );
    await s.api('ops/withdraw_decide', { id: wd.data.id, approve: false, reason: 'Address flagged' }, { token: await financeToken(s) });

    const en = await s.api('announce/list', { kind: 'notice' }, { token: m.token, lan: 'en' });
    expect(en.data.total).toBe(3);
    const { rows } = await s.running.services.db.query<{ order_no: string }>('SELECT order_no FROM withdrawals WHERE id = $1', [
      wd.data.id,
    ]);
    expect(en.data.list[0]).toMatchObject({
      kind: 'notice',
      title: 'Withdrawal refused',
      content: `Your withdrawal ${rows[0]!.order_no} of 60.00 USDT was refused and the amount returned to your account: Address flagged`,
      read: false,
    });
    // The text is written when read, in the reader's language.
    const ko = await s.api('announce/list', { kind: 'notice' }, { token: m.token, lan: 'ko' });
    expect(ko.data.list[0]!.title).toBe('출금 거절');
    expect((await s.api('announce/unread', undefined, { token: m.token })).data.notices).toBe(3);
    await s.api('announce/read', { id: en.data.list[0]!.id, kind: 'notice' }, { token: m.token });
    expect((await s.api('announce/unread', undefined, { token: m.token })).data.notices).toBe(2);
    expect((await s.api('announce/detail', { id: en.data.list[1]!.id, kind: 'notice' }, { token: m.token })).data.read).toBe(true);
    expect((await s.api('announce/unread', undefined, { token: m.token })).data.notices).toBe(1);
  });

  it('a failed verification writes its notice in the decision’s transaction; a refused decision writes none', async () => {
    const s = get();
    const { token, uid } = await s.registerByEmail('kyc-fail@example.com');
    await s.api(
      'member/verify.post',
      { real_name: 'Fail Me', id_type: 'passport', id_number: 'P77777777', ...(await idPhotos(s, token)) },
      { token },
    );
    const memberId = await memberIdOf(s, uid);
    const reviewer = await reviewerId(s);
    await decideVerification(s.running.services, memberId, { approve: false, reason: 'Photo unreadable' }, reviewer);
    // Deciding again is refused (not in review): no second notice.
    await expect(decideVerification(s.running.services, memberId, { approve: true }, reviewer)).rejects.toThrow();
    const list = await s.api('announce/list', { kind: 'notice' }, { token, lan: 'en' });
    expect(list.data.list.map((n) => [n.title, n.content])).toEqual([
      ['Verification failed', 'Your identity verification did not pass: Photo unreadable. You may submit it again.'],
    ]);
  });

  it('a member never reads, marks or counts another member’s notices', async () => {
    const s = get();
    const a = await payingMember(s, 'owner');
    const b = await payingMember(s, 'intruder');
    const mine = await s.api('announce/list', { kind: 'notice' }, { token: a.token });
    const noticeId = mine.data.list[0]!.id;
    expect((await s.api('announce/detail', { id: noticeId, kind: 'notice' }, { token: b.token })).body.code).toBe(404);
    expect((await s.api('announce/read', { id: noticeId, kind: 'notice' }, { token: b.token })).body.code).toBe(404);
    const theirs = await s.api('announce/list', {}, { token: b.token });
    expect(theirs.data.list.map((n) => n.id)).not.toContain(noticeId);
    expect(theirs.data.list.filter((n) => n.kind === 'notice')).toHaveLength(1);
    // B's failed attempt did not mark A's notice read.
    const after = await s.api('announce/list', { kind: 'notice' }, { token: a.token });
    expect(after.data.list.find((n) => n.id === noticeId)?.read).toBe(false);
  });
});
