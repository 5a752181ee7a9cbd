import { acceptCurrent } from '../documents/acceptances';
import type { HandlerMap } from '../services';
import { AppError, Codes } from '../errors';
import { verifyPayPassword } from '../security/pay-password';
import { pageOf } from '../db/paging';
import { Decimal, moneyText } from '../ledger/money';
import { unixSeconds } from '../clock';
import { assertMayTrade } from '../orders/place';
import { liveNav } from './nav';
import { navCurve, providerFigures, type Figures, type Period } from './figures';
import { activeProviders, providerById, type ProviderRow } from './providers';
import { settleSubscription } from './settle';
import { checkStopLoss, checkSubscription, writeSubscription } from './subscribe';
import { setStopLoss, subscriptionById, subscriptionPage, subscriptionsOfMember } from './subscriptions';
import { payingAccount } from './paying';
import { figuresView, followConf, navText, rateText, settlementView, subscriptionView } from './views';

type Sort = 'profit' | 'followers' | 'win_rate' | 'earners';

/** The leaderboard's orders: profit by ROI (a large account does not outrank a better one), then by id for a stable order. */
function compare(sort: Sort): (a: [ProviderRow, Figures], b: [ProviderRow, Figures]) => number {
  const key = (f: Figures): Decimal =>
    sort === 'followers' ? new Decimal(f.followers) : sort === 'win_rate' ? f.winRate : sort === 'earners' ? f.earnings : f.roi;
  return (a, b) => key(b[1]).comparedTo(key(a[1])) || Number(a[0].id) - Number(b[0].id);
}

async function activeProviderOrFail(services: Parameters<typeof providerById>[0], id: number): Promise<ProviderRow> {
  const provider = await providerById(services, id);
  if (!provider || provider.status !== 'active') throw new AppError(Codes.NOT_FOUND, 'server.follow.providerUnknown');
  return provider;
}

