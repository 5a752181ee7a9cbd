import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built app from dist/ (a route per file, fixed at start). History-mode routing means
 * any other GET outside /api is the app itself: the not-found handler answers index.html (sendFile,
 * so negotiated like the rest) for those and lets the engine's router decide, 404 page included.
 */
export async function registerStaticApp(app: FastifyInstance, dir: string): Promise<boolean> {
  const index = path.join(dir, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn(`no built app at ${dir}: run npm run build (the API still works)`);
    return false;
  }
  await app.register(fastifyStatic, {
    root: dir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text file (vite.config.ts): sent by Accept-Encoding, with Vary.
    preCompressed: true,
    // @fastify/static 10 hands setHeaders the Fastify reply, not the raw response.
    setHeaders: (reply: { header(name: string, value: string): unknown }, file: string) => {
      // Vite puts a content hash in every asset name, so those never change; the rest must revalidate.
      reply.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}
