import { describe, expect, it } from 'vitest';
import { Decimal } from '@server/ledger/money';
import type { Quote } from '@server/market/market-data';
import { STRATEGIES } from '@server/follow/strategies';
import type { StrategyView } from '@server/follow/strategies/types';

function q(code: string, last: string, prevClose: string): Quote {
  return {
    code,
    bid: last,
    ask: last,
    last,
    open: prevClose,
    high: last,
    low: last,
    prev_close: prevClose,
    volume: 0,
    time: new Date(0),
    source: 'test',
  };
}

function view(cash: string, holdings: Record<string, string>, quotes: Quote[]): StrategyView {
  return {
    cash: new Decimal(cash),
    holdings: new Map(Object.entries(holdings).map(([k, v]) => [k, new Decimal(v)])),
    quote: (code) => quotes.find((x) => x.code === code),
  };
}

describe('demo strategies (pure decisions)', () => {
  it('momentum buys SPY after a +0.3% day, holds through small moves, sells all after a -0.3% day', () => {
    const m = STRATEGIES.momentum!;
    expect(m.decide(view('1000', {}, [q('SPY', '601.80', '600')]))).toEqual([{ side: 'buy', code: 'SPY', amount: '900.00' }]);
    expect(m.decide(view('1000', {}, [q('SPY', '601.00', '600')]))).toEqual([]);
    expect(m.decide(view('10', { SPY: '1.5' }, [q('SPY', '599.00', '600')]))).toEqual([]);
    expect(m.decide(view('10', { SPY: '1.5' }, [q('SPY', '598.20', '600')]))).toEqual([{ side: 'sell', code: 'SPY', quantity: '1.5' }]);
  });

  it('mean reversion buys QQQ after a -0.3% day and sells after a +0.3% day', () => {
    const m = STRATEGIES.mean_reversion!;
    expect(m.decide(view('500', {}, [q('QQQ', '498.50', '500')]))).toEqual([{ side: 'buy', code: 'QQQ', amount: '450.00' }]);
    expect(m.decide(view('500', { QQQ: '2' }, [q('QQQ', '501.50', '500')]))).toEqual([{ side: 'sell', code: 'QQQ', quantity: '2' }]);
    expect(m.decide(view('500', { QQQ: '2' }, [q('QQQ', '499.00', '500')]))).toEqual([]);
  });

  it('buy and hold buys VTI once with 95% of the cash and then holds; too little cash buys nothing', () => {
    const m = STRATEGIES.buy_and_hold!;
    expect(m.decide(view('10000', {}, []))).toEqual([{ side: 'buy', code: 'VTI', amount: '9500.00' }]);
    expect(m.decide(view('10000', { VTI: '3' }, []))).toEqual([]);
    expect(m.decide(view('99', {}, []))).toEqual([]);
  });

  it('U.K. rotation holds the stronger of ISF and IGLT: sells the weaker first, then buys the leader', () => {
    const m = STRATEGIES.uk_rotation!;
    const quotes = [q('ISF', '850', '860'), q('IGLT', '1100', '1090')];
    expect(m.decide(view('1000', {}, quotes))).toEqual([{ side: 'buy', code: 'IGLT', amount: '900.00' }]);
    expect(m.decide(view('50', { ISF: '10' }, quotes))).toEqual([{ side: 'sell', code: 'ISF', quantity: '10' }]);
    expect(m.decide(view('50', { IGLT: '1' }, quotes))).toEqual([]);
    expect(m.decide(view('1000', {}, [quotes[0]!]))).toEqual([]);
  });
});
