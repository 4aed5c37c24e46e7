import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type { Database } from '../db/schema.ts';
import { localisedPath } from '../../shared/languages.ts';
import { orderMailHtml, orderMailText } from './templates.ts';
import type { MailOutboxTable } from './tables.ts';
import { huidsOf } from '../orders/huids.ts';

// Sends the outbox's messages (decision 017). Several processes may run a worker on one
// database: a message is claimed by a conditional UPDATE that only one of them wins, holds a
// lease while it is sent, and is marked sent, by the claim's token, once the SMTP server has
// accepted it. A worker that dies holding a claim leaves the lease to run out; the message is
// then sent again, with the same Message-ID. Only a crash between the server's acceptance and
// the marking can deliver a message twice.

type Log = { info(message: string): void; warn(message: string): void; error(object: object, message: string): void };

/** What sends one message; nodemailer's SMTP transport in the shop. */
export type MailTransport = {
  sendMail(message: SendMailOptions): Promise<unknown>;
  close(): void;
};

export type MailWorkerOptions = {
  db: Kysely<Database>;
  transport: MailTransport;
  /** The From address, such as 'Rajat Silver <orders@shop.example.in>'. */
  from: string;
  /** The shop's public address, without a trailing slash: order links point there. */
  shopUrl: string;
  /** The key to an order's invoice that the buyer's links carry (decision 030); none without it. */
  documentsKey?: (orderNumber: string) => string;
  log: Log;
  /** How often the worker looks for due messages. */
  pollMs?: number;
  /** How long a claim holds a message; longer than the transport's timeouts together. */
  leaseMs?: number;
  /** The wait after the first failed try; it doubles with each try, up to retryMaxMs. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** Tries before a message is given up (marked failed). */
  maxAttempts?: number;
  /** Tests: called after a message is claimed and before it is sent. */
  afterClaim?: (id: string) => Promise<void> | void;
};

export const MAIL_DEFAULTS = {
  pollMs: 5_000,
  leaseMs: 2 * 60_000,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  maxAttempts: 15,
};

/** Nodemailer's timeouts, in ms: a send gives up well within a claim's lease (MAIL_DEFAULTS.leaseMs). */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 45_000 };
const BATCH = 10;
/** Tries, a second apart, to note that a message was sent while the database does not answer. */
const MARK_SENT_TRIES = 5;

/** Nodemailer's SMTP transport, loaded with the first message: a shop without SMTP_URL never loads it (~5 MB of heap, decision 031). */
export function smtpTransport(smtpUrl: string): MailTransport {
  let transport: Promise<Transporter> | undefined;
  const opened = () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS })));
  return {
    sendMail: async (message) => (await opened()).sendMail(message),
    close: () => void transport?.then((opened) => opened.close()),
  };
}

/** The wait before try number `attempts + 1`: retryBaseMs, doubling, at most retryMaxMs. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
}

/** An SMTP answer that will not change on another try (5xx: address or message refused). */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').slice(0, 500);
}

export type MailWorker = {
  /** Sends what is due now; answers how many messages it tried. */
  runOnce(): Promise<number>;
  /** Stops looking; a message being sent is finished and marked first. */
  stop(): Promise<void>;
};

