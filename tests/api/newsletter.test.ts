import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, signInAsOperator, type TestApp } from '../helpers/test-app.ts';
import { newsletterRepository, subscribersCsv } from '../../src/server/newsletter/repository.ts';

describe.each(DATABASE_KINDS)('newsletter API on %s', (kind) => {
  let t: TestApp;
  let newAddressAnswer = { status: 0, body: '' };
  const subscribe = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/newsletter', payload: payload as object });

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('stores a new subscriber and thanks them', async () => {
    const response = await subscribe({ email: '  Asha.Patnaik@Example.in ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Thank you for subscribing!' });
    newAddressAnswer = { status: response.statusCode, body: response.body };
    const list = await newsletterRepository(t.database.db).list();
    expect(list.map((s) => s.email)).toEqual(['Asha.Patnaik@Example.in']);
    expect(Number.isNaN(Date.parse(list[0]!.subscribedAt))).toBe(false);
  });

  it('answers an address already on the list exactly as a new one (nobody learns who subscribed), and keeps one row', async () => {
    const known = await subscribe({ email: 'asha.patnaik@example.IN' });
    expect(known.statusCode).toBe(newAddressAnswer.status);
    expect(known.body).toBe(newAddressAnswer.body);
    expect(known.json()).toEqual({ message: 'Thank you for subscribing!' });
    expect(await newsletterRepository(t.database.db).list()).toHaveLength(1);
  });

  it.each([
    ['not an address', { email: 'asha' }],
    ['a missing domain', { email: 'asha@' }],
    ['an empty field', { email: '   ' }],
    ['no field', {}],
    ['a number', { email: 42 }],
  ])('refuses %s with a 400 and a clear message', async (_label, payload) => {
    const response = await subscribe(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'invalid_request',
      message: 'Please enter a valid e-mail address, such as name@example.com.',
      code: 'subscribe_email_invalid',
    });
  });

  it('refuses unknown fields and over-long addresses', async () => {
    const extra = await subscribe({ email: 'a@b.in', admin: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toMatch(/Unknown field: admin/);
    const long = await subscribe({ email: `${'a'.repeat(250)}@b.in` });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: 'That e-mail address is too long.', code: 'subscribe_email_long' });
  });

  it('keeps one row when the same address arrives twice at once', async () => {
    const [a, b] = await Promise.all([subscribe({ email: 'twice@example.in' }), subscribe({ email: 'TWICE@example.in' })]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const list = await newsletterRepository(t.database.db).list();
    expect(list.filter((s) => s.email.toLowerCase() === 'twice@example.in')).toHaveLength(1);
  });

  it('exports the list as CSV, oldest first', async () => {
    const repo = newsletterRepository(t.database.db);
    const csv = subscribersCsv(await repo.list());
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('"email","subscribed_at"');
    expect(lines[1]).toMatch(/^"Asha\.Patnaik@Example\.in","\d{4}-\d\d-\d\dT/);
    expect(lines).toHaveLength(3);
  });

  it('refuses the CSV export to anonymous callers', async () => {
    const response = await t.app.inject('/api/newsletter/subscribers.csv');
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('Asha');
  });

  it('serves the CSV export to an operator as a download', async () => {
    const cookie = await signInAsOperator(t);
    const response = await t.app.inject({ url: '/api/newsletter/subscribers.csv', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('attachment');
    expect(response.body.split('\r\n')[0]).toBe('"email","subscribed_at"');
    expect(response.body).toContain('Asha.Patnaik@Example.in');
  });

  it('lists the newest subscribers first, with the count of all, to an operator only', async () => {
    const anonymous = await t.app.inject('/api/newsletter/subscribers');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('Asha');

    const cookie = await signInAsOperator(t, { email: 'lists@rajatsilver.in', password: 'silver-and-gold-2026' });
    const all = await t.app.inject({ url: '/api/newsletter/subscribers', headers: { cookie } });
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toBe('no-store');
    const list = all.json();
    expect(list.count).toBe(2);
    // The address that arrived twice at once is kept as whichever copy came first.
    expect(list.newest.map((s: { email: string }) => s.email.toLowerCase())).toEqual(['twice@example.in', 'asha.patnaik@example.in']);
    expect(list.newest[1]).toMatchObject({ email: 'Asha.Patnaik@Example.in', subscribedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });

    const one = await t.app.inject({ url: '/api/newsletter/subscribers?limit=1', headers: { cookie } });
    expect(one.json()).toMatchObject({ count: 2, newest: [{ email: list.newest[0].email }] });
    const tooMany = await t.app.inject({ url: '/api/newsletter/subscribers?limit=500', headers: { cookie } });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('subscribersCsv', () => {
  it('quotes every cell, doubles quotes and defuses spreadsheet formulas', () => {
    const csv = subscribersCsv([
      { email: '"odd,name"@example.in', subscribedAt: '2026-01-01T00:00:00.000Z' },
      { email: '=HYPERLINK("x")@example.in', subscribedAt: '2026-01-02T00:00:00.000Z' },
    ]);
    expect(csv).toBe(
      '"email","subscribed_at"\r\n' +
        '"""odd,name""@example.in","2026-01-01T00:00:00.000Z"\r\n' +
        `"'=HYPERLINK(""x"")@example.in","2026-01-02T00:00:00.000Z"\r\n`,
    );
  });
});
