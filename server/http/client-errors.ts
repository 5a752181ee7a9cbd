import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { MessageKey } from '../generated/messageKeys';
import type { Messages } from '../messages';
import { Codes } from '../errors';
import { API_CACHE_CONTROL, PERMISSIONS_POLICY } from './reply-headers';

/**
 * Node's HTTP parser refuses some requests before Fastify sees them: headers over maxHeaderSize
 * (431), a request slower than headersTimeout or requestTimeout (408), bytes that are not HTTP
 * (400). Fastify's default handler answers those with its own JSON; this one writes the envelope,
 * with the headers every /api reply carries, and closes the connection. No Lan header can be read
 * from a request that did not parse, so the message is in the fallback language.
 */
export function clientErrorHandler(messages: Messages): (err: NodeJS.ErrnoException, socket: Socket) => void {
  return (err, socket) => {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, code, key]: [number, number, MessageKey] =
      err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, Codes.TIMEOUT, 'server.timeout']
        : err.code === 'HPE_HEADER_OVERFLOW'
          ? [431, Codes.HEADERS_TOO_LARGE, 'server.tooLarge']
          : [400, Codes.BAD_REQUEST, 'server.badRequest'];
    // A reply already under way (headers sent) cannot take a second status line.
    const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (socket.writable && !inFlight?.headersSent) {
      const body = JSON.stringify({ code, msg: messages(undefined, key), data: null });
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
          'Content-Type: application/json; charset=utf-8\r\n' +
          `Content-Length: ${Buffer.byteLength(body)}\r\n` +
          `Cache-Control: ${API_CACHE_CONTROL}\r\n` +
          `Permissions-Policy: ${PERMISSIONS_POLICY}\r\n` +
          'X-Content-Type-Options: nosniff\r\n' +
          'Connection: close\r\n\r\n' +
          body,
      );
    }
    socket.destroy(err);
  };
}
