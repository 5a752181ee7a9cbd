import { INSTRUMENTS } from '@core/market/instruments';
import { calendarNotices, noticeId } from '@core/market/notices';
import { marketTimeZone } from '@core/market/calendar';
import type { CategoryKey, MarketId } from '@core/market/types';
import { wallClock } from '@core/market/zonedTime';
import type { HandlerMap } from '../services';
import { unixSeconds } from '../clock';
import { byChange, page, quoteLines, requireInstrument } from './quote-view';

const EXCHANGE_NAMES: Record<MarketId, string> = { US: 'U.S. market (NYSE, Nasdaq)', UK: 'London Stock Exchange' };

/** The lines in a category (or all), ranked by the day's change. */
function ranked(services: Parameters<NonNullable<HandlerMap['market/increase']>>[1], category?: string) {
  return quoteLines(services, (i) => !category || i.category === category).sort(byChange);
}

export const rankingHandlers: HandlerMap = {
  // One entry per category: the strip filters etf/list by category alone, so a category listed in
  // both markets is one tab, not two with the same name.
  'market/category': async ({ lan }, services) => {
    const byKey = new Map<CategoryKey, { key: string; name: string; markets: [MarketId, ...MarketId[]] }>();
    for (const inst of INSTRUMENTS) {
      const entry = byKey.get(inst.category);
      if (entry) {
        if (!entry.markets.includes(inst.market)) entry.markets.push(inst.market);
        continue;
      }
      byKey.set(inst.category, {
        key: inst.category,
        name: services.messages(lan, `server.market.category.${inst.category satisfies CategoryKey}`),
        markets: [inst.market],
      });
    }
    return { list: [...byKey.values()] };
  },

  'market/increase': async ({ input }, services) => ({
    list: ranked(services, input.category)
      .filter((l) => l.change_rate.startsWith('-') === false && l.change_rate !== '0.000000')
      .slice(0, input.limit ?? 20),
  }),

  'market/decline': async ({ input }, services) => ({
    list: ranked(services, input.category)
      .filter((l) => l.change_rate.startsWith('-'))
      .reverse()
      .slice(0, input.limit ?? 20),
  }),

  'market/gainer_list': async ({ input }, services) => page(ranked(services, input.category), input),

  'market/news': async ({ input, lan }, services) => {
    const now = services.clock.now();
    const markets = input.code ? [requireInstrument(input.code).market] : undefined;
    const notices = calendarNotices(now, 60, markets);
    const list = notices.map((n) => {
      const args = {
        market: services.messages(lan, n.market === 'US' ? 'server.market.marketUS' : 'server.market.marketUK'),
        exchange: EXCHANGE_NAMES[n.market],
        date: n.date,
        time: n.time ?? '',
        zone: marketTimeZone(n.market),
        next: n.nextOpen
          ? `${wallClock(n.nextOpen, marketTimeZone(n.market)).date} ${wallClock(n.nextOpen, marketTimeZone(n.market)).time}`
          : '',
      };
      return {
        id: noticeId(n.key),
        title: services.messages(lan, n.kind === 'holiday' ? 'server.market.holidayTitle' : 'server.market.earlyCloseTitle', args),
        summary: services.messages(lan, n.kind === 'holiday' ? 'server.market.holidaySummary' : 'server.market.earlyCloseSummary', args),
        source: services.messages(lan, 'server.market.noticeSource'),
        url: '',
        published_at: unixSeconds(n.publishedAt),
      };
    });
    return page(list, input);
  },
};
