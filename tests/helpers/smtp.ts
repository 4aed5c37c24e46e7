import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { setTimeout as sleep } from 'node:timers/promises';

/** A message the loopback server accepted, with its envelope recipients. */
export type ReceivedMail = ParsedMail & { rcptTo: string[] };

export type LoopbackSmtp = {
  port: number;
  /** SMTP_URL for the shop. */
  url: string;
  /** Every message accepted (answered 250), in order. */
  received: ReceivedMail[];
  /** Held messages whose client went away before they were answered: never accepted. */
  readonly dropped: number;
  /** While on, a message's DATA is read but not answered until hold(false): a server slow to accept. */
  hold(on: boolean): void;
  /** Resolves once `count` messages have been accepted. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Resolves once a message is held unanswered. */
  waitForHeld(timeoutMs?: number): Promise<void>;
  /** Refuses RCPT TO for this address with a permanent 550. */
  refuse(address: string): void;
  /** Stops listening (the port then refuses connections) and ends open connections. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
};

async function until(condition: () => boolean, timeoutMs: number, what: () => string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error(what());
    await sleep(20);
  }
}

/**
 * A real SMTP server on 127.0.0.1 (the smtp-server package) that keeps what it accepts, parsed
 * with mailparser. No TLS and no authentication: loopback only.
 */
export async function startLoopbackSmtp(): Promise<LoopbackSmtp> {
  const received: ReceivedMail[] = [];
  const refused = new Set<string>();
  /** Held messages by connection: answering accepts them. */
  const held = new Map<string, () => void>();
  let holding = false;
  let heldEver = 0;
  let dropped = 0;

  const makeServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (refused.has(address.address)) {
          callback(Object.assign(new Error(`Mailbox ${address.address} does not exist`), { responseCode: 550 }));
        } else {
          callback();
        }
      },
      onData(stream, session, callback) {
        const rcptTo = session.envelope.rcptTo.map((address) => address.address);
        simpleParser(stream).then(
          (mail) => {
            const accept = () => {
              received.push(Object.assign(mail, { rcptTo }));
              callback();
            };
            if (!holding) return accept();
            heldEver += 1;
            held.set(session.id, accept);
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      },
      onClose(session) {
        // A held message's client went away before the answer: it was never accepted.
        if (held.delete(session.id)) dropped += 1;
      },
    });

  let server = makeServer();
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.server.once('listening', () => {
        const address = server.server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
      server.listen(port, '127.0.0.1');
    });
  const port = await listen(0);

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    get dropped() {
      return dropped;
    },
    hold(on) {
      holding = on;
      if (!on) {
        const waiting = [...held.values()];
        held.clear();
        for (const accept of waiting) accept();
      }
    },
    async waitFor(count, timeoutMs = 10_000) {
      await until(() => received.length >= count, timeoutMs, () => `expected ${count} messages at the loopback SMTP server, got ${received.length}`);
      return received;
    },
    waitForHeld: (timeoutMs = 10_000) => until(() => heldEver > 0, timeoutMs, () => 'no message was held at the loopback SMTP server'),
    refuse(address) {
      refused.add(address);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = makeServer();
      await listen(port);
    },
  };
}
