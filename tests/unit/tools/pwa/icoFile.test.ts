import { describe, expect, it } from 'vitest';
import { icoFile } from '@tools/pwa/icoFile';

describe('icoFile', () => {
  it('writes the header, one directory entry per image and the images after them', () => {
    const a = new Uint8Array([1, 2, 3]);
    const b = new Uint8Array([4, 5]);
    const ico = icoFile([
      { size: 16, png: a },
      { size: 256, png: b },
    ]);
    const view = new DataView(ico.buffer);
    expect(ico.length).toBe(6 + 32 + 5);
    expect([view.getUint16(2, true), view.getUint16(4, true)]).toEqual([1, 2]);
    // 256 px is written as 0 in its one-byte field.
    expect([view.getUint8(6), view.getUint8(22)]).toEqual([16, 0]);
    expect([view.getUint32(14, true), view.getUint32(18, true)]).toEqual([3, 38]);
    expect([view.getUint32(30, true), view.getUint32(34, true)]).toEqual([2, 41]);
    expect([...ico.subarray(38)]).toEqual([1, 2, 3, 4, 5]);
  });
  it('refuses a size the format cannot hold', () => {
    expect(() => icoFile([{ size: 300, png: new Uint8Array(1) }])).toThrow(/1 to 256/);
  });
});
