import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PIN_CODE_PATTERN, unknownPinMessage } from '../../shared/pin-codes.ts';
import { errorDetail } from '../../shared/errors.ts';
import { notFound, parseOr400 } from '../http/errors.ts';
import { lookUpPin } from './directory.ts';

const params = z.strictObject({
  pin: z.string().regex(PIN_CODE_PATTERN, 'zip_invalid'),
});

/** The directory changes only with a new version of the shop: an answer may be kept for a day. */
const CACHE_CONTROL = 'public, max-age=86400';

export default async function pinCodeRoutes(app: FastifyInstance): Promise<void> {
  // Shopper: the checkout fills the city and state from the PIN (decision 019). Public, under
  // the general API rate limit like the other public reads.
  app.get('/pin-codes/:pin', { config: { public: true } }, async (request, reply) => {
    const { pin } = parseOr400(params, request.params);
    const found = await lookUpPin(app.database.db, pin);
    reply.header('cache-control', CACHE_CONTROL);
    if (!found) throw notFound(unknownPinMessage(pin), errorDetail('pin_unknown', { pin }));
    return found;
  });
}
