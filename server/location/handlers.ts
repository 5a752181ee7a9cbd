import { languageTag, localeOfLan } from '@core/i18n/languageTag';
import { AppError, Codes } from '../errors';
import type { HandlerMap } from '../services';
import { findPlaces, type PlaceQuery } from './geocode';

export const locationHandlers: HandlerMap = {
  'common/geocode': async ({ input, lan }, { config }) => {
    const byName = input.q !== undefined && input.lat === undefined && input.lng === undefined;
    const byPosition = input.q === undefined && input.lat !== undefined && input.lng !== undefined;
    // One question at a time: a name, or both halves of a position.
    if (!byName && !byPosition) throw new AppError(Codes.BAD_REQUEST, 'server.location.whatToFind');
    const query: PlaceQuery = byName ? { q: input.q!.trim() } : { lat: input.lat!, lng: input.lng! };
    // Places named in the member's language (Nominatim takes BCP 47 tags: ja, not jp).
    const tag = languageTag(localeOfLan(lan, { has: (code) => /^[a-zA-Z]{2,3}(-[a-zA-Z]{2,4})?$/.test(code) }));
    return { list: await findPlaces(config.map, query, tag) };
  },
};
