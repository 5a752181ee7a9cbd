import { expect, it } from 'vitest';
import { loadCatalogue } from '@server/catalogue/loadCatalogue';
import { describeEachDatabase, freshIp, type TestServer } from './support/harness';
import { uploadImage } from './support/multipart';
import { jpeg } from './support/images';
import { decideVerification } from '@server/kyc/decide';
import { idPhotos, memberIdOf, reviewerId, setPayPassword, verifiedMember } from './support/members';
import { fund, pastPayoutCooldown, txHash, voucher } from './support/money';
import type { FedMarket } from '@server/market/fed-market';
import { provider } from './support/follow';
import { insertProduct } from '@server/fund/products';
import { insertOffer } from '@server/blocks/offers';
import { Decimal } from '@server/ledger/money';
import { staffChatImage, staffWith } from './chat/support';
import { browserKeys, pushEvents } from './support/push';

/**
 * Member B, signed in with its own token, calls every member endpoint there is, aiming at member
 * A's records wherever a call takes an id, a key or a code. Afterwards A's whole account reads
 * exactly as before, and nothing B was answered carries A's data.
 */

interface Member {
  token: string;
  uid: string;
  email: string;
}

interface Fixture {
  a: Member & {
    cardId: number;
    walletId: number;
    photoKey: string;
    address: string;
    voucherKey: string;
    depositId: number;
    withdrawalId: number;
    orderId: number;
    orderNo: string;
    followId: number;
    productId: number;
    contractVersion: string;
    purchaseId: number;
    /** A member A invited: on A's team, on nobody else's. */
    teamUid: string;
    chatMessageId: number;
    chatImage: string;
    /** A photo support sent into A's conversation (ops/chat_image, then ops/chat_send). */
    supportPhoto: string;
    noticeId: number;
    /** A's phone, subscribed to Web Push. */
    pushEndpoint: string;
    /** A's pending application for a block trade, and the block. */
    blockApplicationId: number;
    blockOfferId: number;
  };
  providerId: number;
  b: Member;
}

type Attempt = (s: TestServer, f: Fixture) => Promise<unknown[]>;

const A_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const IBAN = 'GB82WEST12345698765432';
/** B's login password after its member/set_password attempt. */
const B_PASSWORD = 'Changed0!';

async function codeSentToA(s: TestServer, f: Fixture, purpose: string): Promise<string> {
  s.clock.advance(61_000); // the resend countdown of the previous code to A
  expect((await s.call('POST', 'users/cell_code', { purpose }, { token: f.a.token })).body.code).toBe(0);
  return s.lastCode(f.a.email);
}

