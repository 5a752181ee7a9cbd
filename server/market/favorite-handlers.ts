import { instrumentOf } from '@core/market/instruments';
import type { HandlerMap } from '../services';
import { addFavorite, favoriteCodes, removeFavorite } from './favorites';
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
    await addFavorite(services.db, caller.memberId, inst.code, services.clock.now());
    return null;
  },

  'etf/custom_del': async ({ input, caller }, services) => {
    const inst = requireInstrument(input.code);
    await removeFavorite(services.db, caller.memberId, inst.code);
    return null;
  },
};
