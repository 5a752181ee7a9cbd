import { expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { describeEachDatabase } from '../support/harness';
import { PAY_PASSWORD, payingMember } from '../support/money';
import { marketOrder, testMarket, tick, trader, US_OPEN } from '../support/trading';
import { follower, provider, runJobs, subscriptionRow, toOpenSession } from '../support/follow';
import { matchingIdle } from '@server/orders/matching';
import { addReserve, buy, buyer, createProduct, DAY, MECHANICS_CAP } from '../fund/support';
import { clientId, staffWith } from '../chat/support';
import { noticesOf, orderNo, shown } from './support';

const MINUTE = 60_000;
const ORDER_KINDS = ['orderBought', 'orderSold', 'orderExpired'];

describeEachDatabase(
  'member notices of orders, copy stop-losses, Top 10 settlements and support replies',
  (get) => {
    it('a market buy and a limit sell each write one fill notice when they fill; a rejected or revoked order writes none', async () => {
      const s = get();
      toOpenSession(s);
      const m = await trader(s, 'nfill', '3000');
      tick(s, 'SPY', '500.00', '500.10');
      const bought = await marketOrder(s, m.token, 'buy', '2.5');
      expect(bought.data.status).toBe('transacted');
      const [notice, ...more] = await noticesOf(s, m.memberId, ORDER_KINDS);
      expect(more).toEqual([]);
      expect(notice).toMatchObject({
        kind: 'orderBought',
        args: { order: await orderNo(s, bought.data.id), code: 'SPY', quantity: '2.5', currency: 'USD' },
        read: false,
      });
      expect(await shown(s, m.token, notice!.id)).toEqual({
        title: 'Order filled',
        content: `Bought 2.5 SPY at 500.10 USD (order ${notice!.args.order}).`,
        read: false,
      });
      // The member's language and separators: German writes 2,5 and 500,10.
      expect((await shown(s, m.token, notice!.id, 'de')).content).toBe(`Gekauft: 2,5 SPY zu 500,10 USD (Order ${notice!.args.order}).`);

      // A limit sell waits (no notice), a revoked one never fills (no notice), the other fills on a later quote (one notice).
      const revoked = await s.api(
        'etf/sell',
        { code: 'SPY', delegate_type: 'limit', quantity: '1', price: '530.00', pay_password: PAY_PASSWORD },
        { token: m.token },
      );
      expect((await s.api('order/revoke', { id: revoked.data.id }, { token: m.token })).body.code).toBe(0);
      const sell = await s.api(
        'etf/sell',
        { code: 'SPY', delegate_type: 'limit', quantity: '1.5', price: '505.00', pay_password: PAY_PASSWORD },
        { token: m.token },
      );
      expect(sell.data.status).toBe('pending');
      expect(await noticesOf(s, m.memberId, ORDER_KINDS)).toHaveLength(1);
      s.clock.advance(1_000);
      tick(s, 'SPY', '506.00', '506.10');
      await matchingIdle(s.running.services);
      tick(s, 'SPY', '507.00', '507.10');
      await matchingIdle(s.running.services);
      const after = await noticesOf(s, m.memberId, ORDER_KINDS);
      expect(after.map((n) => n.kind)).toEqual(['orderBought', 'orderSold']);
      expect(await shown(s, m.token, after[1]!.id)).toMatchObject({
        title: 'Order filled',
        content: `Sold 1.5 SPY at 506.00 USD (order ${await orderNo(s, sell.data.id)}).`,
      });
      // A buy the account cannot pay is refused at placing: no order, no notice.
      const refused = await marketOrder(s, m.token, 'buy', '100');
      expect(refused.body.code).not.toBe(0);
      expect(await noticesOf(s, m.memberId, ORDER_KINDS)).toHaveLength(2);
    });

    it('a copy stop-loss writes one notice to the follower, in the settlement; the provider and an early stop get none', async () => {
      const s = get();
      toOpenSession(s);
      tick(s, 'SPY', '600.00', '600.10');
      const p = await provider(s, 'nstop', '10000');
      const f = await follower(s, 'nstopf', '2000');
      const early = await follower(s, 'nearly', '2000');
      const sub = await s.api(
        'follow/buy',
        { id: p.providerId, amount: '1000', days: 30, stop_loss: '0.1', pay_password: PAY_PASSWORD, agree: true },
        { token: f.token },
      );
      const other = await s.api(
        'follow/buy',
        { id: p.providerId, amount: '1000', days: 30, pay_password: PAY_PASSWORD, agree: true },
        { token: early.token },
      );
      await s.api(
        'etf/buy',
        { code: 'SPY', delegate_type: 'market', quantity: '16', pay_password: PAY_PASSWORD, agree: true },
        { token: p.token },
      );
      expect(
        (await s.api('follow/stop', { id: other.data.id, pay_password: PAY_PASSWORD, agree: true }, { token: early.token })).body.code,
      ).toBe(0);
      s.clock.advance(5 * MINUTE);
      tick(s, 'SPY', '560.00', '560.10');
      await runJobs(s);
      expect(await noticesOf(s, f.memberId, ['copyStopLoss'])).toEqual([]);
      s.clock.advance(5 * MINUTE);
      tick(s, 'SPY', '530.00', '530.10');
      await runJobs(s);
      // Later snapshots below the line find it settled: still one notice.
      s.clock.advance(5 * MINUTE);
      tick(s, 'SPY', '520.00', '520.10');
      await runJobs(s);
      const row = await subscriptionRow(s, sub.data.id);
      expect(row).toMatchObject({ status: 'settled', end_reason: 'stop_loss' });
      const notices = await noticesOf(s, f.memberId, ['copyStopLoss']);
      expect(notices).toHaveLength(1);
      expect(notices[0]!.args).toEqual({
        provider: `Provider nstop`,
        amount: '1000',
        settled: new Decimal(row.settled_amount!).toFixed(),
        currency: 'USDT',
      });
      const value = new Decimal(row.settled_amount!).toFixed(2);
      expect(await shown(s, f.token, notices[0]!.id)).toMatchObject({
        title: 'Copy stopped at its stop-loss',
        content: `Your copy of Provider nstop reached its stop-loss and was settled: ${value} USDT of the 1,000.00 USDT you put in was returned to your asset account.`,
      });
      expect(await noticesOf(s, early.memberId, ['copyStopLoss'])).toEqual([]);
      expect(await noticesOf(s, p.memberId, ['copyStopLoss'])).toEqual([]);
    });

    it('a Top 10 purchase writes one notice when it settles at maturity, none for its daily income', async () => {
      const s = get();
      await addReserve(s, '100');
      const product = await createProduct(s, { name: 'Notice fund', daily_rate: '0.0008', days: 3, min_amount: '100' });
      const m = await buyer(s, 'nfund', '1500');
      await buy(s, m, product, '1000');
      s.clock.advance(2 * DAY);
      await runJobs(s);
      expect(await noticesOf(s, m.memberId, ['fundSettled'])).toEqual([]);
      s.clock.advance(DAY);
      await runJobs(s);
      s.clock.advance(DAY);
      await runJobs(s);
      const notices = await noticesOf(s, m.memberId, ['fundSettled']);
      expect(notices).toHaveLength(1);
      expect(await shown(s, m.token, notices[0]!.id)).toMatchObject({
        title: 'Top 10 purchase settled',
        content: 'Notice fund has matured: 1,002.40 USDT (principal 1,000.00 plus income 2.40) was credited to your asset account.',
      });
      expect((await shown(s, m.token, notices[0]!.id, 'zh')).title).toBe('Top 10 申购已到期结算');
    });

    it('support replies write one notice per burst: none while one is unread, a new one once it is read (in Notices or in the chat)', async () => {
      const s = get();
      const m = await payingMember(s, 'nchat');
      const agent = await staffWith(s, ['support']);
      await s.api('chat/send', { client_id: clientId(), body: 'hello' }, { token: m.token });
      const convo = (await s.api('chat/history', {}, { token: m.token })).data.conversation_id;
      const reply = (body: string, id = clientId()) => s.api('ops/chat_send', { id: convo, client_id: id, body }, { token: agent.token });
      const kinds = ['chatReply'];

      // The member's own message writes nothing.
      expect(await noticesOf(s, m.memberId, kinds)).toEqual([]);
      const retried = clientId();
      expect((await reply('Hello, how can I help?', retried)).body.code).toBe(0);
      expect((await reply('Are you there?')).body.code).toBe(0);
      // The same reply sent again (a retry after a lost answer) is not news either.
      expect((await reply('Hello, how can I help?', retried)).body.code).toBe(0);
      const first = await noticesOf(s, m.memberId, kinds);
      expect(first).toEqual([{ id: first[0]!.id, kind: 'chatReply', args: { conversation: String(convo) }, read: false }]);
      expect(await shown(s, m.token, first[0]!.id)).toEqual({
        title: 'Customer service replied',
        content: 'Customer service has replied to your message. Open the chat to read it.',
        read: false,
      });

      // Read in Notices: the next reply is a new notice.
      expect((await s.api('announce/detail', { id: Number(first[0]!.id), kind: 'notice' }, { token: m.token })).body.code).toBe(0);
      await reply('Your deposit is on its way.');
      await reply('Anything else?');
      const second = await noticesOf(s, m.memberId, kinds);
      expect(second.map((n) => n.read)).toEqual([true, false]);

      // Read in the chat: its reply notice is read too, and the next reply is a new notice again.
      const last = (await s.api('chat/history', {}, { token: m.token })).data.list.at(-1)!;
      expect((await s.api('chat/read', { up_to: last.id }, { token: m.token })).data.unread).toBe(0);
      expect((await noticesOf(s, m.memberId, kinds)).map((n) => n.read)).toEqual([true, true]);
      await reply('Closing this chat now.');
      expect((await noticesOf(s, m.memberId, kinds)).map((n) => n.read)).toEqual([true, true, false]);
    });

    it('a DAY order that expires unfilled writes one notice, once, whatever the runners', async () => {
      const s = get();
      toOpenSession(s);
      const m = await trader(s, 'nexpire', '3000');
      tick(s, 'VTI', '300.00', '300.10');
      const order = await s.api(
        'etf/buy',
        { code: 'VTI', delegate_type: 'limit', quantity: '3', price: '290.00', pay_password: PAY_PASSWORD, agree: true },
        { token: m.token },
      );
      expect(order.data.status).toBe('pending');
      s.clock.advance(7 * 3_600_000);
      await Promise.all([runJobs(s), runJobs(s)]);
      await runJobs(s);
      expect((await s.api('etf/order', { id: order.data.id }, { token: m.token })).data.status).toBe('expired');
      const notices = await noticesOf(s, m.memberId, ORDER_KINDS);
      expect(notices.map((n) => n.kind)).toEqual(['orderExpired']);
      expect(await shown(s, m.token, notices[0]!.id)).toMatchObject({
        title: 'Order expired',
        content: `Your order ${await orderNo(s, order.data.id)} for 3 VTI expired without being filled. What it held is available again.`,
      });
    });
  },
  { demoFund: false, ...MECHANICS_CAP },
  { market: testMarket, start: US_OPEN },
);
