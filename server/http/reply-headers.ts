import type { FastifyInstance } from 'fastify';

/**
 * Features no page of the app uses, switched off for it and anything it frames. Photos are chosen
 * through plain file inputs (the system picker, not getUserMedia), so even the camera stays off.
 * The one feature used: geolocation, for the app's own pages only (the location picker asks for
 * the device's position through the browser's permission prompt); no framed origin may.
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/** API replies carry member data: no browser or proxy cache may keep a copy. */
export const API_CACHE_CONTROL = 'no-store';

/** Headers on every reply (Permissions-Policy) and every /api reply (no-store), whatever answered it. */
export function registerReplyHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    const isApi = req.url.startsWith('/api/') || req.url === '/api' || req.url.startsWith('/api?');
    if (isApi && !/no-store/.test(String(reply.getHeader('cache-control') ?? ''))) reply.header('cache-control', API_CACHE_CONTROL);
    return payload;
  });
}