/** Endpoint id -> what B does with it; each returns the replies B got (checked for A's data). */
const attempts: Record<string, Attempt> = {
  'member/info': async (s, { b }) => [(await s.api('member/info', undefined, { token: b.token })).body],
  'member/level': async (s, { b }) => [(await s.api('member/level', undefined, { token: b.token })).body],
  'users/share': async (s, { b }) => [(await s.api('users/share', undefined, { token: b.token })).body],
  'member/verify.get': async (s, { b }) => [(await s.api('member/verify.get', undefined, { token: b.token })).body],
  'member/bank_info': async (s, { b }) => [(await s.api('member/bank_info', undefined, { token: b.token })).body],
  'member/digital_info': async (s, { b }) => [(await s.api('member/digital_info', undefined, { token: b.token })).body],
  'upload/image': async (s, { b }) => [(await uploadImage(s, b.token, 'realname_front', jpeg())).body],
  'member/verify.post': async (s, f) => {
    // A's photo keys do not become B's documents.
    const res = await s.api(
      'member/verify.post',
      { real_name: 'Bae Borrower', id_type: 'passport', id_number: 'B7654321', front_img: f.a.photoKey, back_img: f.a.photoKey },
      { token: f.b.token },
    );
    expect(res.body.code).not.toBe(0);
    return [res.body];
  },
  'member/verify.put': async (s, f) => {
    const res = await s.api(
      'member/verify.put',
      { real_name: 'Bae Borrower', id_type: 'passport', id_number: 'B7654321', front_img: f.a.photoKey, back_img: f.a.photoKey },
      { token: f.b.token },
    );
    expect(res.body.code).not.toBe(0);
    return [res.body];
  },
  'member/bank_bind': async (s, { b }) => [
    (
      await s.api(
        'member/bank_bind',
        { bank_name: 'HSBC', account_no: '99887766', account_name: 'Bae Borrower', iban: IBAN, pay_password: '864200' },
        { token: b.token },
      )
    ).body,
  ],
  'member/bank_edit': async (s, f) => {
    const res = await s.api(
      'member/bank_edit',
      { id: f.a.cardId, bank_name: 'HSBC', account_no: '11112222', account_name: 'Bae Borrower', iban: IBAN, pay_password: '864200' },
      { token: f.b.token },
    );
    expect(res.body.code).toBe(404);
    return [res.body];
  },
  'member/digital_bind': async (s, f) => {
    // A's address stays A's: binding it again is refused for B, even with B's own payment password.
    const res = await s.api(
      'member/digital_bind',
      { protocol: 'TRC20', address: f.a.address, pay_password: '864200' },
      { token: f.b.token },
    );
    expect(res.body.code).toBe(409);
    return [res.body];
  },
  'member/wallet_unbind': async (s, f) => {
    const wallet = await s.api('member/wallet_unbind', { id: f.a.walletId, pay_password: '864200' }, { token: f.b.token });
    const card = await s.api('member/wallet_unbind', { id: f.a.cardId, kind: 'bank_card', pay_password: '864200' }, { token: f.b.token });
    expect([wallet.body.code, card.body.code]).toEqual([404, 404]);
    return [wallet.body, card.body];
  },
  'users/cell_code': async (s, { b }) => [(await s.api('users/cell_code', { purpose: 'security' }, { token: b.token })).body],
  'users/resetpwd': async (s, f) => {
    // A code sent to A's address does not reset B's password, let alone A's.
    const res = await s.api('users/resetpwd', { code: await codeSentToA(s, f, 'security'), password: 'Taken0ver!' }, { token: f.b.token });
    expect(res.body.code).not.toBe(0);
    return [res.body];
  },
  'member/set_payment_code': async (s, f) => {
    const res = await s.api(
      'member/set_payment_code',
      { pay_password: '000111', code: await codeSentToA(s, f, 'pay_password') },
      { token: f.b.token },
    );
    expect(res.body.code).not.toBe(0);
    return [res.body];
  },
  'member/set_password': async (s, { b }) => [
    (await s.api('member/set_password', { old_password: 'Passw0rd!', password: 'Changed0!' }, { token: b.token })).body,
  ],
  'member/email': async (s, f) => {
    // B cannot take A's email, even holding a code sent to it and B's own login password (as
    // changed by the member/set_password attempt above).
    const res = await s.api(
      'member/email',
      { email: f.a.email, code: await codeSentToA(s, f, 'security'), password: B_PASSWORD },
      { token: f.b.token },
    );
    expect(res.body.code).toBe(409);
    return [res.body];
  },
  'member/member/email_bind': async (s, f) => {
    const res = await s.api(
      'member/member/email_bind',
      { email: f.a.email, code: await codeSentToA(s, f, 'security'), password: B_PASSWORD },
      { token: f.b.token },
    );
    expect(res.body.code).not.toBe(0);
    return [res.body];
  },
  'member/mobile': async (s, f) => {
    const res = await s.api(
      'member/mobile',
      { area_code: '82', mobile: '1099990000', code: await codeSentToA(s, f, 'security'), password: B_PASSWORD },
      { token: f.b.token },
    );
    expect(res.body.code).not.toBe(0);
    return [res.body];
  },
  'users/set_nickname': async (s, { b }) => [(await s.api('users/set_nickname', { nickname: 'Bee' }, { token: b.token })).body],
  'member/modify_user': async (s, { b }) => [(await s.api('member/modify_user', { introduction: 'B here' }, { token: b.token })).body],
  'member/asset': async (s, { b }) => [(await s.api('member/asset', undefined, { token: b.token })).body],
  'wallet/conf': async (s, { b }) => [(await s.api('wallet/conf', undefined, { token: b.token })).body],
  'wallet/pay_method': async (s, { b }) => [(await s.api('wallet/pay_method', undefined, { token: b.token })).body],
  'wallet/rec_digital': async (s, { b }) => [(await s.api('wallet/rec_digital', undefined, { token: b.token })).body],
  'wallet/rec_account': async (s, { b }) => [(await s.api('wallet/rec_account', undefined, { token: b.token })).body],
  'wallet/digital_option': async (s, { b }) => [(await s.api('wallet/digital_option', undefined, { token: b.token })).body],
  'wallet/bank_option': async (s, { b }) => [(await s.api('wallet/bank_option', undefined, { token: b.token })).body],
  'wallet/bill_type': async (s, { b }) => [(await s.api('wallet/bill_type', undefined, { token: b.token })).body],
  'wallet/bill': async (s, { b }) => [(await s.api('wallet/bill', undefined, { token: b.token })).body],
  'wallet/statement': async (s, { b }) => {
    // There is no id to ask for A's statement: B's is built from B's session. The file is decoded here,
    // so the check below reads what B was given (A's uid, order numbers) and not its base64.
    const year = await s.api(
      'wallet/statement',
      { period: 'year', from: Math.floor(s.clock.now().getTime() / 1000), format: 'csv' },
      { token: b.token },
    );
    const csv = Buffer.from(year.data.content, 'base64').toString('utf8');
    expect(csv).toContain(b.uid);
    return [year.body, csv];
  },
  'wallet/deposits': async (s, { b }) => [(await s.api('wallet/deposits', undefined, { token: b.token })).body],
  'wallet/withdraws': async (s, { b }) => [(await s.api('wallet/withdraws', undefined, { token: b.token })).body],
  'trans/trade/logs': async (s, { b }) => [(await s.api('trans/trade/logs', undefined, { token: b.token })).body],
  'trans/exchange/logs': async (s, { b }) => [(await s.api('trans/exchange/logs', undefined, { token: b.token })).body],
  'wallet/deposit': async (s, f) => {
    // A's voucher photo does not prove a deposit of B's.
    const res = await s.api(
      'wallet/deposit',
      { currency_type: 'virtual', rec_id: 1, amount: '100', voucher: f.a.voucherKey, tx_hash: txHash(), depositor_name: 'Bae Borrower' },
      { token: f.b.token },
    );
    expect(res.body.code).toBe(422);
    return [res.body];
  },
  'wallet/withdraw_quote': async (s, f) => {
    const res = await s.call(
      'GET',
      'wallet/withdraw_quote',
      { account_type: 'wallet', target_id: String(f.a.walletId), amount: '20' },
      { token: f.b.token },
    );
    expect(res.body.code).not.toBe(0);
    return [res.body];
  },
  'wallet/withdraw': async (s, f) => {
    const res = await s.api(
      'wallet/withdraw',
      { account_type: 'wallet', target_id: f.a.walletId, amount: '20', pay_password: '864200' },
      { token: f.b.token },
    );
    expect(res.body.code).not.toBe(0);
    return [res.body];
  },
  'wallet/withdraw_cancel': async (s, f) => {
    const res = await s.api('wallet/withdraw_cancel', { id: f.a.withdrawalId }, { token: f.b.token });
    expect(res.body.code).toBe(404);
    return [res.body];
  },
  'trans/platform': async (s, { b }) => [
    (await s.api('trans/platform', { from: 'asset', to: 'etf', amount: '10' }, { token: b.token })).body,
  ],
  'trans/balance': async (s, { b }) => [
    (await s.api('trans/balance', { from_currency: 'USDT', to_currency: 'USD', amount: '10' }, { token: b.token })).body,
  ],
  'trans/uid_check': async (s, f) => {
    // By design it answers the masked nickname of the UID typed (to confirm before paying); that
    // UID is B's own input, so this reply is left out of the leak check.
    const res = await s.api('trans/uid_check', { uid: f.a.uid }, { token: f.b.token });
    expect(res.data.nickname).not.toBe('Alice');
    return [];
  },
  'trans/social': async (s, f) => {
    // More than B holds: refused, and nothing of A's comes back.
    const res = await s.api('trans/social', { uid: f.a.uid, amount: '5', pay_password: '864200' }, { token: f.b.token });
    expect(res.body.code).toBe(422);
    return [res.body];
  },
  'market/trade_conf': async (s, { b }) => {
    // A holds SPY; what B may sell is B's own holding: none.
    const res = await s.api('market/trade_conf', { code: 'SPY' }, { token: b.token });
    expect(res.data.sellable).toBe('0');
    return [res.body];
  },
  'etf/buy': async (s, { b }) => {
    // B's ETF account is empty: refused, and A's funds are not B's.
    const res = await s.api(
      'etf/buy',
      { code: 'SPY', delegate_type: 'limit', quantity: '1', price: '590.00', pay_password: '864200', agree: true },
      { token: b.token },
    );
    expect(res.body.code).toBe(422);
    return [res.body];
  },
  'etf/sell': async (s, { b }) => {
    const res = await s.api(
      'etf/sell',
      { code: 'SPY', delegate_type: 'limit', quantity: '0.05', price: '600.00', pay_password: '864200' },
      { token: b.token },
    );
    expect(res.body.code).toBe(422);
    return [res.body];
  },
  'etf/position': async (s, { b }) => {
    const res = await s.api('etf/position', { code: 'SPY', pay_password: '864200' }, { token: b.token });
    expect(res.body.code).not.toBe(0);
    return [res.body];
  },
  // A holds SPY; B holds none: B cannot attach a take-profit or stop-loss to A's holding (nothing of A's moves).
  'etf/position_tpsl': async (s, { b }) => {
    const res = await s.api('etf/position_tpsl', { code: 'SPY', stop_loss: '1.00', pay_password: '864200' }, { token: b.token });
    expect(res.body.code).not.toBe(0);
    return [res.body];
  },
  'order/revoke': async (s, f) => {
    const res = await s.api('order/revoke', { id: f.a.orderId }, { token: f.b.token });
    expect(res.body.code).toBe(404);
    return [res.body];
  },
  // The block A applied for: B sees the offer but not A's application, cannot revoke it, and holds nothing from it.
  'market/block_list': async (s, f) => {
    const res = await s.api('market/block_list', {}, { token: f.b.token });
    expect(res.data.list.find((o) => o.id === f.a.blockOfferId)).toMatchObject({ my_quantity: 0 });
    return [res.body];
  },
  'market/block_apply': async (s, f) => {
    const res = await s.api(
      'market/block_apply',
      { id: f.a.blockOfferId, quantity: 1, pay_password: '864200', agree: true },
      { token: f.b.token },
    );
    expect(res.body.code).not.toBe(0);
    return [res.body];
  },
  'order/block_revoke': async (s, f) => {
    const res = await s.api('order/block_revoke', { id: f.a.blockApplicationId }, { token: f.b.token });
    expect(res.body.code).toBe(404);
    return [res.body];
  },
  'order/block_apply': async (s, f) => {
    const res = await s.api('order/block_apply', {}, { token: f.b.token });
    expect(res.data.total).toBe(0);
    return [res.body];
  },
  'order/block_hold': async (s, f) => {
    const res = await s.api('order/block_hold', {}, { token: f.b.token });
    expect(res.data.total).toBe(0);
    return [res.body];
  },
  'order/block_history': async (s, f) => {
    const res = await s.api('order/block_history', {}, { token: f.b.token });
    expect(res.data.total).toBe(0);
    return [res.body];
  },
  'etf/order': async (s, f) => {
    const res = await s.api('etf/order', { id: f.a.orderId }, { token: f.b.token });
    expect(res.body.code).toBe(404);
    return [res.body];
  },
  // B ends the trading unlock of B's own session: A's (from A's order) stays, as the snapshot shows.
  'etf/trade_lock': async (s, { b }) => {
    const res = await s.api('etf/trade_lock', {}, { token: b.token });
    expect(res.body.code).toBe(0);
    return [res.body];
  },
  'etf/holding': async (s, { b }) => {
    const res = await s.api('etf/holding', { code: 'SPY' }, { token: b.token });
    expect(res.body.code).toBe(404);
    return [res.body];
  },
  'etf/orders': async (s, { b }) => {
    const replies = [];
    for (const tab of ['holding', 'closed', 'entrust'] as const) {
      const res = await s.api('etf/orders', { tab }, { token: b.token });
      expect(res.data.list).toEqual([]);
      replies.push(res.body);
    }
    return replies;
  },
  // Market reads are the same for everyone; favorites are per member: B neither sees nor removes A's GLD.
  'etf/index': async (s, { b }) => [(await s.api('etf/index', {}, { token: b.token })).body],
  'etf/list': async (s, { b }) => [(await s.api('etf/list', {}, { token: b.token })).body],
  'etf/search': async (s, { b }) => [(await s.api('etf/search', { keyword: 'GLD' }, { token: b.token })).body],
  'etf/kline': async (s, { b }) => [(await s.api('etf/kline', { code: 'GLD', period: '1day' }, { token: b.token })).body],
  'etf/custom': async (s, { b }) => {
    const res = await s.api('etf/custom', {}, { token: b.token });
    expect(res.data.list.map((l) => l.code)).not.toContain('GLD');
    return [res.body];
  },
  'etf/detail': async (s, { b }) => {
    const res = await s.api('etf/detail', { code: 'GLD' }, { token: b.token });
    expect(res.data.is_favorite).toBe(false);
    return [res.body];
  },
  'etf/custom_add': async (s, { b }) => [(await s.api('etf/custom_add', { code: 'GLD' }, { token: b.token })).body],
  'etf/custom_del': async (s, { b }) => [(await s.api('etf/custom_del', { code: 'GLD' }, { token: b.token })).body],
  'market/category': async (s, { b }) => [(await s.api('market/category', {}, { token: b.token })).body],
  'market/increase': async (s, { b }) => [(await s.api('market/increase', {}, { token: b.token })).body],
  'market/decline': async (s, { b }) => [(await s.api('market/decline', {}, { token: b.token })).body],
  'market/gainer_list': async (s, { b }) => [(await s.api('market/gainer_list', {}, { token: b.token })).body],
  'market/news': async (s, { b }) => [(await s.api('market/news', {}, { token: b.token })).body],
  'follow/conf': async (s, { b }) => [(await s.api('follow/conf', {}, { token: b.token })).body],
  'follow/list': async (s, { b }) => [(await s.api('follow/list', {}, { token: b.token })).body],
  'follow/statis': async (s, f) => [(await s.api('follow/statis', { id: f.providerId }, { token: f.b.token })).body],
  'follow/chart': async (s, f) => [(await s.api('follow/chart', { id: f.providerId }, { token: f.b.token })).body],
  'follow/buy': async (s, f) => {
    // B has no money: refused, and A's subscription is not B's to take over.
    const res = await s.api(
      'follow/buy',
      { id: f.providerId, amount: '100', days: 7, pay_password: '864200', agree: true },
      { token: f.b.token },
    );
    expect(res.body.code).not.toBe(0);
    return [res.body];
  },
  'follow/log': async (s, { b }) => {
    const res = await s.api('follow/log', {}, { token: b.token });
    expect(res.data.total).toBe(0);
    return [res.body];
  },
  'follow/stop': async (s, f) => {
    const res = await s.api('follow/stop', { id: f.a.followId, pay_password: '864200', agree: true }, { token: f.b.token });
    expect(res.body.code).toBe(404);
    return [res.body];
  },
  'follow/stop_loss': async (s, f) => {
    const res = await s.api('follow/stop_loss', { id: f.a.followId, stop_loss: '0.5' }, { token: f.b.token });
    expect(res.body.code).toBe(404);
    return [res.body];
  },
  'fund/top': async (s, { b }) => [(await s.api('fund/top', undefined, { token: b.token })).body],
  'fund/top_rank': async (s, { b }) => [(await s.api('fund/top_rank', undefined, { token: b.token })).body],
  'fund/contract': async (s, f) => [(await s.api('fund/contract', { id: f.a.productId }, { token: f.b.token })).body],
  'fund/top_buy': async (s, f) => {
    // B, with no money, buys the product A holds: refused, and A's purchase is untouched.
    const res = await s.api(
      'fund/top_buy',
      { id: f.a.productId, amount: '20', contract_version: f.a.contractVersion, pay_password: '864200', agree: true },
      { token: f.b.token },
    );
    expect(res.body.code).toBe(422);
    return [res.body];
  },
  'fund/top_list': async (s, f) => {
    const res = await s.api('fund/top_list', {}, { token: f.b.token });
    expect(res.data.total).toBe(0);
    expect(res.data.list.map((p) => p.id)).not.toContain(f.a.purchaseId);
    return [res.body];
  },
  'member/team_list': async (s, f) => {
    const replies = [];
    for (const level of [1, 2]) {
      const res = await s.api('member/team_list', { level }, { token: f.b.token });
      expect(res.data.total).toBe(0);
      expect(res.data.list.map((m) => m.uid)).not.toContain(f.a.teamUid);
      replies.push(res.body);
    }
    return replies;
  },
  'member/team_gain': async (s, f) => {
    const res = await s.api('member/team_gain', { period: '1y' }, { token: f.b.token });
    expect(res.data).toMatchObject({ first_level_count: 0, second_level_count: 0, team_size: 0, total_rewards: '0.00' });
    return [res.body];
  },
  'chat/history': async (s, { b }) => {
    // Before B writes, B has no conversation: nothing of A's.
    const res = await s.api('chat/history', {}, { token: b.token });
    expect(res.data.list).toEqual([]);
    return [res.body];
  },
  'chat/read': async (s, f) => {
    // A's message id marks nothing: B has no conversation to mark.
    const res = await s.api('chat/read', { up_to: f.a.chatMessageId }, { token: f.b.token });
    expect(res.body.code).toBe(404);
    return [res.body];
  },
  'chat/send': async (s, f) => {
    // A's chat photo is not B's to send; B's own message goes into B's own conversation.
    const photo = await s.api('chat/send', { client_id: 'b-sends-a-photo', image: f.a.chatImage }, { token: f.b.token });
    expect(photo.body.code).toBe(404);
    const theirs = await s.api('chat/send', { client_id: 'b-sends-support-photo', image: f.a.supportPhoto }, { token: f.b.token });
    expect(theirs.body.code).toBe(404);
    const own = await s.api('chat/send', { client_id: 'b-own-message', body: 'from B' }, { token: f.b.token });
    const history = await s.api('chat/history', {}, { token: f.b.token });
    expect(history.data.list.map((m) => m.body)).toEqual(['from B']);
    return [photo.body, theirs.body, own.body, history.body];
  },
  'member/documents': async (s, { b }) => [(await s.api('member/documents', undefined, { token: b.token })).body],
  'member/accept': async (s, f) => {
    // B accepts the current agreement: recorded for B alone; A's acceptances (in accountOf) stay as they were.
    const version = (await s.api('common/tmp', { key: 'agreement' })).data.version;
    const res = await s.api('member/accept', { key: 'agreement', version }, { token: f.b.token });
    expect(res.body.code).toBe(0);
    return [res.body];
  },
  'announce/list': async (s, f) => {
    const res = await s.api('announce/list', {}, { token: f.b.token });
    // B's own notices only (its verification passed), never A's.
    expect(res.data.list.filter((n) => n.kind === 'notice' && n.id === f.a.noticeId)).toEqual([]);
    return [res.body];
  },
  'announce/detail': async (s, f) => {
    const res = await s.api('announce/detail', { id: f.a.noticeId, kind: 'notice' }, { token: f.b.token });
    expect(res.body.code).toBe(404);
    return [res.body];
  },
  'announce/read': async (s, f) => {
    // Marking A's notice read is not found, and A's notice stays unread (accountOf).
    const res = await s.api('announce/read', { id: f.a.noticeId, kind: 'notice' }, { token: f.b.token });
    expect(res.body.code).toBe(404);
    return [res.body];
  },
  'announce/unread': async (s, { b }) => [(await s.api('announce/unread', undefined, { token: b.token })).body],
  // No member data in or out: B's search (refused here, no geocoder is configured) names nothing of A's.
  'common/geocode': async (s, { b }) => [(await s.api('common/geocode', { q: A_ADDRESS }, { token: b.token })).body],
  'common/popup': async (s, { b }) => [(await s.api('common/popup', undefined, { token: b.token })).body],
  'common/popup_seen': async (s, { b }) => [(await s.api('common/popup_seen', { id: 1, version: 1 }, { token: b.token })).body],
  'member/push_prefs': async (s, { b }) => {
    // B's own device: not subscribed, whatever A's is.
    const res = await s.api('member/push_prefs', undefined, { token: b.token });
    expect(res.data.subscribed).toBe(false);
    return [res.body];
  },
  'member/push_subscribe': async (s, f) => {
    // A's endpoint with B's keys would take A's phone over: refused while A's session lives.
    const keys = browserKeys();
    const res = await s.api(
      'member/push_subscribe',
      {
        endpoint: f.a.pushEndpoint,
        keys: { p256dh: keys.p256dh, auth: keys.auth },
        events: pushEvents({ deposit: true, withdrawal: true }),
      },
      { token: f.b.token },
    );
    expect(res.body.code).toBe(409);
    return [res.body];
  },
  'member/push_events': async (s, { b }) => {
    // B has no subscription of its own; A's is out of reach (the call names no device).
    const res = await s.api('member/push_events', { events: pushEvents() }, { token: b.token });
    expect(res.body.code).toBe(404);
    return [res.body];
  },
  'member/push_unsubscribe': async (s, { b }) => [(await s.api('member/push_unsubscribe', {}, { token: b.token })).body],
  'member/logout': async (s, { b }) => [(await s.api('member/logout', {}, { token: b.token })).body],
};

