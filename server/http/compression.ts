import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/** Replies smaller than this gain less from compression than it costs (headers, CPU). */
export const apiCompressionThreshold = 1024;

/**
 * Compresses /api replies of at least 1 KB (brotli or gzip, as the client accepts). The built app is
 * precompressed at build time and served by @fastify/static, and the websocket must not be
 * touched, so every route outside /api opts out; request bodies are never decompressed (a
 * compressed upload would bypass the body limit). Registered before the routes it applies to.
 */
export async function registerApiCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) route.compress = false;
  });
  await app.register(compress, {
    globalCompression: true,
    globalDecompression: false,
    threshold: apiCompressionThreshold,
    encodings: ['br', 'gzip'],
  });
}
