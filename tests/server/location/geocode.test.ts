import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MapConfig } from '@server/map-config';
import { describeEachDatabase } from '../support/harness';
import { geocoderStandIn, type GeocoderStandIn } from '../support/geocoder';

let standIn: GeocoderStandIn;
// Filled in once the stand-in listens, before the suites' servers start (outer hooks run first).
const map: MapConfig = {};
beforeAll(async () => {
  standIn = await geocoderStandIn();
  map.tiles = { url: 'https://tiles.example/{z}/{x}/{y}.png', origin: 'https://tiles.example', attribution: '© Example maps' };
  map.geocoder = { url: standIn.url, timeoutMs: 400, userAgent: 'Meridian (test)' };
});
afterAll(() => standIn.close());

describeEachDatabase(
  'common/geocode: places for the location picker from the configured geocoder',
  (get) => {
    it('publishes the map and the search in common/conf, and lets the tiles through the CSP', async () => {
      const s = get();
      const conf = await s.api('common/conf');
      expect(conf.data.map).toEqual({ tiles: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© Example maps', search: true });
      const page = await s.running.app.inject({ method: 'GET', url: '/api/common/conf' });
      expect(String(page.headers['content-security-policy'])).toMatch(/img-src 'self' data: blob: https:\/\/tiles\.example/);
    });

    it('finds places by name in the member language, dropping an entry without coordinates', async () => {
      const s = get();
      const { token } = await s.registerByEmail(`geo-${Date.now()}@example.com`);
      standIn.requests.length = 0;
      const found = await s.api('common/geocode', { q: '  seoul ' }, { token, lan: 'jp' });
      expect(found.data.list).toEqual([
        { label: 'Seoul City Hall, 110 Sejong-daero, Jung-gu, Seoul, 04524, South Korea', lat: 37.5662952, lng: 126.977945 },
        { label: 'Seoul Station, 405 Hangang-daero, Yongsan-gu, Seoul, South Korea', lat: 37.5546788, lng: 126.9706069 },
      ]);
      const asked = standIn.requests[0]!;
      expect(asked.path).toBe('/search');
      expect(Object.fromEntries(asked.query)).toMatchObject({ q: 'seoul', format: 'jsonv2', 'accept-language': 'ja', limit: '8' });
      expect(asked.userAgent).toBe('Meridian (test)');
      // Turkmen arrives as Lan tr (spec section 7) and is asked as tk.
      await s.api('common/geocode', { q: 'london' }, { token, lan: 'tr' });
      expect(standIn.requests[1]!.query.get('accept-language')).toBe('tk');
    });

    it('gives the address at a position, and none where there is none', async () => {
      const s = get();
      const { token } = await s.registerByEmail(`geo-r-${Date.now()}@example.com`);
      const here = await s.api('common/geocode', { lat: 51.5079, lng: -0.0877 }, { token });
      expect(here.data.list).toEqual([{ label: 'London Bridge, London, SE1 9RA, United Kingdom', lat: 51.5078788, lng: -0.0877321 }]);
      expect(standIn.requests.at(-1)!.path).toBe('/reverse');
      expect((await s.api('common/geocode', { lat: 0, lng: -30 }, { token })).data.list).toEqual([]);
      // A JSON null (or any answer that is not a place) is no place, not a failure of ours.
      standIn.mode = 'null';
      try {
        expect((await s.api('common/geocode', { lat: 0, lng: -30 }, { token })).data.list).toEqual([]);
        expect((await s.api('common/geocode', { q: 'seoul' }, { token })).data.list).toEqual([]);
      } finally {
        standIn.mode = 'ok';
      }
    });

    it('answers each of many searches at once with its own places (race suite)', async () => {
      const s = get();
      const a = await s.registerByEmail(`geo-ra-${Date.now()}@example.com`);
      const b = await s.registerByEmail(`geo-rb-${Date.now()}@example.com`);
      const asks = Array.from({ length: 12 }, (_, i) =>
        i % 2 === 0
          ? s.api('common/geocode', { q: 'seoul' }, { token: a.token, lan: 'ko' })
          : s.api('common/geocode', { lat: 51.5079, lng: -0.0877 }, { token: b.token, lan: 'en' }),
      );
      const answers = await Promise.all(asks);
      answers.forEach((res, i) => {
        expect(res.body.code, String(i)).toBe(0);
        expect(
          res.data.list.map((p: { label: string }) => p.label.split(',')[0]),
          String(i),
        ).toEqual(i % 2 === 0 ? ['Seoul City Hall', 'Seoul Station'] : ['London Bridge']);
      });
    });

    it('asks for one question: a name, or both halves of a position', async () => {
      const s = get();
      const { token } = await s.registerByEmail(`geo-q-${Date.now()}@example.com`);
      const asked = standIn.requests.length;
      for (const input of [{}, { lat: 10 }, { lng: 10 }, { q: 'seoul', lat: 1, lng: 2 }, { q: 'seoul', lat: 1 }]) {
        const res = await s.api('common/geocode', input, { token, lan: 'en' });
        expect([res.status, res.body.code, res.body.msg], JSON.stringify(input)).toEqual([
          400,
          400,
          'Give a place name, or both a latitude and a longitude',
        ]);
      }
      for (const input of [{ lat: 91, lng: 0 }, { lat: 0, lng: 181 }, { q: 'x' }]) {
        expect((await s.api('common/geocode', input, { token })).body.code, JSON.stringify(input)).toBe(400);
      }
      expect(standIn.requests.length, 'nothing reached the geocoder').toBe(asked);
    });

    it('says the search is unavailable when the geocoder is slow, failing or not answering JSON', async () => {
      const s = get();
      const { token } = await s.registerByEmail(`geo-f-${Date.now()}@example.com`);
      try {
        for (const mode of ['slow', 'error', 'garbage'] as const) {
          standIn.mode = mode;
          const started = Date.now();
          const res = await s.api('common/geocode', { q: 'seoul' }, { token, lan: 'en' });
          expect([res.status, res.body.code, res.body.msg], mode).toEqual([
            503,
            503,
            'The place search did not answer. Try again, or type the address',
          ]);
          // The timeout holds: a slow geocoder costs the member 0.4 s here, not its 5 s.
          expect(Date.now() - started, mode).toBeLessThan(3_000);
        }
      } finally {
        standIn.mode = 'ok';
      }
    });
  },
  { map },
);

describeEachDatabase('common/geocode without a geocoder', (get) => {
  it('publishes no map and no search, and says so when asked', async () => {
    const s = get();
    expect((await s.api('common/conf')).data.map).toEqual({ tiles: null, attribution: '', search: false });
    const { token } = await s.registerByEmail(`geo-off-${Date.now()}@example.com`);
    const res = await s.api('common/geocode', { q: 'seoul' }, { token, lan: 'ko' });
    expect([res.status, res.body.msg]).toEqual([503, '여기서는 장소 검색을 사용할 수 없습니다. 주소를 직접 입력하세요']);
  });
});
