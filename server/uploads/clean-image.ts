import type { UploadedFile } from './multipart-input';
import { AppError, Codes } from '../errors';
import { sniffImage, type ImageType } from './sniff';
import { stripMetadata } from './strip-metadata';
import { MalformedImage } from './malformed';

/**
 * The one check every uploaded photo passes, whoever sends it (upload/image, ops/chat_image): an
 * image by its content, not its name, and without the metadata that can locate or identify a person.
 */
export function cleanImage(upload: UploadedFile | undefined): { bytes: Buffer; type: ImageType } {
  if (!upload || upload.bytes.length === 0) throw new AppError(Codes.BAD_REQUEST, 'server.fileRequired');
  const type = sniffImage(upload.bytes);
  if (!type) throw new AppError(Codes.RULE, 'server.fileNotImage');
  try {
    return { bytes: stripMetadata(upload.bytes, type), type };
  } catch (err) {
    if (err instanceof MalformedImage) throw new AppError(Codes.RULE, 'server.fileNotImage');
    throw err;
  }
}
