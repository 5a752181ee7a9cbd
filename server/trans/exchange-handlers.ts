import type { HandlerMap } from '../services';
import { AppError, Codes } from '../errors';
import { memberAccount, platformAccount } from '../ledger/accounts';
import { postEntry } from '../ledger/post';
import { Decimal, floor2, moneyText } from '../ledger/money';
import { unixSeconds } from '../clock';
import { exchangeRates, rateText } from '../wallet/rates';
import { exchangePage, insertExchange } from './exchanges';

export const exchangeHandlers: HandlerMap = {
  'trans/balance': {
    replay: 'at-write',
    run: async ({ input, caller }, services, once) => {
      const money = services.config.money;
      const pair = [money.currency, money.legalCurrency];
      if (input.from_currency === input.to_currency || !pair.includes(input.from_currency) || !pair.includes(input.to_currency)) {
        throw new AppError(Codes.RULE, 'server.exchangePair', { a: money.currency, b: money.legalCurrency });
      }
      const rates = exchangeRates(money);
      const selling = input.from_currency === money.currency;
      const rate = selling ? rates.bid : rates.ask;
      const fromAmount = new Decimal(input.amount);
      const toAmount = floor2(selling ? fromAmount.times(rate) : fromAmount.div(rate));
      if (toAmount.lte(0)) throw new AppError(Codes.RULE, 'server.exchangeTooSmall');
      const memberId = caller.memberId;
      return once(async (q) => {
        const now = services.clock.now();
        const memberFrom = await memberAccount(q, memberId, 'asset', input.from_currency, now);
        const memberTo = await memberAccount(q, memberId, 'asset', input.to_currency, now);
        const deskFrom = await platformAccount(q, 'exchange', input.from_currency, now);
        const deskTo = await platformAccount(q, 'exchange', input.to_currency, now);
        const entry = await postEntry(q, {
          type: 'exchange',
          memo: `${moneyText(fromAmount)} ${input.from_currency} → ${moneyText(toAmount)} ${input.to_currency} @ ${rateText(rate)}`,
          lines: [
            { account: memberFrom, amount: fromAmount.neg() },
            { account: deskFrom, amount: fromAmount },
            { account: deskTo, amount: toAmount.neg() },
            { account: memberTo, amount: toAmount },
          ],
          at: now,
        });
        const id = await insertExchange(q, {
          memberId,
          fromCurrency: input.from_currency,
          toCurrency: input.to_currency,
          fromAmount: fromAmount.toFixed(),
          toAmount: toAmount.toFixed(),
          rate: rate.toFixed(),
          entryId: entry,
          at: now,
        });
        return {
          id: Number(id),
          from_currency: input.from_currency,
          to_currency: input.to_currency,
          from_amount: moneyText(fromAmount),
          to_amount: moneyText(toAmount),
          rate: rateText(rate),
          spread: rateText(rates.spread),
        };
      });
    },
  },

  'trans/exchange/logs': async ({ input, caller }, services) => {
    const { rows, ...paging } = await exchangePage(services.db, caller.memberId, input);
    return {
      ...paging,
      list: rows.map((r) => ({
        ...r,
        id: Number(r.id),
        from_amount: moneyText(r.from_amount),
        to_amount: moneyText(r.to_amount),
        rate: new Decimal(r.rate).toFixed(),
        created_at: unixSeconds(r.created_at),
      })),
    };
  },
};
