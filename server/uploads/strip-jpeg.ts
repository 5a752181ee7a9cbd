import { MalformedImage } from './malformed';

// APP1 (EXIF, XMP), APP2..APP15 (ICC aside, vendor data), and comments can carry location, device
// and names. APP0 (JFIF) and APP14 (Adobe colour transform) are kept: decoders need them.
const KEEP_APP = new Set([0xe0, 0xee]);

/** A JPEG without metadata segments. Throws MalformedImage when the segment structure is broken. */
export function stripJpeg(bytes: Buffer): Buffer {
  const out: Buffer[] = [bytes.subarray(0, 2)];
  let at = 2;
  for (;;) {
    if (at + 4 > bytes.length || bytes[at] !== 0xff) throw new MalformedImage('jpeg segment');
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) throw new MalformedImage('jpeg ends before the image data');
    const length = bytes.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) throw new MalformedImage('jpeg segment length');
    if (marker === 0xda) {
      // Start of scan: the compressed data and everything after it stay as they are.
      out.push(bytes.subarray(at));
      return Buffer.concat(out);
    }
    const isMetadata = (marker >= 0xe1 && marker <= 0xef && !KEEP_APP.has(marker)) || marker === 0xfe;
    if (!isMetadata) out.push(bytes.subarray(at, end));
    at = end;
  }
}
