import { describe, expect, it } from 'vitest';
import { readPoint } from '@engine/widgets/location/readPoint';

describe('readPoint', () => {
  it('reads a position from numbers or route query strings', () => {
    expect(readPoint(37.5, 127)).toEqual({ lat: 37.5, lng: 127 });
    expect(readPoint('51.5078788', '-0.0877321')).toEqual({ lat: 51.5078788, lng: -0.0877321 });
  });

  it('has none unless both halves are numbers in range', () => {
    for (const [lat, lng] of [
      [undefined, 1],
      ['', '1'],
      ['abc', '1'],
      [91, 0],
      [0, -180.5],
      [null, null],
      ['1e400', '0'],
    ])
      expect(readPoint(lat, lng), `${String(lat)}, ${String(lng)}`).toBeUndefined();
  });
});
