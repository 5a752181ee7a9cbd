import { describe, expect, it } from 'vitest';
import { mapsAppUrl } from '@engine/widgets/location/mapsAppUrl';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

describe('mapsAppUrl', () => {
  it("hands Android's maps app a geo: URI with the label", () => {
    expect(mapsAppUrl(37.5662952, 126.977945, 'Seoul City Hall & Plaza', ANDROID)).toBe(
      'geo:37.5662952,126.977945?q=37.5662952,126.977945(Seoul%20City%20Hall%20%26%20Plaza)',
    );
    expect(mapsAppUrl(-33.9, 18.4, '  ', ANDROID)).toBe('geo:-33.9,18.4?q=-33.9,18.4');
  });

  it('opens Apple Maps on an iPhone, and the OpenStreetMap page elsewhere', () => {
    expect(mapsAppUrl(51.5, -0.08, 'London Bridge', IPHONE)).toBe('https://maps.apple.com/?ll=51.5,-0.08&q=London%20Bridge');
    expect(mapsAppUrl(51.5, -0.08, 'London Bridge', DESKTOP)).toBe('https://www.openstreetmap.org/?mlat=51.5&mlon=-0.08#map=17/51.5/-0.08');
  });
});
