import { AppError, Codes } from '../errors';
import type { MapConfig } from '../map-config';

export interface Place {
  label: string;
  lat: number;
  lng: number;
}

/** What the picker asks: places by name, or the address at a position. */
export type PlaceQuery = { q: string } | { lat: number; lng: number };

const MAX_PLACES = 8;

/** One answer of Nominatim's jsonv2 format (search gives a list of these, reverse one). */
interface NominatimPlace {
  display_name?: unknown;
  lat?: unknown;
  lon?: unknown;
}

function placeOf(raw: NominatimPlace | null): Place | undefined {
  if (raw === null || typeof raw !== 'object') return undefined;
  const lat = Number(raw.lat);
  const lng = Number(raw.lon);
  if (typeof raw.display_name !== 'string' || raw.display_name === '') return undefined;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  // Seven decimals is about a centimetre: more is noise the picker would show.
  return { label: raw.display_name.slice(0, 300), lat: Number(lat.toFixed(7)), lng: Number(lng.toFixed(7)) };
}

/**
 * Asks the configured geocoder (Nominatim's API: /search?q= and /reverse?lat=&lon=, format jsonv2)
 * in the member's language. Anything but a timely, well-formed answer is "search unavailable": the
 * picker then keeps the typed address, which is always enough.
 */
export async function findPlaces(config: MapConfig, query: PlaceQuery, language: string): Promise<Place[]> {
  const geocoder = config.geocoder;
  if (!geocoder) throw new AppError(Codes.BUSY, 'server.location.searchOff');
  const url = new URL(`${geocoder.url}/${'q' in query ? 'search' : 'reverse'}`);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('accept-language', language);
  if ('q' in query) {
    url.searchParams.set('q', query.q);
    url.searchParams.set('limit', String(MAX_PLACES));
  } else {
    url.searchParams.set('lat', String(query.lat));
    url.searchParams.set('lon', String(query.lng));
  }
  let body: unknown;
  try {
    const res = await fetch(url, {
      headers: { accept: 'application/json', 'user-agent': geocoder.userAgent },
      signal: AbortSignal.timeout(geocoder.timeoutMs),
      redirect: 'error',
    });
    if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
    body = await res.json();
  } catch {
    throw new AppError(Codes.BUSY, 'server.location.searchFailed');
  }
  // Reverse answers one place, or {error} when the position has no address (the sea).
  const list = Array.isArray(body) ? (body as (NominatimPlace | null)[]) : [body as NominatimPlace | null];
  return list
    .map(placeOf)
    .filter((p): p is Place => p !== undefined)
    .slice(0, MAX_PLACES);
}
