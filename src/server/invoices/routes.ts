import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ORDER_NUMBER_PATTERN } from '../../shared/order.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { StoredOrder } from '../orders/repository.ts';
import { REFUSAL_PAGE_POLICY, refusalMessage, refusalPage, type LinkedDocument as Document } from './link-refusal.ts';
import { pdfCache } from './pdf-cache.ts';

/** pdfkit and its fonts (~11 MB of heap) are loaded with the first PDF asked for (decision 031). */
const pdfModule = () => import('./pdf.ts');

/** PDFs kept per process: at roughly 40 kB each, about 5 MB. */
const CACHED_PDFS = 128;


function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}

export default async function invoiceRoutes(app: FastifyInstance): Promise<void> {
  const { orders, documentLinks } = app;
  const cache = pdfCache(CACHED_PDFS);
  const findOrder = async (number: string) => {
    const upper = number.toUpperCase();
    return ORDER_NUMBER_PATTERN.test(upper) ? await orders.findByNumber(upper) : undefined;
  };

  /**
   * The order's invoice or credit note as a download, made once per state of the order. The
   * HUIDs printed on them are stored with the shipping that changes status and updated_at; their
   * count is in the key as well, so that no change to them can meet an older PDF (decision 036).
   */
  async function download(reply: FastifyReply, order: StoredOrder, document: Document) {
    const state = `${order.id} ${order.status} ${order.updated_at} ${order.huids?.length ?? 0}`;
    if (document === 'invoice') {
      if (!order.invoice_number) throw notFound('No order has this number.');
      const pdf = await cache.get(`invoice ${state}`, async () => (await pdfModule()).renderInvoicePdf(order, app.config.shop));
      return sendPdf(reply, pdf, `invoice-${order.invoice_number.replaceAll('/', '-')}.pdf`);
    }
    if (!order.credit_note_number) throw notFound('This order has no credit note: only a cancelled order has one.');
    const pdf = await cache.get(`credit-note ${state}`, async () => (await pdfModule()).renderCreditNotePdf(order, app.config.shop));
    return sendPdf(reply, pdf, `credit-note-${order.credit_note_number.replaceAll('/', '-')}.pdf`);
  }

  /**
   * The buyer's downloads: the documents name the buyer's street address, which the public order
   * page leaves out, so the order number alone does not open them. The link's signed key does,
   * given only to the buyer (decision 030); it is checked before anything is made.
   */
  const forTheBuyer = (document: Document) => async (request: FastifyRequest<{ Params: { number: string }; Querystring: { key?: unknown } }>, reply: FastifyReply) => {
    const order = await findOrder(request.params.number);
    if (!order) throw notFound('No order has this number.');
    const key = typeof request.query.key === 'string' ? request.query.key : undefined;
    const check = documentLinks.check(order.number, key);
    if (check !== 'valid') {
      const refused = check === 'expired' ? 'expired' : 'not_signed';
      // A buyer's browser following the link from an e-mail gets a page in the order's language.
      if (request.headers.accept?.includes('text/html')) {
        return reply
          .code(403)
          .header('content-type', 'text/html; charset=utf-8')
          .header('content-security-policy', REFUSAL_PAGE_POLICY)
          .header('cache-control', 'no-store')
          .send(refusalPage(refused, document, order));
      }
      throw new HttpError(403, refused === 'expired' ? 'link_expired' : 'link_not_signed', refusalMessage(refused, document));
    }
    return download(reply, order, document);
  };
  app.get('/orders/:number/invoice.pdf', { config: { public: true } }, forTheBuyer('invoice'));
  app.get('/orders/:number/credit-note.pdf', { config: { public: true } }, forTheBuyer('credit-note'));

  // The operator's copies (no `public` flag: operators only), from the order in the backend.
  const forTheOperator = (document: Document) => async (request: FastifyRequest<{ Params: { number: string } }>, reply: FastifyReply) => {
    const order = await findOrder(request.params.number);
    if (!order) throw notFound('No order has this number.');
    return download(reply, order, document);
  };
  app.get('/orders/:number/operator-invoice.pdf', forTheOperator('invoice'));
  app.get('/orders/:number/operator-credit-note.pdf', forTheOperator('credit-note'));
}
