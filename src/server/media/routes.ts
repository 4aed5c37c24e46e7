import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors.ts';

/** Media keys carry a random id and never change: they are cached for a year. */
export default async function mediaRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { '*': string } }>('/media/*', { config: { public: true } }, async (request, reply) => {
    const file = await app.storage.get(request.params['*']);
    if (!file) throw notFound('No such media file.');
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(file.body);
  });
}
