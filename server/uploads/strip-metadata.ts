import type { ImageType } from './sniff';
import { stripJpeg } from './strip-jpeg';
import { stripPng } from './strip-png';
import { stripWebp } from './strip-webp';

/** The image without the metadata that can locate or identify a person (EXIF, XMP, text, comments). */
export function stripMetadata(bytes: Buffer, type: ImageType): Buffer {
  if (type === 'image/jpeg') return stripJpeg(bytes);
  if (type === 'image/png') return stripPng(bytes);
  return stripWebp(bytes);
}
