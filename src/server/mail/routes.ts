import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseOr400 } from '../http/errors.ts';
import type { MailState, OutboxPage } from '../../shared/mail-outbox.ts';

const listQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export default async function mailRoutes(app: FastifyInstance): Promise<void> {
  // Operator only (no `public` flag): the backend's outbox panel, newest first.
  app.get('/mail/outbox', async (request, reply) => {
    const { limit } = parseOr400(listQuery, request.query);
    const db = app.database.db;
    const rows = await db
      .selectFrom('mail_outbox')
      .innerJoin('orders', 'orders.id', 'mail_outbox.order_id')
      .selectAll('mail_outbox')
      .select('orders.number as order_number')
      .orderBy('mail_outbox.created_at', 'desc')
      .orderBy('mail_outbox.id', 'desc')
      .limit(limit)
      .execute();
    const counted = await db
      .selectFrom('mail_outbox')
      .select(['state', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('state')
      .execute();
    const counts: Record<MailState, number> = { pending: 0, sending: 0, sent: 0, failed: 0 };
    for (const row of counted) counts[row.state] = Number(row.count);
    reply.header('cache-control', 'no-store');
    const page: OutboxPage = {
      sending: app.config.mail !== undefined,
      counts,
      messages: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        orderNumber: row.order_number,
        recipients: row.recipients.split(', '),
        subject: row.subject,
        state: row.state,
        attempts: row.attempts,
        lastError: row.last_error,
        createdAt: row.created_at,
        sentAt: row.sent_at,
        dueAt: row.due_at,
      })),
    };
    return page;
  });
}
