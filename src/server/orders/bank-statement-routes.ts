import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { MAX_STATEMENT_BYTES, type StatementReport } from '../../shared/bank-statement.ts';
import { HttpError } from '../http/errors.ts';
import { auditedBy, recordAudit } from '../audit/audit-log.ts';
import { OrderTransitionError, PiecesSoldError, UpiReferenceUsedError } from './repository.ts';
import { orderNumbersIn, planStatement, readStatement, reportRow, StatementError, type CandidateOrder, type Credit } from './bank-statement.ts';

/**
 * A body of bytes. Its bytes are private, so that the hooks that walk a parsed body's values
 * (http/nul-characters.ts) do not walk a megabyte one byte at a time.
 */
class SentFile {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }
  get bytes(): Buffer {
    return this.#bytes;
  }
}

/** Rows of tokens asked of the database at once: well under either database's limit on parameters. */
const LOOKUP_CHUNK = 400;
const STATEMENT_PATH = '/orders/upi-statement';
const MAX_MB = MAX_STATEMENT_BYTES / 1024 / 1024;

/**
 * Operator only: the shop's bank statement (CSV) matched against UPI orders, and each order it
 * shows paid marked paid, as the operator's Paid does (decision 032). Encapsulated: its body
 * parsers (text/csv, multipart with one file of at most 1 MB) serve this route alone.
 */
export default async function bankStatementRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: MAX_STATEMENT_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 3, fieldNameSize: 100, headerPairs: 100 },
  });
  for (const type of ['text/csv', 'application/csv']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: MAX_STATEMENT_BYTES }, (_request, body, done) => done(null, body));
  }
  // A file sent as it is, whatever it holds: read here, so that a workbook or a PDF is told so.
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: MAX_STATEMENT_BYTES }, (_request, body, done) => done(null, new SentFile(body as Buffer)));

  app.post(STATEMENT_PATH, { bodyLimit: MAX_STATEMENT_BYTES }, async (request, reply): Promise<StatementReport> => {
    const file = await statementOf(request);
    let read: ReturnType<typeof readStatement>;
    try {
      read = readStatement(file);
    } catch (error) {
      if (error instanceof StatementError) throw new HttpError(400, 'bad_statement', error.message);
      throw error;
    }
    const plan = planStatement(read.credits, await candidatesFor(app, read.credits), await usedReferences(app, read.credits));

    const report: StatementReport = {
      credits: read.credits.length,
      paid: [],
      notPaid: [],
      claimedTwice: plan.claimedTwice.map((claim) => ({ orderNumber: claim.orderNumber, rows: claim.rows.map(reportRow) })),
      unmatched: [...plan.unmatched.map((row) => ({ ...reportRow(row), note: row.note })), ...read.unreadable.map((row) => ({ ...reportRow(row), note: 'Its amount could not be read.' }))],
    };
    for (const { order, row, reference } of plan.toPay) {
      try {
        // The row's UTR is recorded as paid with the order, in its transaction (decision 038).
        const moved = await app.orders.setStatus(order.number, 'paid', new Date(), undefined, reference);
        if (!moved) continue;
        const source = reference ? `UTR ${reference}` : `line ${row.line}`;
        await recordAudit(app.database.db, { ...auditedBy(request), event: 'order-status', subject: order.number, details: `paid (bank statement, ${source})` });
        report.paid.push({ ...reportRow(row), orderNumber: order.number, reference });
      } catch (error) {
        if (error instanceof PiecesSoldError) report.notPaid.push({ ...reportRow(row), orderNumber: order.number, reason: error.message });
        else if (error instanceof UpiReferenceUsedError) report.notPaid.push({ ...reportRow(row), orderNumber: order.number, reason: error.message });
        else if (error instanceof OrderTransitionError) report.notPaid.push({ ...reportRow(row), orderNumber: order.number, reason: 'The order changed while the statement was read: look at it again.' });
        else throw error;
      }
    }
    report.unmatched.sort((a, b) => a.line - b.line);
    await recordAudit(app.database.db, { ...auditedBy(request), event: 'bank-statement', subject: 'UPI statement', details: statementSummary(report) });
    reply.header('cache-control', 'no-store');
    return report;
  });
}

/** The statement's bytes: a text/csv body, or the one file of a multipart form. */
async function statementOf(request: FastifyRequest): Promise<Uint8Array | string> {
  if (request.isMultipart()) {
    let data: Buffer | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        data = await part.toBuffer();
      }
    } catch (error) {
      const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
        throw new HttpError(400, 'bad_statement', 'Upload one bank statement file at a time.');
      }
      throw new HttpError(400, 'invalid_request', 'The upload was incomplete or malformed. Please try again.');
    }
    if (!data) throw new HttpError(400, 'bad_statement', 'Choose the bank statement file (CSV) to upload.');
    return data;
  }
  if (typeof request.body === 'string') return request.body;
  if (request.body instanceof SentFile) return request.body.bytes;
  throw new HttpError(415, 'csv_required', 'Send the bank statement as a CSV file: text/csv, or multipart/form-data with the file.');
}

const tooLarge = () => new HttpError(413, 'file_too_large', `The statement must be at most ${MAX_MB} MB. Export a shorter period from your bank.`);

/** The UPI orders the rows name, by number or by the UPI reference the shopper gave. */
async function candidatesFor(app: FastifyInstance, credits: readonly Credit[]): Promise<CandidateOrder[]> {
  const numbers = new Set(credits.flatMap((credit) => orderNumbersIn(credit.narration)));
  const references = new Set(credits.flatMap((credit) => credit.references));
  const found = new Map<string, CandidateOrder>();
  const columns = ['number', 'status', 'order_total_paise', 'upi_reference'] as const;
  const lookup = async (column: 'number' | 'upi_reference', values: string[]) => {
    for (let start = 0; start < values.length; start += LOOKUP_CHUNK) {
      const rows = await app.database.db
        .selectFrom('orders')
        .select(columns)
        .where('payment_method', '=', 'upi')
        .where(column, 'in', values.slice(start, start + LOOKUP_CHUNK))
        .execute();
      for (const row of rows) found.set(row.number, { ...row, order_total_paise: Number(row.order_total_paise) });
    }
  };
  await lookup('number', [...numbers]);
  await lookup('upi_reference', [...references]);
  return [...found.values()];
}

/** The rows' UTRs that paid an order already, with that order's number (decision 038). */
async function usedReferences(app: FastifyInstance, credits: readonly Credit[]): Promise<Map<string, string>> {
  const references = [...new Set(credits.flatMap((credit) => credit.references))];
  const used = new Map<string, string>();
  for (let start = 0; start < references.length; start += LOOKUP_CHUNK) {
    const rows = await app.database.db
      .selectFrom('upi_references')
      .innerJoin('orders', 'orders.id', 'upi_references.order_id')
      .select(['upi_references.reference', 'orders.number'])
      .where('upi_references.paid_at', 'is not', null)
      .where('upi_references.reference', 'in', references.slice(start, start + LOOKUP_CHUNK))
      .execute();
    for (const row of rows) used.set(row.reference, row.number);
  }
  return used;
}

/** What an uploaded statement held and did, for the audit trail. */
function statementSummary(report: StatementReport): string {
  const paid = report.paid.map((row) => row.orderNumber).join(' ');
  return `${report.credits} credits: ${report.paid.length} paid${paid ? ` (${paid})` : ''}, ${report.notPaid.length} not paid, ${report.claimedTwice.length} claimed twice, ${report.unmatched.length} unmatched`;
}
