import type { FastifyInstance } from 'fastify';
import { metalRateInputSchema } from '../../shared/metal-rate-input.ts';
import { addDays, indiaDayOf } from '../../shared/india-days.ts';
import { paiseToRupees, rupeesToPaise } from '../../shared/money.ts';
import { rateChangeLine } from '../../shared/metal-rates.ts';
import type { RateConfirmation } from '../../shared/metal-rate-input.ts';
import { auditedBy, recordAudit } from '../audit/audit-log.ts';
import { HttpError, invalidField, parseOr400 } from '../http/errors.ts';
import { PriceOutOfRangeError } from './pricing.ts';
import { RateConfirmationNeeded, ratesRepository } from './repository.ts';

/** How far back a rate may be dated: a year (older is a typing slip). */
const OLDEST_DAYS = 366;

/** Operator: today's metal rates and their history; setting a rate reprices the products priced by weight (decision 035). */
export default async function rateRoutes(app: FastifyInstance): Promise<void> {
  const rates = ratesRepository(app.database.db);

  app.get('/metal-rates', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return rates.listRates();
  });

  app.post('/metal-rates', async (request, reply) => {
    const input = parseOr400(metalRateInputSchema, request.body);
    const now = new Date();
    const today = indiaDayOf(now);
    const appliesFrom = input.appliesFrom ?? today;
    if (appliesFrom > today) throw invalidField('appliesFrom', 'A rate cannot be set for a later day: set it on the day it applies from.');
    if (appliesFrom < addDays(today, -OLDEST_DAYS)) throw invalidField('appliesFrom', 'A rate can be dated at most a year back.');
    try {
      const result = await rates.setRate(
        { metal: input.metal, purity: input.purity, ratePaise: rupeesToPaise(input.ratePerGram), appliesFrom, setBy: request.operator?.email ?? null },
        now,
        { confirmPercent: app.config.rateConfirmPercent, confirmed: input.confirmed === true },
      );
      await recordAudit(app.database.db, {
        ...auditedBy(request),
        event: 'metal-rate-set',
        subject: `${input.metal} ${input.purity}`,
        details: `₹${input.ratePerGram}/g from ${appliesFrom}; ${result.repriced} product${result.repriced === 1 ? '' : 's'} repriced${input.confirmed ? '; a far change, confirmed' : ''}`,
      });
      return reply.status(201).send(result);
    } catch (error) {
      if (error instanceof RateConfirmationNeeded) {
        // Asked again with `confirmed: true` once the operator has seen the change (decision 042).
        const { change } = error;
        const details: RateConfirmation = {
          metal: change.metal,
          purity: change.purity,
          fromRatePerGram: paiseToRupees(change.fromPaise),
          toRatePerGram: paiseToRupees(change.toPaise),
          percent: change.percent,
          pieces: change.pieces,
        };
        throw new HttpError(409, 'rate_confirmation', `${rateChangeLine(change)}. Confirm the change to set it.`, undefined, { details });
      }
      if (error instanceof PriceOutOfRangeError) throw new HttpError(422, 'price_out_of_range', `${error.message} Check the rate.`, { ratePerGram: error.message });
      throw error;
    }
  });
}
