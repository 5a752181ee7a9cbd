import { instrumentOf } from '@core/market/instruments';
import type { HandlerMap } from '../services';
import { favoriteCodes } from './favorites';
import { quoteLine, requireInstrument } from './quote-view';

export const favoriteHandlers: HandlerMap = {
  'etf/custom': async ({ caller }, services) => {
    const codes = await favoriteCodes(services.db, caller.memberId);
    // A code dropped from the catalogue since it was added is left out rather than shown without a price.
    return {
      list: codes.flatMap((code) => {
        const inst = instrumentOf(code);
        return (inst && quoteLine(services, inst)) || [];
      }),
    };
  },

  'etf/custom_add': async ({ input, caller }, services) => {
    const inst = requireInstrument(input.code);
    // Adding a favorite twice is not an error: the member sees it starred either way.
    await services.db.query('INSERT INTO market_favorites (member_id, code, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      caller.memberId,
      inst.code,
      services.clock.now(),
    ]);
    return null;
  },

  'etf/custom_del': async ({ input, caller }, services) => {
    const inst = requireInstrument(input.code);
    await services.db.query('DELETE FROM market_favorites WHERE member_id = $1 AND code = $2', [caller.memberId, inst.code]);
    return null;
  },
};
