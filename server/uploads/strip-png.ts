import { MalformedImage } from './malformed';

// Text chunks, EXIF and the modification time can identify a person or a device; none is needed to draw.
const DROP = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

/** A PNG without text, EXIF or time chunks. Throws MalformedImage when the chunk structure is broken. */
export function stripPng(bytes: Buffer): Buffer {
  const out: Buffer[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (end > bytes.length || !/^[A-Za-z]{4}$/.test(type)) throw new MalformedImage('png chunk');
    if (!DROP.has(type)) out.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') return Buffer.concat(out);
  }
  throw new MalformedImage('png without IEND');
}