export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const settings = { ...MAIL_DEFAULTS, ...definedOnly(options) };
  const { db, transport, log } = options;
  const domain = /@([^\s<>@]+)>?\s*$/.exec(options.from)?.[1] ?? 'localhost';
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  /** Claims the message when it is still due: true when this worker won it. */
  async function claim(id: string, token: string, now: Date): Promise<boolean> {
    const result = await db
      .updateTable('mail_outbox')
      .set({
        state: 'sending',
        claim_token: token,
        attempts: sql`attempts + 1`,
        due_at: new Date(now.getTime() + settings.leaseMs).toISOString(),
      })
      .where('id', '=', id)
      .where('due_at', '<=', now.toISOString())
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function send(row: MailOutboxTable): Promise<void> {
    const order = await db.selectFrom('orders').selectAll().where('id', '=', row.order_id).executeTakeFirstOrThrow();
    const lines = await db.selectFrom('order_lines').selectAll().where('order_id', '=', row.order_id).orderBy('position').execute();
    const huids = await huidsOf(db, [row.order_id]);
    // The buyer's messages carry the key to the invoice, made now: good for INVOICE_LINK_DAYS
    // from this message, so each later message about the order brings a fresh one.
    const key = row.kind === 'order_alert' ? undefined : options.documentsKey?.(order.number);
    const query = key ? `?key=${encodeURIComponent(key)}` : '';
    const number = encodeURIComponent(order.number);
    // The shopper's link opens the order's page in the language it was placed in; the operators'
    // alert opens the order in the backend (decision 042), which a signed-in operator sees at once.
    const orderUrl =
      row.kind === 'order_alert'
        ? `${options.shopUrl}/backend?order=${number}#backend-orders`
        : `${options.shopUrl}${localisedPath(order.language, `/order/${number}`)}${query}`;
    // A cancellation or return links the credit note that reversed the invoice (issued in that change's transaction).
    const reversed = row.order_status === 'cancelled' || row.order_status === 'returned';
    const mail = {
      kind: row.kind,
      status: row.order_status,
      order: { ...order, lines, huids },
      orderUrl,
      invoiceUrl: key && order.invoice_number ? `${options.shopUrl}/api/orders/${number}/invoice.pdf${query}` : undefined,
      creditNoteUrl: key && reversed && order.credit_note_number ? `${options.shopUrl}/api/orders/${number}/credit-note.pdf${query}` : undefined,
    };
    await transport.sendMail({
      from: options.from,
      to: row.recipients,
      subject: row.subject,
      text: orderMailText(mail),
      html: orderMailHtml(mail),
      // The same for every try of this message, so that a receiver can drop a second copy.
      messageId: `<${row.id}@${domain}>`,
      date: new Date(row.created_at),
    });
  }

  async function deliver(id: string): Promise<void> {
    const token = randomBytes(12).toString('base64url');
    if (!(await claim(id, token, new Date()))) return;
    const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    try {
      await options.afterClaim?.(id);
      await send(row);
    } catch (error) {
      const giveUp = isPermanent(error) || row.attempts >= settings.maxAttempts;
      const next = new Date(Date.now() + retryDelay(row.attempts, settings.retryBaseMs, settings.retryMaxMs));
      await db
        .updateTable('mail_outbox')
        .set({
          state: giveUp ? 'failed' : 'pending',
          due_at: giveUp ? null : next.toISOString(),
          claim_token: null,
          last_error: errorText(error),
        })
        .where('id', '=', id)
        .where('claim_token', '=', token)
        .execute();
      // The order's internal id, not its number (which is in the subject): the number opens
      // the order's page to anyone, and logs travel further than the database.
      const what = `mail ${id} (${row.kind} of order id ${row.order_id}): try ${row.attempts} failed (${errorText(error)})`;
      log.warn(giveUp ? `${what}; given up` : `${what}; next try at ${next.toISOString()}`);
      return;
    }
    if (!(await markSent(id, token))) log.warn(`mail ${id} was sent after its claim ran out; another worker may send it again`);
  }

  /**
   * Marks a message sent once the SMTP server has accepted it. A database that does not answer
   * is asked again for a few seconds: until this is written, the message would go out again
   * when its claim runs out.
   */
  async function markSent(id: string, token: string): Promise<boolean> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const marked = await db
          .updateTable('mail_outbox')
          .set({ state: 'sent', sent_at: new Date().toISOString(), due_at: null, claim_token: null, last_error: null })
          .where('id', '=', id)
          .where('claim_token', '=', token)
          .executeTakeFirst();
        return Number(marked.numUpdatedRows) === 1;
      } catch (error) {
        if (attempt >= MARK_SENT_TRIES) throw error;
        await sleep(1000);
      }
    }
  }

  async function runOnce(): Promise<number> {
    let tried = 0;
    for (;;) {
      // One query on the due_at index; sent and failed rows are not in it.
      const due = await db
        .selectFrom('mail_outbox')
        .select('id')
        .where('due_at', '<=', new Date().toISOString())
        .orderBy('due_at')
        .limit(BATCH)
        .execute();
      for (const { id } of due) {
        if (stopped) return tried;
        await deliver(id);
        tried += 1;
      }
      if (due.length < BATCH || stopped) return tried;
    }
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .catch((error: unknown) => {
          log.error({ err: error }, 'sending the outbox failed');
          return 0;
        })
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, settings.pollMs);
    timer.unref();
  }

  schedule();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}

/**
 * The server's worker: started when SMTP_URL is set, stopped when the app closes (before the
 * database does). Without SMTP_URL the messages wait in the outbox, listed in the backend.
 */
export function sendOutboxWhileServing(app: FastifyInstance, settings: Partial<typeof MAIL_DEFAULTS> = {}): MailWorker | undefined {
  const { mail, publicUrl, port } = app.config;
  if (!mail) {
    app.log.info('SMTP_URL is not set: order e-mails wait in the outbox (listed in the backend) until it is');
    return undefined;
  }
  if (!publicUrl) app.log.warn(`PUBLIC_URL is not set: order e-mails link to http://localhost:${port}`);
  const worker = startMailWorker({
    ...settings,
    db: app.database.db,
    transport: smtpTransport(mail.smtpUrl),
    from: mail.from,
    shopUrl: publicUrl?.replace(/\/+$/, '') ?? `http://localhost:${port}`,
    documentsKey: (orderNumber) => app.documentLinks.keyFor(orderNumber),
    log: app.log,
  });
  app.addHook('preClose', () => worker.stop());
  return worker;
}

function definedOnly<T extends object>(object: T): Partial<T> {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as Partial<T>;
}
