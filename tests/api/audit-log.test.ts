import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLotusRingAndRopeChain, createTestApp, DATABASE_KINDS, signInAsOperator, type TestApp } from '../helpers/test-app.ts';
import { productInput, SHIPPING_TO_CUTTACK } from '../helpers/shop-fixtures.ts';
import { jpeg, multipart } from '../helpers/uploads.ts';

// The audit trail (issue 25, point 8): sign-ins, account changes, order status changes, product
// edits and CSV exports, one append-only table, shown to operators newest first a page at a
// time, kept a year.

const OPERATOR = { email: 'auditor@rajatsilver.in', password: 'silver-and-gold-2026' };

type Entry = { id: number; at: string; event: string; actor: string | null; clientIp: string | null; subject: string | null; details: string | null };

describe.each(DATABASE_KINDS)('the audit trail on %s', (kind) => {
  let t: TestApp;
  let cookie = '';

  /** The whole trail, newest first, read through the operators' route page by page. */
  async function trail(): Promise<Entry[]> {
    const entries: Entry[] = [];
    let before: number | null | undefined;
    do {
      const response = await t.app.inject({ url: `/api/audit-log?limit=3${before ? `&before=${before}` : ''}`, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      const page = response.json() as { entries: Entry[]; nextCursor: number | null };
      entries.push(...page.entries);
      before = page.nextCursor;
    } while (before);
    return entries;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    cookie = await signInAsOperator(t, OPERATOR);
  });
  afterAll(() => t.close());

  it('records sign-ins that succeed and fail, with the account and the client address', async () => {
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: OPERATOR.email, password: 'not-the-right-password' },
      remoteAddress: '203.0.113.9',
    });
    expect(failed.statusCode).toBe(401);
    const entries = await trail();
    expect(entries[0]).toMatchObject({ event: 'sign-in-failed', actor: OPERATOR.email, clientIp: '203.0.113.9', details: 'wrong e-mail or password' });
    expect(entries[1]).toMatchObject({ event: 'sign-in', actor: OPERATOR.email, clientIp: '127.0.0.1' });
  });

  it('records order status changes, product edits and CSV exports, newest first, under the operator who made them', async () => {
    const { ring } = await addLotusRingAndRopeChain(t);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: { ...SHIPPING_TO_CUTTACK, lines: [{ productId: ring.id, size: '2.6', quantity: 1 }] },
    });
    expect(placed.statusCode).toBe(201);
    const number = placed.json().number as string;
    const confirmed = await t.app.inject({ method: 'PATCH', url: `/api/orders/${number}`, headers: { cookie }, payload: { status: 'confirmed' } });
    expect(confirmed.statusCode).toBe(200);

    const form = await multipart({ product: productInput({ ProductName: 'Audited Anklet' }) }, [{ name: 'a.jpg', data: await jpeg() }]);
    const created = await t.app.inject({ method: 'POST', url: '/api/products', payload: form.payload, headers: { ...form.headers, cookie } });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const change = await multipart({ product: { ProductPrice: 1499 } }, []);
    const updated = await t.app.inject({ method: 'PATCH', url: `/api/products/${id}`, payload: change.payload, headers: { ...change.headers, cookie } });
    expect(updated.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: { cookie } })).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/sales/orders.csv?from=2026-01-01&to=2026-12-31', headers: { cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/newsletter/subscribers.csv', headers: { cookie } })).statusCode).toBe(200);

    const entries = await trail();
    expect(entries.slice(0, 6).map((entry) => [entry.event, entry.subject])).toEqual([
      ['csv-export', 'newsletter subscribers'],
      ['csv-export', 'orders'],
      ['product-deleted', id],
      ['product-updated', id],
      ['product-created', id],
      ['order-status', number],
    ]);
    for (const entry of entries.slice(0, 6)) expect(entry).toMatchObject({ actor: OPERATOR.email, clientIp: '127.0.0.1' });
    expect(entries[5]!.details).toBe('confirmed');
    expect(entries[3]!.details).toBe('Audited Anklet: ProductPrice');
    // Newest first: ids and times never go up down the list.
    expect(entries.map((entry) => entry.id)).toEqual([...entries.map((entry) => entry.id)].sort((a, b) => b - a));
  });

  it('is for operators only', async () => {
    expect((await t.app.inject('/api/audit-log')).statusCode).toBe(401);
  });

  it('keeps a year: the sweep removes the older rows from the oldest on, and nothing newer; the chain stays whole', async () => {
    const { recordAudit, sweepAudit, AUDIT_RETENTION_MS } = await import('../../src/server/audit/audit-log.ts');
    const { checkAuditChain } = await import('../../src/server/audit/audit-chain.ts');
    // A sweep 400 days on: today's rows are more than a year old then.
    const now = new Date(Date.now() + 400 * 24 * 60 * 60_000);
    const cutoff = now.getTime() - AUDIT_RETENTION_MS;
    await recordAudit(t.database.db, { event: 'sign-in', actor: 'old@rajatsilver.in' }, new Date(cutoff - 1000));
    await recordAudit(t.database.db, { event: 'sign-in', actor: 'kept@rajatsilver.in' }, new Date(cutoff + 1000));
    await recordAudit(t.database.db, { event: 'sign-in', actor: 'newest@rajatsilver.in' }, new Date(cutoff + 2000));
    expect((await trail()).length).toBeGreaterThan(3);
    await sweepAudit(t.database.db, now);
    expect((await trail()).map((entry) => entry.actor)).toEqual(['newest@rajatsilver.in', 'kept@rajatsilver.in']);
    expect(await checkAuditChain(t.database.db)).toMatchObject({ whole: true, rows: 2 });
  });
});
