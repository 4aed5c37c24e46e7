import type { FastifyInstance } from 'fastify';
import { ORDER_NUMBER_PATTERN } from '../../shared/order.ts';
import { notFound } from '../http/errors.ts';
import { renderInvoicePdf } from './pdf.ts';

export default async function invoiceRoutes(app: FastifyInstance): Promise<void> {
  const { orders } = app;

  // The shopper's and the operator's download. Public like the order page: the unguessable
  // order number is what admits the caller (decision 018).
  app.get<{ Params: { number: string } }>('/orders/:number/invoice.pdf', { config: { public: true } }, async (request, reply) => {
    const number = request.params.number.toUpperCase();
    const order = ORDER_NUMBER_PATTERN.test(number) ? await orders.findByNumber(number) : undefined;
    if (!order?.invoice_number) throw notFound('No order has this number.');
    const pdf = await renderInvoicePdf(order, app.config.shop);
    const fileName = `invoice-${order.invoice_number.replaceAll('/', '-')}.pdf`;
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });
}
