import { describe, expect, it } from 'vitest';
import { loadMapConfig } from '@server/map-config';

const PUBLIC = 'https://app.example';

describe('MAP_TILE_URL and GEOCODER_URL', () => {
  it('has no map and no search unless configured', () => {
    expect(loadMapConfig({}, true, PUBLIC)).toEqual({});
  });

  it('takes a tile template with its origin and credit, and a geocoder that names the operator', () => {
    const config = loadMapConfig(
      { MAP_TILE_URL: 'https://tile.example/{z}/{x}/{y}.png', GEOCODER_URL: 'https://geo.example/nominatim/', GEOCODER_TIMEOUT_MS: '2500' },
      true,
      PUBLIC,
    );
    expect(config).toEqual({
      tiles: { url: 'https://tile.example/{z}/{x}/{y}.png', origin: 'https://tile.example', attribution: '© OpenStreetMap contributors' },
      geocoder: { url: 'https://geo.example/nominatim', timeoutMs: 2500, userAgent: 'Meridian (https://app.example)' },
    });
  });

  it('refuses a template without its placeholders, plain http in production, and odd timeouts', () => {
    expect(() => loadMapConfig({ MAP_TILE_URL: 'https://tile.example/tile.png' }, false, PUBLIC)).toThrow(/\{z\}, \{x\} and \{y\}/);
    expect(() => loadMapConfig({ MAP_TILE_URL: 'http://tile.example/{z}/{x}/{y}.png' }, true, PUBLIC)).toThrow(/https: URL in production/);
    expect(() => loadMapConfig({ GEOCODER_URL: 'ftp://geo.example' }, false, PUBLIC)).toThrow(/https: URL/);
    expect(() => loadMapConfig({ GEOCODER_URL: 'not a url' }, false, PUBLIC)).toThrow(/absolute URL/);
    expect(() => loadMapConfig({ GEOCODER_URL: 'https://geo.example', GEOCODER_TIMEOUT_MS: '5' }, false, PUBLIC)).toThrow(
      /GEOCODER_TIMEOUT_MS/,
    );
    // A loopback stand-in over http is fine outside production (the suites' geocoder and tiles).
    expect(loadMapConfig({ GEOCODER_URL: 'http://127.0.0.1:9' }, false, PUBLIC).geocoder?.url).toBe('http://127.0.0.1:9');
  });
});