/** Everything A can read about itself, plus its photo's bytes. */
async function accountOf(s: TestServer, f: Fixture): Promise<unknown> {
  const read = async (path: string) => (await s.call('GET', path, undefined, { token: f.a.token })).body;
  const photo = await s.running.app.inject({
    method: 'GET',
    url: `/api/files/${f.a.photoKey}`,
    headers: { authorization: `Bearer ${f.a.token}` },
  });
  const { rows } = await s.running.services.db.query(
    'SELECT password_hash, pay_password_hash, email, mobile, nickname, introduction FROM members WHERE uid = $1',
    [f.a.uid],
  );
  const favorites = await s.running.services.db.query(
    'SELECT f.code FROM market_favorites f JOIN members m ON m.id = f.member_id WHERE m.uid = $1 ORDER BY f.code',
    [f.a.uid],
  );
  const accepted = await s.running.services.db.query(
    `SELECT a.key, a.version, a.context, a.accepted_at FROM document_acceptances a JOIN members m ON m.id = a.member_id WHERE m.uid = $1 ORDER BY a.id`,
    [f.a.uid],
  );
  const push = await s.running.services.db.query(
    `SELECT p.endpoint, p.p256dh, p.auth, p.events, p.session_id::text AS session_id FROM push_subscriptions p JOIN members m ON m.id = p.member_id WHERE m.uid = $1`,
    [f.a.uid],
  );
  expect(push.rows).toHaveLength(1);
  return {
    push: push.rows,
    favorites: favorites.rows,
    accepted: accepted.rows,
    documents: await read('member/documents'),
    info: await read('member/info'),
    verify: await read('member/verify'),
    cards: await read('member/bank_info'),
    wallets: await read('member/digital_info'),
    share: await read('users/share'),
    team: (await s.call('GET', 'member/team_list', { level: 1 }, { token: f.a.token })).body,
    asset: await read('member/asset'),
    // Its holding's own figures (not the quote's staleness, which moves with the wall clock).
    holding: await s.call('GET', 'etf/holding', { code: 'SPY' }, { token: f.a.token }).then((r) => {
      const { quantity, cost_basis, trades } = (r.body as { data: { quantity: string; cost_basis: string; trades: unknown[] } }).data;
      return { quantity, cost_basis, trades };
    }),
    unlockedUntil: await s.call('GET', 'market/trade_conf', { code: 'SPY' }, { token: f.a.token }).then((r) => {
      const until = (r.body as { data: { trade_unlocked_until: number | null } }).data.trade_unlocked_until;
      expect(until).not.toBeNull();
      return until;
    }),
    bill: await read('wallet/bill'),
    deposits: await read('wallet/deposits'),
    withdraws: await read('wallet/withdraws'),
    funds: await read('fund/top_list'),
    transfers: await read('trans/trade/logs'),
    follow: await read('follow/log'),
    chat: await read('chat/history'),
    notices: await read('announce/list'),
    blocks: await read('order/block_apply'),
    unread: await read('announce/unread'),
    photo: { status: photo.statusCode, bytes: photo.rawPayload.toString('base64') },
    row: rows[0],
    // The orders' rows, not their views: the views carry the live quote's age, which moves with the clock.
    orders: (
      await s.running.services.db.query(
        `SELECT o.id::text AS id, o.status, o.occupied::text AS occupied, o.hold_id::text AS hold_id FROM etf_orders o JOIN members m ON m.id = o.member_id WHERE m.uid = $1 ORDER BY o.id`,
        [f.a.uid],
      )
    ).rows,
  };
}

