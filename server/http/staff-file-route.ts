import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { lanOf, sendError, toAppError } from './reply';
import { AppError, Codes } from '../errors';
import { findUpload } from '../uploads/store';
import { sendUpload } from '../uploads/send-upload';
import { authenticateStaff } from '../staff/sessions';
import { mayAct, type Role } from '../staff/roles';

/** GET /api/ops/files/<key>: a member's uploaded photo, for review staff (ID photos, vouchers) or support (chat photos) only. */
export function registerOpsFileRoute(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { key: string } }>('/api/ops/files/:key', async (req, reply) => {
    try {
      const staff = await authenticateStaff(req.headers.authorization, services, ['kyc_reviewer', 'finance_reviewer', 'support']);
      const upload = await findUpload(services, req.params.key);
      // Support reads the photos members send in the chat, and only those; reviewers the rest.
      const readers: Role[] = upload?.purpose === 'chat_image' ? ['support'] : ['kyc_reviewer', 'finance_reviewer'];
      if (!upload || !mayAct(staff.roles, readers)) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
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
