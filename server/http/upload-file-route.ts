import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { authenticate } from './auth';
import { AppError, Codes } from '../errors';
import { lanOf, sendError, toAppError } from './reply';
import { findUpload } from '../uploads/store';
import { sendUpload } from '../uploads/send-upload';
import { isSupportPhotoSentTo } from '../chat/photos';

/**
 * GET /api/files/<key>: an uploaded photo, for its owner only (review staff read them through the
 * review queue), or a photo support sent into the caller's own chat conversation. Not a catalogue call because it answers bytes, not an envelope; failures still do.
 * Someone else's key answers the same 404 as a key that does not exist.
 */
export function registerFileRoute(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { key: string } }>('/api/files/:key', async (req, reply) => {
    try {
      const caller = await authenticate(req.headers.authorization, services);
      const upload = await findUpload(services, req.params.key);
      const mayRead =
        upload !== undefined &&
        (upload.member_id === caller.memberId ||
          (upload.conversation_id !== null && (await isSupportPhotoSentTo(services.db, upload.key, caller.memberId))));
      if (!mayRead) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
      return await sendUpload(reply, services, upload);
    } catch (err) {
      return sendError(
        reply,
        services,
        lanOf(req),
        toAppError(err, (e) => req.log.error(e)),
      );
    }
  });
}
