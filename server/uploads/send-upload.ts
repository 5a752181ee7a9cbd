import type { FastifyReply } from 'fastify';
import type { Services } from '../services';
import { readUpload, type StoredUpload } from './store';

/** An uploaded photo as bytes: never cached by shared caches, never sniffed into another type. */
export async function sendUpload(reply: FastifyReply, services: Services, upload: StoredUpload): Promise<FastifyReply> {
  const bytes = await readUpload(services, upload.key);
  return reply
    .header('content-type', upload.content_type)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', 'inline')
    .header('x-content-type-options', 'nosniff')
    .send(bytes);
}
