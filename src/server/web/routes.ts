import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound } from '../http/errors.ts';

/**
 * Serves the built web app: hashed assets for a year, index.html (never cached) for every
 * client route. Unknown /api and /media paths answer a JSON 404 instead.
 */
export default async function webRoutes(app: FastifyInstance): Promise<void> {
  const { webDir } = app.config;
  const indexFile = path.join(webDir, 'index.html');
  const built = existsSync(indexFile);
  // The web app's files are for everyone (see the guard in src/server/auth/plugin.ts).
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, public: true };
  });

  if (built) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }
  const indexHtml = built ? readFileSync(indexFile, 'utf8') : undefined;

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isClientRoute = request.method === 'GET' && !/^\/(api|media|assets)(\/|$)/.test(pathname);
    if (!isClientRoute) throw notFound(`Nothing is at ${request.method} ${pathname}.`);
    if (!indexHtml) {
      return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    }
    return reply.header('cache-control', 'no-cache').type('text/html').send(indexHtml);
  });
}
