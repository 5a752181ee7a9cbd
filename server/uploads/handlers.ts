import type { HandlerMap } from '../services';
import { AppError, Codes } from '../http/errors';
import { sniffImage } from './sniff';
import { stripMetadata } from './strip-metadata';
import { MalformedImage } from './malformed';
import { saveUpload } from './store';

export const uploadHandlers: HandlerMap = {
  'upload/image': async ({ input, caller, upload }, services) => {
    if (!upload || upload.bytes.length === 0) throw new AppError(Codes.BAD_REQUEST, 'server.fileRequired');
    const type = sniffImage(upload.bytes);
    if (!type) throw new AppError(Codes.RULE, 'server.fileNotImage');
    let clean: Buffer;
    try {
      clean = stripMetadata(upload.bytes, type);
    } catch (err) {
      if (err instanceof MalformedImage) throw new AppError(Codes.RULE, 'server.fileNotImage');
      throw err;
    }
    const stored = await saveUpload(services, caller.memberId, input.purpose, clean, type);
    return { key: stored.key, url: `/api/files/${stored.key}`, content_type: stored.content_type, size: stored.size };
  },
};
