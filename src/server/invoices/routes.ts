import type { FastifyInstance, FastifyReply } from 'fastify';
import { ORDER_NUMBER_PATTERN } from '../../shared/order.ts';
import { notFound } from '../http/errors.ts';

/** pdfkit and its fonts (~11 MB of heap) are loaded with the first PDF asked for (decision 031). */
const pdfModule = () => import('./pdf.ts');

function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}

export default async function invoiceRoutes(app: FastifyInstance): Promise<void> {
  const { orders } = app;
  const findOrder = async (number: string) => {
    const upper = number.toUpperCase();
    return ORDER_NUMBER_PATTERN.test(upper) ? await orders.findByNumber(upper) : undefined;
  };

  // The shopper's and the operator's downloads. Public like the order page: the unguessable
  // order number is what admits the caller (decision 018).
  app.get<{ Params: { number: string } }>('/orders/:number/invoice.pdf', { config: { public: true } }, async (request, reply) => {
    const order = await findOrder(request.params.number);
    if (!order?.invoice_number) throw notFound('No order has this number.');
    const pdf = await (await pdfModule()).renderInvoicePdf(order, app.config.shop);
    return sendPdf(reply, pdf, `invoice-${order.invoice_number.replaceAll('/', '-')}.pdf`);
  });

  // The credit note of a cancelled order (decision 026), the same way.
  app.get<{ Params: { number: string } }>('/orders/:number/credit-note.pdf', { config: { public: true } }, async (request, reply) => {
    const order = await findOrder(request.params.number);
    if (!order) throw notFound('No order has this number.');
    if (!order.credit_note_number) throw notFound('This order has no credit note: only a cancelled order has one.');
    const pdf = await (await pdfModule()).renderCreditNotePdf(order, app.config.shop);
    return sendPdf(reply, pdf, `credit-note-${order.credit_note_number.replaceAll('/', '-')}.pdf`);
  });
}
