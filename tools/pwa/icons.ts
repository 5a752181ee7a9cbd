import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { icoFile } from './icoFile';

/** The one source every icon is drawn from. */
export const ICON_SOURCE = 'engine/assets/logo.svg';
/** The logo's own blue: what a maskable icon's corners and the apple icon's ground are filled with. */
export const ICON_GROUND = '#0091ff';

export interface IconFile {
  /** Relative to the repository root. */
  path: string;
  bytes: Uint8Array;
}

const PUBLIC = 'engine/public';

async function png(svg: Buffer, size: number, ground?: string): Promise<Uint8Array> {
  // A density that draws the 64-unit SVG at (at least) the target size, so it is never upscaled.
  let image = sharp(svg, { density: Math.max(72, Math.ceil((72 * size) / 64)) }).resize(size, size);
  // Filled to the edges: a maskable icon is cropped to the platform's shape (its rounded corners
  // would show as holes) and iOS paints transparency black. The logo's M sits within the centre
  // 80% that the maskable format keeps (x 14..50 of 64).
  if (ground) image = image.flatten({ background: ground });
  return new Uint8Array(await image.png({ compressionLevel: 9 }).toBuffer());
}

/**
 * Every icon the manifest, index.html and the browser's /favicon.ico request need, drawn from the
 * logo: 192 and 512 px (Android's launcher and splash screen), a maskable 512, Apple's 180 px touch
 * icon, and a 16/32/48 px favicon.ico. Deterministic: the same sharp draws the same bytes, which
 * is what the --check mode and tests/unit/tools/pwaIcons.test.ts compare.
 */
export async function renderIcons(root: string): Promise<IconFile[]> {
  const svg = fs.readFileSync(path.join(root, ICON_SOURCE));
  const favicons = await Promise.all([16, 32, 48].map(async (size) => ({ size, png: await png(svg, size) })));
  return [
    { path: `${PUBLIC}/favicon.svg`, bytes: new Uint8Array(svg) },
    { path: `${PUBLIC}/favicon.ico`, bytes: icoFile(favicons) },
    { path: `${PUBLIC}/icons/icon-192.png`, bytes: await png(svg, 192) },
    { path: `${PUBLIC}/icons/icon-512.png`, bytes: await png(svg, 512) },
    { path: `${PUBLIC}/icons/maskable-512.png`, bytes: await png(svg, 512, ICON_GROUND) },
    { path: `${PUBLIC}/icons/apple-touch-icon-180.png`, bytes: await png(svg, 180, ICON_GROUND) },
  ];
}

/** The icons whose file is missing or differs from what renderIcons draws. */
export function staleIcons(root: string, icons: IconFile[]): string[] {
  return icons
    .filter(({ path: file, bytes }) => {
      const abs = path.join(root, file);
      return !fs.existsSync(abs) || !Buffer.from(bytes).equals(fs.readFileSync(abs));
    })
    .map((icon) => icon.path);
}
