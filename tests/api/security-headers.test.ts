import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { webBuild } from '../helpers/web-build.ts';
import { useTestApp } from '../helpers/use-test-app.ts';
import { STAND_IN_KEYS } from '../support/razorpay-stand-in.ts';
import { EARLY_TAPS_HASH } from '../../src/server/http/security-headers.ts';

// The headers do not depend on the database: SQLite only.

/** What a page may run: the shop's own files, and inline only the early taps' script, by its hash (decision 045). */
const PAGE_SCRIPTS = ["'self'", EARLY_TAPS_HASH];

/** The Content-Security-Policy's directives, by name. */
function directives(policy: unknown): Map<string, string[]> {
  expect(typeof policy).toBe('string');
  return new Map(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('security headers', () => {
  let distDir: string;
  let t: TestApp;
  let https: TestApp;

  beforeAll(async () => {
    distDir = webBuild();
    t = await createTestApp('sqlite', { DIST_DIR: distDir, MEDIA_PUBLIC_URL: 'https://media.example.in/shop' });
    await t.app.storage.put('images/high-quality/ring.jpgabc123', Buffer.from([0xff, 0xd8, 0xff]), 'image/jpeg');
    https = await createTestApp('sqlite', { DIST_DIR: distDir, PUBLIC_URL: 'https://shop.example.in' });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await https.close();
  });

  it('a rendered page runs only the shop’s own scripts and the early taps’ one, and cannot be framed', async () => {
    const response = await t.app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const policy = directives(response.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(PAGE_SCRIPTS);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    // Images from MEDIA_PUBLIC_URL's origin.
    expect(policy.get('img-src')).toContain('https://media.example.in');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // What the policy allows is what the page needs: one script element runs inline code, the
    // one whose hash the policy names.
    const scripts = [...response.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)].map(([, attributes = '', code = '']) => ({ attributes, code }));
    expect(scripts.length).toBeGreaterThan(2);
    const inline = scripts.filter(({ attributes }) => !/\bsrc="\/assets\/|type="application\/(ld\+)?json"/.test(attributes));
    expect(inline.map(({ attributes }) => attributes)).toEqual(['']);
    expect(`'sha256-${createHash('sha256').update(inline[0]!.code).digest('base64')}'`).toBe(EARLY_TAPS_HASH);
  });

  it('a page answered from the cache, and its 304, carry the same policy', async () => {
    const first = await t.app.inject('/home/rings');
    const again = await t.app.inject({ url: '/home/rings', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    // A 304's headers replace those the browser kept with the page.
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it('the API answers, its errors and 404s, and media carry the data policy and nosniff', async () => {
    const answers = await Promise.all([
      t.app.inject('/api/products'),
      t.app.inject('/api/no-such-thing'),
      t.app.inject({ method: 'POST', url: '/api/orders', payload: {} }),
      t.app.inject('/media/images/high-quality/ring.jpgabc123'),
      t.app.inject('/media/images/high-quality/missing'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 400, 200, 404]);
    for (const answer of answers) {
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('a page nobody has, and the web app’s files, carry the page policy', async () => {
    const missing = await t.app.inject('/no/such/page');
    expect(missing.statusCode).toBe(404);
    const icon = await t.app.inject('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    for (const answer of [missing, icon]) {
      expect(directives(answer.headers['content-security-policy']).get('script-src')).toEqual(PAGE_SCRIPTS);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('sends HSTS only when the shop is served over https', async () => {
    for (const url of ['/', '/api/products', '/api/no-such-thing']) {
      const answer = await https.app.inject(url);
      expect(answer.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect((await t.app.inject(url)).headers['strict-transport-security'], url).toBeUndefined();
    }
  });
});

describe('the checkout page of a shop that takes Razorpay (decision 033)', () => {
  let distDir: string;
  let withGateway: TestApp;
  let without: TestApp;

  beforeAll(async () => {
    distDir = webBuild();
    withGateway = await createTestApp('sqlite', {
      DIST_DIR: distDir,
      RAZORPAY_KEY_ID: STAND_IN_KEYS.keyId,
      RAZORPAY_KEY_SECRET: STAND_IN_KEYS.keySecret,
      RAZORPAY_WEBHOOK_SECRET: STAND_IN_KEYS.webhookSecret,
    });
    without = await createTestApp('sqlite', { DIST_DIR: distDir });
  }, 120_000);
  afterAll(async () => {
    await withGateway.close();
    await without.close();
  });

  it('allows exactly the gateway’s script and frame, and pop-ups, on the checkout page, whatever its query', async () => {
    const pages = ['/checkout', '/checkout/', '/checkout?pay=RS-ABCDEFGH23&key=1796000000.abc', '/Checkout'];
    // Hindi and Odia shoppers pay on their language's checkout and pay pages.
    for (const url of [...pages, ...['/hi', '/or'].flatMap((prefix) => pages.map((page) => prefix + page))]) {
      const answer = await withGateway.app.inject(url);
      expect(answer.statusCode, url).toBe(200);
      const policy = directives(answer.headers['content-security-policy']);
      expect(policy.get('script-src'), url).toEqual([...PAGE_SCRIPTS, 'https://checkout.razorpay.com']);
      expect(policy.get('frame-src'), url).toEqual(['https://api.razorpay.com']);
      // Everything else as on every page.
      expect(policy.get('default-src'), url).toEqual(["'self'"]);
      expect(policy.get('connect-src'), url).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(answer.headers['cross-origin-opener-policy'], url).toBe('same-origin-allow-popups');
    }
  });

  it('keeps every other page, the API and the checkout’s own API calls to the usual policies', async () => {
    for (const url of ['/', '/cart', '/order/RS-ABCDEFGH23', '/checkouts', '/home/rings?x=/checkout', '/hi/cart', '/or/order/RS-ABCDEFGH23', '/hi/checkouts', '/HI/checkout', '/xx/checkout']) {
      const answer = await withGateway.app.inject(url);
      const policy = directives(answer.headers['content-security-policy']);
      expect(policy.get('script-src'), url).toEqual(PAGE_SCRIPTS);
      expect(policy.has('frame-src'), url).toBe(false);
      expect(answer.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
    const api = await withGateway.app.inject('/api/payment-terms');
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('keeps the checkout page to the usual policy when the shop takes no Razorpay', async () => {
    const answer = await without.app.inject('/checkout');
    const policy = directives(answer.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(PAGE_SCRIPTS);
    expect(policy.has('frame-src')).toBe(false);
    expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('makes the checkout’s pay page for each request, never from the page kept for everyone', async () => {
    const kept = await withGateway.app.inject('/checkout');
    expect(kept.body).toContain('Shipping Details');
    const pay = await withGateway.app.inject('/checkout?pay=RS-NOSUCHORD2');
    expect(pay.statusCode).toBe(200);
    expect(pay.headers['cache-control']).toBe('private, no-store');
    for (const url of ['/hi/checkout?pay=RS-NOSUCHORD2', '/or/checkout?pay=RS-NOSUCHORD2&key=1.a']) {
      expect((await withGateway.app.inject(url)).headers['cache-control'], url).toBe('private, no-store');
    }
    expect(pay.body).toMatch(/We could not find order (<!-- -->)?RS-NOSUCHORD2/);
    expect(pay.body).not.toContain('Shipping Details');
    // Its canonical link is the checkout's: the order is nobody else's page.
    expect(pay.body).toMatch(/<link rel="canonical" href="[^"]*\/checkout">/);
    // The checkout kept for everyone is as it was.
    expect((await withGateway.app.inject('/checkout')).body).toContain('Shipping Details');
  });
});

describe('HSTS behind a proxy that terminates https', () => {
  const t = useTestApp('sqlite', { TRUST_PROXY: '127.0.0.1' });

  it('follows the protocol the trusted proxy reports', async () => {
    const overHttps = await t.app.inject({ url: '/api/products', headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const overHttp = await t.app.inject({ url: '/api/products', headers: { 'x-forwarded-proto': 'http' } });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
  });
});