export const followHandlers: HandlerMap = {
  'follow/conf': async (_ctx, services) => followConf(services),

  'follow/list': async ({ input }, services) => {
    const period: Period = input.period ?? '1m';
    const now = services.clock.now();
    const rows: [ProviderRow, Figures][] = [];
    // Every provider's figures, then sorted: the leaderboard is a handful of providers (demo: four);
    // a large one would keep these figures in a table refreshed by the NAV job.
    for (const p of await activeProviders(services.db)) rows.push([p, await providerFigures(services.db, services, p, period, now)]);
    // Ranked providers first, in the chosen order; then the new ones (track record under NEW_DAYS),
    // in the same order but without a rank: a few days' figures are not a record to rank.
    const order = compare(input.sort ?? 'profit');
    const ranked = rows.filter(([, f]) => !f.isNew).sort(order);
    const fresh = rows.filter(([, f]) => f.isNew).sort(order);
    const all = [...ranked, ...fresh];
    const { page, limit, offset } = pageOf(input);
    return {
      list: all.slice(offset, offset + limit).map(([p, f], i) => ({ rank: f.isNew ? null : offset + i + 1, ...figuresView(p, f) })),
      total: rows.length,
      page,
      limit,
      period,
      computed_at: unixSeconds(now),
    };
  },

  'follow/statis': async ({ input, caller }, services) => {
    const period: Period = input.period ?? '1m';
    const now = services.clock.now();
    const provider = await activeProviderOrFail(services.db, input.id);
    const f = services.config.follow;
    return {
      ...figuresView(provider, await providerFigures(services.db, services, provider, period, now)),
      introduction: provider.introduction,
      period,
      computed_at: unixSeconds(now),
      min_amount: moneyText(f.minAmount),
      max_amount: moneyText(f.maxAmount),
      is_self: caller !== null && provider.member_id === caller.memberId,
      // A visitor reads the page; buying power is the signed-in member's own.
      paying: caller === null ? null : await payingAccount(services, caller.memberId, provider.fee_rate),
    };
  },

  'follow/chart': async ({ input }, services) => {
    const period: Period = input.period ?? '1m';
    const provider = await activeProviderOrFail(services.db, input.id);
    const curve = await navCurve(services.db, services, provider, period, services.clock.now());
    return {
      id: Number(provider.id),
      period,
      since: unixSeconds(provider.since),
      list: curve.map((p) => ({ time: unixSeconds(p.time), net_value: navText(p.nav) })),
    };
  },

  // The payment password and the provider may say otherwise by now: a retry hears what happened.
  'follow/buy': {
    replay: 'first',
    run: async ({ input, caller, ip }, services, once) => {
      const memberId = caller.memberId;
      assertMayTrade(caller);
      const checked = await checkSubscription(services.db, services, memberId, input);
      await verifyPayPassword(services, memberId, input.pay_password);
      return once(async (q) => {
        const now = services.clock.now();
        const written = await writeSubscription(q, services, memberId, checked, input.days, now);
        // The subscribe confirmation shows the copy-trading risk disclosure: confirming it accepts it.
        await acceptCurrent(q, { memberId, key: 'risk_copy', context: 'follow', ip, at: now });
        return {
          id: Number(written.id),
          provider_id: Number(checked.provider.id),
          provider_name: checked.provider.display_name,
          amount: moneyText(checked.amount),
          fee: moneyText(checked.fee),
          net_value: navText(written.navStart),
          follow_mode: 'fixed' as const,
          days: input.days,
          start_at: unixSeconds(now),
          expire_at: unixSeconds(written.expireAt),
          stop_loss: checked.stopLoss ? rateText(checked.stopLoss) : null,
        };
      });
    },
  },

  'follow/log': async ({ input, caller }, services) => {
    const memberId = caller.memberId;
    const now = services.clock.now();
    const { rows, ...paging } = await subscriptionPage(services.db, memberId, input.status ?? null, input);
    // The summary is over all the member's subscriptions, whatever page or filter is shown.
    const all = await subscriptionsOfMember(services.db, memberId);
    const navs = new Map<string, Decimal>();
    for (const r of [...rows, ...all])
      if (r.status === 'active' && !navs.has(r.provider_id))
        navs.set(r.provider_id, (await liveNav(services.db, services, (await providerById(services.db, r.provider_id))!, now)).nav);
    const views = all.map((r) => subscriptionView(r, navs.get(r.provider_id)));
    const active = views.filter((v) => v.status === 'active');
    const sum = (xs: string[]) => xs.reduce((s, x) => s.plus(x), new Decimal(0));
    return {
      ...paging,
      list: rows.map((r) => subscriptionView(r, navs.get(r.provider_id))),
      summary: {
        invested: moneyText(sum(active.map((v) => v.amount))),
        value: moneyText(sum(active.map((v) => v.value))),
        total_income: moneyText(sum(views.map((v) => v.income))),
        active_count: active.length,
        total_count: views.length,
      },
    };
  },

  // A retry after a lost reply hears the settlement it caused; a new stop of a settled one is refused.
  'follow/stop': {
    replay: 'first',
    run: async ({ input, caller }, services, once) => {
      const memberId = caller.memberId;
      const sub = await subscriptionById(services.db, input.id, memberId);
      if (!sub) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
      if (sub.status !== 'active') throw new AppError(Codes.CONFLICT, 'server.follow.alreadyStopped');
      await verifyPayPassword(services, memberId, input.pay_password);
      return once(async (q) => {
        const now = services.clock.now();
        const provider = (await providerById(q, sub.provider_id))!;
        const nav = (await liveNav(q, services, provider, now)).nav;
        const settled = await settleSubscription(q, services, sub.id, 'early_stop', nav, now, memberId);
        // Settled meanwhile (the expiry, a stop-loss or another stop won the race): nothing is written.
        if (!settled) throw new AppError(Codes.CONFLICT, 'server.follow.alreadyStopped');
        return settlementView(settled);
      });
    },
  },

  'follow/stop_loss': async ({ input, caller }, services) => {
    const stopLoss = input.stop_loss === null ? null : checkStopLoss(services, input.stop_loss);
    if (!(await setStopLoss(services.db, input.id, caller.memberId, stopLoss?.toFixed() ?? null))) {
      const sub = await subscriptionById(services.db, input.id, caller.memberId);
      if (!sub) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
      throw new AppError(Codes.CONFLICT, 'server.follow.notActive');
    }
    return { id: input.id, stop_loss: stopLoss ? rateText(stopLoss) : null };
  },
};
