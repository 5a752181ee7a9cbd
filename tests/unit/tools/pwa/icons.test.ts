import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderIcons, staleIcons } from '@tools/pwa/icons';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

describe('the app icons', () => {
  it('are checked in exactly as tools/pwa/icons-cli.ts draws them from the logo', async () => {
    expect(staleIcons(ROOT, await renderIcons(ROOT))).toEqual([]);
  });

  it('have the sizes the manifest names; the maskable and Apple ones have no transparent pixel', async () => {
    const icons = await renderIcons(ROOT);
    const meta = async (file: string) => {
      const bytes = icons.find((i) => i.path.endsWith(file))!.bytes;
      const image = sharp(bytes);
      return { ...(await image.metadata()), stats: await image.stats() };
    };
    for (const [file, size] of [
      ['icon-192.png', 192],
      ['icon-512.png', 512],
      ['maskable-512.png', 512],
      ['apple-touch-icon-180.png', 180],
    ] as const) {
      const m = await meta(file);
      expect([m.format, m.width, m.height], file).toEqual(['png', size, size]);
    }
    // A maskable icon is cropped to the platform's shape: full-bleed, opaque to the corners.
    for (const file of ['maskable-512.png', 'apple-touch-icon-180.png']) expect((await meta(file)).stats.isOpaque, file).toBe(true);
    // The plain icons keep the logo's rounded corners (transparent there).
    expect((await meta('icon-512.png')).stats.isOpaque).toBe(false);
  });

  it('include a favicon.ico the browser can read: 16, 32 and 48 px PNG images', async () => {
    const ico = (await renderIcons(ROOT)).find((i) => i.path.endsWith('favicon.ico'))!.bytes;
    const view = new DataView(ico.buffer, ico.byteOffset, ico.byteLength);
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([0, 1, 3]);
    const sizes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const entry = 6 + 16 * i;
      const length = view.getUint32(entry + 8, true);
      const offset = view.getUint32(entry + 12, true);
      const png = await sharp(ico.subarray(offset, offset + length)).metadata();
      expect(png.width).toBe(view.getUint8(entry));
      sizes.push(png.width);
    }
    expect(sizes).toEqual([16, 32, 48]);
    expect(fs.readFileSync(path.join(ROOT, 'engine/public/favicon.ico')).equals(Buffer.from(ico))).toBe(true);
  });
});
