import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A place the stand-in knows, as Nominatim's jsonv2 format gives it (coordinates are strings there). */
export interface KnownPlace {
  display_name: string;
  lat: string;
  lon: string;
}

export const PLACES: KnownPlace[] = [
  { display_name: 'Seoul City Hall, 110 Sejong-daero, Jung-gu, Seoul, 04524, South Korea', lat: '37.5662952', lon: '126.9779450' },
  { display_name: 'Seoul Station, 405 Hangang-daero, Yongsan-gu, Seoul, South Korea', lat: '37.5546788', lon: '126.9706069' },
  { display_name: 'London Bridge, London, SE1 9RA, United Kingdom', lat: '51.5078788', lon: '-0.0877321' },
];

export type GeocoderMode = 'ok' | 'slow' | 'error' | 'garbage' | 'null';

export interface GeocoderStandIn {
  url: string;
  /** What the next requests get: answers, an answer later than any timeout, a 500, not JSON, or JSON null. */
  mode: GeocoderMode;
  /** Every request as received: path, query and the headers the server must send. */
  requests: { path: string; query: URLSearchParams; userAgent: string | undefined }[];
  close(): Promise<void>;
}

/**
 * A local stand-in for a Nominatim-compatible geocoder (GEOCODER_URL): /search?q= finds the known
 * places whose name holds q, /reverse?lat=&lon= answers the nearest one within about 1 km (else
 * Nominatim's {"error": ...}). No test calls an outside service.
 */
export async function geocoderStandIn(): Promise<GeocoderStandIn> {
  const standIn: GeocoderStandIn = { url: '', mode: 'ok', requests: [], close: async () => undefined };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    standIn.requests.push({ path: url.pathname, query: url.searchParams, userAgent: req.headers['user-agent'] });
    const json = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (standIn.mode === 'slow') return void setTimeout(() => json([]), 5_000);
    if (standIn.mode === 'error') return void res.writeHead(500).end('upstream down');
    if (standIn.mode === 'null') return void json(null);
    if (standIn.mode === 'garbage') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>busy</html>');
    if (url.pathname === '/search') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      // An entry without coordinates, as a damaged answer might hold: the server must drop it.
      return void json([
        ...PLACES.filter((p) => p.display_name.toLowerCase().includes(q)),
        ...(q === 'seoul' ? [{ display_name: 'Nowhere' }] : []),
      ]);
    }
    if (url.pathname === '/reverse') {
      const lat = Number(url.searchParams.get('lat'));
      const lon = Number(url.searchParams.get('lon'));
      const near = PLACES.find((p) => Math.abs(Number(p.lat) - lat) < 0.01 && Math.abs(Number(p.lon) - lon) < 0.01);
      return void json(near ?? { error: 'Unable to geocode' });
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
}
