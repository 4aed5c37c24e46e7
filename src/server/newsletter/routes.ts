import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseOr400 } from '../http/errors.ts';
import { subscribersCsv } from './repository.ts';
import type { SubscriberList } from '../../shared/newsletter.ts';
import type { ErrorCode } from '../../shared/errors.ts';
import { auditedBy, recordAudit } from '../audit/audit-log.ts';

/** The answer to every valid address, new or already listed (the footer shows it as a toast). */
export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing!';

const listQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

// Its refusals are the shopper's error codes (shared/errors.ts), which parseOr400 words in English
// and the footer in the page's language.
const subscribeBody = z.strictObject({
  email: z
    .string({ error: 'subscribe_email_invalid' satisfies ErrorCode })
    .trim()
    .max(254, 'subscribe_email_long' satisfies ErrorCode)
    .pipe(z.email({ error: 'subscribe_email_invalid' satisfies ErrorCode })),
});

export default async function newsletterRoutes(app: FastifyInstance): Promise<void> {
  const { newsletter } = app;

  // The footer's 'Subscribe us' field. A new address and one already listed get the same
  // answer: a different one would tell anyone whether an address is on the shop's list.
  app.post('/newsletter', { config: { public: true } }, async (request) => {
    const { email } = parseOr400(subscribeBody, request.body ?? {});
    await newsletter.subscribe(email);
    return { message: SUBSCRIBED_MESSAGE };
  });

  // Operator only (no `public` flag): the backend's newsletter panel, newest first.
  app.get('/newsletter/subscribers', async (request, reply): Promise<SubscriberList> => {
    const { limit } = parseOr400(listQuery, request.query);
    reply.header('cache-control', 'no-store');
    return newsletter.newest(limit);
  });

  // Operator only (no `public` flag): the list as a spreadsheet-friendly download.
  app.get('/newsletter/subscribers.csv', async (request, reply) => {
    const subscribers = await newsletter.list();
    await recordAudit(app.database.db, { ...auditedBy(request), event: 'csv-export', subject: 'newsletter subscribers', details: `${subscribers.length} addresses` });
    const csv = subscribersCsv(subscribers);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