const { endpoints } = loadCatalogue();

describeEachDatabase('one member cannot reach another', (get) => {
  it('has an attempt for every live member endpoint', () => {
    const memberCalls = endpoints.filter((e) => e.auth && e.status === 'live').map((e) => e.id);
    expect(memberCalls.filter((id) => !(id in attempts))).toEqual([]);
  });

  it('leaves member A exactly as it was after member B tries every member endpoint on it', async () => {
    const s = get();
    const aEmail = 'alice.isolated@example.com';
    const a = await verifiedMember(s, aEmail, 'Alice Isolated');
    await setPayPassword(s, a.token, aEmail, '135790');
    const card = await s.api(
      'member/bank_bind',
      { bank_name: 'KB Kookmin Bank', account_no: '12345678', account_name: 'Alice Isolated', iban: IBAN, pay_password: '135790' },
      { token: a.token },
    );
    const wallet = await s.api(
      'member/digital_bind',
      { protocol: 'TRC20', address: A_ADDRESS, pay_password: '135790' },
      { token: a.token },
    );
    pastPayoutCooldown(s);
    await s.api('users/set_nickname', { nickname: 'Alice' }, { token: a.token });
    const photoKey = (await idPhotos(s, a.token)).front_img;
    await fund(s, a, 'Alice Isolated', '100');
    expect((await s.api('etf/custom_add', { code: 'GLD' }, { token: a.token })).body.code).toBe(0);
    const voucherKey = await voucher(s, a.token);
    const deposit = await s.api(
      'wallet/deposit',
      { currency_type: 'virtual', rec_id: 1, amount: '50', voucher: voucherKey, tx_hash: txHash(), depositor_name: 'Alice Isolated' },
      { token: a.token },
    );
    const withdrawal = await s.api(
      'wallet/withdraw',
      { account_type: 'wallet', target_id: wallet.data.id, amount: '30', pay_password: '135790' },
      { token: a.token },
    );
    // A's pending limit order (its funds held in the ETF account), on a quote fed by hand.
    const feed = s.running.services.market as FedMarket;
    const at = s.clock.now();
    feed.feedFx({ currency: 'USD', rate: '1', time: at, source: 'Test feed' });
    feed.feed({
      code: 'SPY',
      bid: '600.00',
      ask: '600.10',
      last: '600.00',
      open: '600',
      high: '600',
      low: '600',
      prev_close: '600',
      volume: 0,
      time: at,
      source: 'Test feed',
    });
    await s.api('trans/platform', { from: 'asset', to: 'etf', amount: '40' }, { token: a.token });
    const order = await s.api(
      'etf/buy',
      { code: 'SPY', delegate_type: 'limit', quantity: '0.05', price: '590.00', time_in_force: 'gtc', pay_password: '135790', agree: true },
      { token: a.token },
    );
    expect(order.data.status).toBe('pending');
    // A's application for a block of SPY at 1 USDT a share (offered around the wall clock's now).
    const blockOfferId = await insertOffer(s.running.services.db, {
      code: 'SPY',
      market: 'US',
      refPrice: '1.2',
      currency: 'USD',
      fxRate: '1',
      discountRate: '0.2',
      price: '1.00',
      quantity: 100,
      lot: 1,
      minQuantity: 1,
      maxQuantity: 10,
      startAt: new Date(s.clock.now().getTime() - 3_600_000),
      endAt: new Date(s.clock.now().getTime() + 86_400_000),
      lockupDays: 10,
      unlockAt: new Date(s.clock.now().getTime() + 11 * 86_400_000),
      createdBy: null,
      at: s.clock.now(),
    });
    const blockApplication = await s.api(
      'market/block_apply',
      { id: Number(blockOfferId), quantity: 2, pay_password: '135790', agree: true },
      { token: a.token },
    );
    expect(blockApplication.body.code).toBe(0);
    // A's holding of SPY, which B must not read: the row a fill leaves (the suite runs on the wall clock,
    // when the market may be closed and a market buy would wait).
    await s.running.services.db.query(
      `INSERT INTO etf_positions (member_id, code, quantity, cost_basis, opened_at, updated_at) VALUES ((SELECT id FROM members WHERE uid = $1), 'SPY', 0.01, 7.01, now(), now())`,
      [a.uid],
    );
    // A's copy-trading subscription (its principal held in the follow account).
    const signals = await provider(s, 'isolated', '100');
    await fund(s, a, 'Alice Isolated', '200');
    const follow = await s.api(
      'follow/buy',
      { id: signals.providerId, amount: '100', days: 7, stop_loss: '0.2', pay_password: '135790', agree: true },
      { token: a.token },
    );
    expect(follow.body.code).toBe(0);
    // A's Top 10 purchase, of a product made for it (the demo products' minimums are above A's means).
    const product = await insertProduct(
      s.running.services.db,
      {
        name: 'Isolation fund',
        minAmount: new Decimal(10),
        // 7.3% a year: under the published cap on what a product may pay (server/fund/config.ts).
        dailyRate: new Decimal('0.0002'),
        days: 30,
        startAt: new Date(s.clock.now().getTime() - 3_600_000),
        endAt: new Date(s.clock.now().getTime() + 30 * 86_400_000),
        capacity: new Decimal(1000),
        createdBy: null,
        at: s.clock.now(),
      },
      s.running.services.config.fund,
    );
    const purchase = await s.api(
      'fund/top_buy',
      { id: Number(product.id), amount: '20', contract_version: product.contract_version, pay_password: '135790', agree: true },
      { token: a.token },
    );
    expect(purchase.body.code).toBe(0);
    // A's support conversation, with a photo.
    const chatImage = (await uploadImage(s, a.token, 'chat_image', jpeg())).body.data!.key;
    const chat = await s.api(
      'chat/send',
      { client_id: 'a-chat-message', body: 'Alice Isolated asks', image: chatImage },
      { token: a.token },
    );
    expect(chat.body.code).toBe(0);
    // Support answers A with a photo: it belongs to A's conversation, never to B.
    const agent = await staffWith(s, ['support']);
    const aConversation = (await s.api('chat/history', {}, { token: a.token })).data.conversation_id;
    const supportPhoto = (await staffChatImage(s, agent.token, aConversation, jpeg())).data!.key;
    const reply = await s.api(
      'ops/chat_send',
      { id: aConversation, client_id: 'support-photo-to-a', image: supportPhoto },
      { token: agent.token },
    );
    expect(reply.body.code).toBe(0);
    const notices = await s.api('announce/list', { kind: 'notice' }, { token: a.token });
    const pushKeys = browserKeys();
    const pushEndpoint = 'https://push.example.com/send/alice-isolated-phone';
    const pushed = await s.api(
      'member/push_subscribe',
      { endpoint: pushEndpoint, keys: { p256dh: pushKeys.p256dh, auth: pushKeys.auth }, events: pushEvents({ deposit: true }) },
      { token: a.token },
    );
    expect(pushed.body.code).toBe(0);
    const bEmail = 'bob.isolated@example.com';
    const b = await s.registerByEmail(bEmail);
    const invite = (await s.api('member/info', undefined, { token: a.token })).data.invite_code;
    const teamMember = await s.registerByEmail('carol.isolated@example.com', undefined, { invite_code: invite });
    const f: Fixture = {
      a: {
        ...a,
        email: aEmail,
        cardId: card.data.id,
        walletId: wallet.data.id,
        photoKey,
        address: A_ADDRESS,
        voucherKey,
        depositId: deposit.data.id,
        withdrawalId: withdrawal.data.id,
        orderId: order.data.id,
        orderNo: order.data.order_no,
        followId: follow.data.id,
        productId: Number(product.id),
        contractVersion: product.contract_version,
        purchaseId: purchase.data.id,
        teamUid: teamMember.uid,
        chatMessageId: chat.data.id,
        chatImage,
        supportPhoto,
        noticeId: notices.data.list[0]!.id,
        pushEndpoint,
        blockApplicationId: blockApplication.data.id,
        blockOfferId: Number(blockOfferId),
      },
      providerId: signals.providerId,
      b: { ...b, email: bEmail },
    };

    const before = await accountOf(s, f);
    // B's own token cannot open A's photo either.
    const photo = await s.running.app.inject({
      method: 'GET',
      url: `/api/files/${photoKey}`,
      headers: { authorization: `Bearer ${b.token}` },
    });
    expect(photo.statusCode).toBe(404);
    // Nor the photo support sent into A's conversation.
    const supportSent = await s.running.app.inject({
      method: 'GET',
      url: `/api/files/${supportPhoto}`,
      headers: { authorization: `Bearer ${b.token}` },
    });
    expect(supportSent.statusCode).toBe(404);

    // While B has no verification of its own, A's photos cannot make one; then B is verified and
    // has a payment password, so the later calls reach their ownership checks, not an earlier refusal.
    const first = ['member/verify.post', 'member/verify.put'];
    const replies: unknown[] = [];
    for (const id of first) replies.push(...(await attempts[id]!(s, f)));
    expect(
      (
        await s.api(
          'member/verify.post',
          { real_name: 'Bae Borrower', id_type: 'passport', id_number: 'B7654321', ...(await idPhotos(s, b.token)) },
          { token: b.token },
        )
      ).body.code,
    ).toBe(0);
    await decideVerification(s.running.services, await memberIdOf(s, b.uid), { approve: true }, await reviewerId(s));
    await setPayPassword(s, b.token, bEmail, '864200');
    for (const [id, attempt] of Object.entries(attempts)) {
      if (first.includes(id) || id === 'member/logout') continue; // logout last: it ends B's session
      replies.push(...(await attempt(s, f)));
    }
    replies.push(...(await attempts['member/logout']!(s, f)));

    // Nothing B was told names A; A's account, photo and stored secrets are untouched.
    const told = JSON.stringify(replies);
    for (const secret of [
      a.uid,
      aEmail,
      'Alice Isolated',
      A_ADDRESS,
      '12345678',
      photoKey,
      voucherKey,
      chatImage,
      supportPhoto,
      'Alice Isolated asks',
      deposit.data.order_no,
      order.data.order_no,
      teamMember.uid,
      pushEndpoint,
    ])
      expect(told).not.toContain(secret);
    expect(await accountOf(s, f)).toEqual(before);
    expect((await s.api('member/login', { type: 'email', email: aEmail, password: 'Passw0rd!' }, { ip: freshIp() })).body.code).toBe(0);
  });
});
