/**
 * An .ico file holding PNG images (the format browsers have read since 2007): a 6-byte header, a
 * 16-byte entry per image, then the PNGs as they are. sharp writes PNG but not ICO, and this is all
 * an ICO needs, so no further package.
 */
export function icoFile(images: { size: number; png: Uint8Array }[]): Uint8Array {
  const header = 6 + 16 * images.length;
  const out = new Uint8Array(header + images.reduce((n, i) => n + i.png.length, 0));
  const view = new DataView(out.buffer);
  view.setUint16(2, 1, true); // type 1: icon
  view.setUint16(4, images.length, true);
  let offset = header;
  images.forEach(({ size, png }, i) => {
    if (size < 1 || size > 256) throw new Error(`an icon is 1 to 256 px wide, not ${size}`);
    const entry = 6 + 16 * i;
    // 256 is written as 0 (the field is one byte).
    view.setUint8(entry, size % 256);
    view.setUint8(entry + 1, size % 256);
    view.setUint16(entry + 4, 1, true); // colour planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, png.length, true);
    view.setUint32(entry + 12, offset, true);
    out.set(png, offset);
    offset += png.length;
  });
  return out;
}
