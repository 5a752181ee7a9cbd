import type { HandlerMap } from '../services';
import { cleanImage } from './clean-image';
import { saveUpload } from './store';

export const uploadHandlers: HandlerMap = {
  'upload/image': async ({ input, caller, upload }, services) => {
    const { bytes, type } = cleanImage(upload);
    const stored = await saveUpload(services, { memberId: caller.memberId }, input.purpose, bytes, type);
    return { key: stored.key, url: `/api/files/${stored.key}`, content_type: stored.content_type, size: stored.size };
  },
};
