import { MalformedImage } from './malformed';

const DROP = new Set(['EXIF', 'XMP ']);
// VP8X flag bits that announce the dropped chunks; left set, strict decoders reject the file.
const EXIF_FLAG = 0x08;
const XMP_FLAG = 0x04;

/** A WebP without EXIF or XMP chunks, with its RIFF size and VP8X flags corrected. */
export function stripWebp(bytes: Buffer): Buffer {
  const riffEnd = 8 + bytes.readUInt32LE(4);
  if (riffEnd > bytes.length || riffEnd < 12) throw new MalformedImage('webp size');
  const chunks: Buffer[] = [];
  let at = 12;
  while (at + 8 <= riffEnd) {
    const type = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    const end = at + 8 + size + (size % 2);
    if (end > riffEnd) throw new MalformedImage('webp chunk');
    if (!DROP.has(type)) {
      const chunk = Buffer.from(bytes.subarray(at, end));
      if (type === 'VP8X' && size >= 1) chunk[8] = chunk[8]! & ~(EXIF_FLAG | XMP_FLAG);
      chunks.push(chunk);
    }
    at = end;
  }
  if (chunks.length === 0) throw new MalformedImage('webp without image data');
  const body = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(4 + body.length, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}
