import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../src/server/config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'shop-config-'));

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(3000);
    expect(config.storage.driver).toBe('disk');
    expect(config.databaseUrl).toBeUndefined();
  });

  it('refuses a PORT that is not a port number, in one line', () => {
    expect(() => loadConfig({ PORT: 'abc', DATA_DIR: dataDir() })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000', DATA_DIR: dataDir() })).toThrow(/PORT/);
  });

  it('refuses a DATA_DIR it cannot write to', () => {
    expect(() => loadConfig({ DATA_DIR: '/proc/x' })).toThrow(/DATA_DIR: cannot write to \/proc\/x/);
  });

  it('refuses a DATABASE_URL that is not PostgreSQL', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('takes a redis:// REDIS_URL and refuses anything else', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), REDIS_URL: 'redis://cache:6379' }).redisUrl).toBe('redis://cache:6379');
    expect(loadConfig({ DATA_DIR: dataDir() }).redisUrl).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: dataDir(), REDIS_URL: 'http://cache' })).toThrow(/REDIS_URL must be a redis:\/\//);
  });

  it('sends order e-mails only with an smtp(s):// SMTP_URL and a MAIL_FROM address', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).mail).toBeUndefined();
    const from = 'Rajat Silver <orders@rajatsilver.in>';
    expect(loadConfig({ DATA_DIR: dataDir(), SMTP_URL: 'smtps://user:pass@smtp.example.in:465', MAIL_FROM: from }).mail).toEqual({
      smtpUrl: 'smtps://user:pass@smtp.example.in:465',
      from,
    });
    expect(loadConfig({ DATA_DIR: dataDir(), SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'orders@rajatsilver.in' }).mail?.from).toBe('orders@rajatsilver.in');
    expect(() => loadConfig({ DATA_DIR: dataDir(), SMTP_URL: 'http://smtp.example.in', MAIL_FROM: from })).toThrow(/^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SMTP_URL: 'smtp://smtp.example.in' })).toThrow(/^MAIL_FROM is required with SMTP_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SMTP_URL: 'smtp://smtp.example.in', MAIL_FROM: 'Rajat Silver' })).toThrow(/^MAIL_FROM must be an address/);
    // MAIL_FROM alone sends nothing: the messages wait in the outbox.
    expect(loadConfig({ DATA_DIR: dataDir(), MAIL_FROM: from }).mail).toBeUndefined();
  });

  it('takes UPI with UPI_ID and UPI_NAME, holds 120 minutes and 48 hours unless set, and refuses a malformed ID or name in one line', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).upi).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), UPI_ID: 'rajatsilver@okaxis', UPI_NAME: 'Rajat Silver' }).upi).toEqual({
      payee: { upiId: 'rajatsilver@okaxis', name: 'Rajat Silver' },
      holdMs: 120 * 60_000,
      checkMs: 48 * 3_600_000,
    });
    expect(loadConfig({ DATA_DIR: dataDir(), UPI_ID: 'shop.orders-1@ybl', UPI_NAME: "Rajat Silver & Sons' Co. - Cuttack", UPI_HOLD_MINUTES: '30', UPI_CHECK_HOURS: '72' }).upi).toMatchObject({
      holdMs: 30 * 60_000,
      checkMs: 72 * 3_600_000,
    });
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig({ DATA_DIR: dataDir(), ...env });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        expect((error as Error).message).not.toContain('\n');
        return (error as Error).message;
      }
      throw new Error(`${JSON.stringify(env)} was taken`);
    };
    for (const upiId of ['rajatsilver', 'rajat silver@okaxis', '@okaxis', 'rajatsilver@', 'rajat@ok@axis', 'rajatsilver@ok-axis']) {
      expect(refusal({ UPI_ID: upiId, UPI_NAME: 'Rajat Silver' })).toMatch(/^UPI_ID must be a UPI ID such as rajatsilver@okaxis/);
    }
    expect(refusal({ UPI_ID: 'rajatsilver@okaxis' })).toMatch(/^UPI_NAME is required with UPI_ID/);
    expect(refusal({ UPI_NAME: 'Rajat Silver' })).toMatch(/^UPI_NAME is set without UPI_ID/);
    for (const name of ['x'.repeat(51), 'Rajat <Silver>', 'Rajat Silver https://pay.example', ' - ']) {
      expect(refusal({ UPI_ID: 'rajatsilver@okaxis', UPI_NAME: name })).toMatch(/^UPI_NAME must be 1 to 50 letters, digits, spaces or \. & ' -/);
    }
    expect(refusal({ UPI_ID: 'rajatsilver@okaxis', UPI_NAME: 'Rajat Silver', UPI_HOLD_MINUTES: '0' })).toBe('UPI_HOLD_MINUTES must be a whole number of minutes, 1 or more');
    expect(refusal({ UPI_ID: 'rajatsilver@okaxis', UPI_NAME: 'Rajat Silver', UPI_CHECK_HOURS: '1.5' })).toBe('UPI_CHECK_HOURS must be a whole number of hours, 1 or more');
  });

  it('takes Razorpay with its three secrets, over https unless on this machine, and refuses some without the others in one line', () => {
    const keys = { RAZORPAY_KEY_ID: 'rzp_test_AbCdEf1234567', RAZORPAY_KEY_SECRET: 'key-secret-0001', RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-0001' };
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig({ DATA_DIR: dataDir(), ...env });
      } catch (error) {
        if (error instanceof ConfigError) return error.message;
        throw error;
      }
      return null;
    };
    expect(loadConfig({ DATA_DIR: dataDir() }).razorpay).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), ...keys }).razorpay).toEqual({
      keyId: 'rzp_test_AbCdEf1234567',
      keySecret: 'key-secret-0001',
      webhookSecret: 'webhook-secret-0001',
      apiUrl: 'https://api.razorpay.com',
      holdMs: 30 * 60_000,
    });
    expect(loadConfig({ DATA_DIR: dataDir(), ...keys, RAZORPAY_API_URL: 'http://127.0.0.1:9000/', PAYMENT_HOLD_MINUTES: '45' }).razorpay).toMatchObject({
      apiUrl: 'http://127.0.0.1:9000',
      holdMs: 45 * 60_000,
    });
    expect(loadConfig({ DATA_DIR: dataDir(), ...keys, RAZORPAY_API_URL: 'http://localhost:9000' }).razorpay?.apiUrl).toBe('http://localhost:9000');

    expect(refusal({ RAZORPAY_KEY_ID: keys.RAZORPAY_KEY_ID })).toBe(
      'RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET are required with RAZORPAY_KEY_ID: Razorpay needs its key id, key secret and webhook secret together, or none of them',
    );
    expect(refusal({ RAZORPAY_KEY_ID: keys.RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET: keys.RAZORPAY_KEY_SECRET })).toMatch(/^RAZORPAY_WEBHOOK_SECRET is required with RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET:/);
    expect(refusal({ RAZORPAY_WEBHOOK_SECRET: keys.RAZORPAY_WEBHOOK_SECRET })).toMatch(/^RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are required with RAZORPAY_WEBHOOK_SECRET:/);
    expect(refusal({ ...keys, RAZORPAY_API_URL: 'http://api.razorpay.com' })).toMatch(/^RAZORPAY_API_URL must be an https:\/\/ address/);
    expect(refusal({ ...keys, RAZORPAY_API_URL: 'not a url' })).toMatch(/^RAZORPAY_API_URL must be a URL/);
    expect(refusal({ ...keys, RAZORPAY_KEY_ID: 'AbCdEf1234567' })).toMatch(/^RAZORPAY_KEY_ID must be a key id such as rzp_live_/);
    expect(refusal({ ...keys, PAYMENT_HOLD_MINUTES: '0' })).toBe('PAYMENT_HOLD_MINUTES must be a whole number of minutes, 1 or more');
  });

  it('needs a bucket for S3 storage', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), STORAGE: 's3' })).toThrow(/S3_BUCKET/);
  });

  it('takes MEDIA_PUBLIC_URL as an http(s) address without its trailing slash, and refuses anything else', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), MEDIA_PUBLIC_URL: 'https://media.example.in/shop/' }).mediaPublicUrl).toBe('https://media.example.in/shop');
    expect(loadConfig({ DATA_DIR: dataDir() }).mediaPublicUrl).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: dataDir(), MEDIA_PUBLIC_URL: 'media.example.in' })).toThrow(/^MEDIA_PUBLIC_URL must be an http\(s\) address/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), MEDIA_PUBLIC_URL: 'https://cdn.example.in/?v=1' })).toThrow(/MEDIA_PUBLIC_URL/);
  });

  it('runs one worker by default and several only on PostgreSQL with Redis', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).workers).toBe(1);
    const shared = { DATABASE_URL: 'postgres://db/shop', REDIS_URL: 'redis://cache:6379' };
    expect(loadConfig({ DATA_DIR: dataDir(), WORKERS: '4', ...shared }).workers).toBe(4);
    expect(() => loadConfig({ DATA_DIR: dataDir(), WORKERS: '0' })).toThrow(/^WORKERS must be a whole number/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), WORKERS: 'two' })).toThrow(/^WORKERS/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), WORKERS: '65', ...shared })).toThrow(/WORKERS must be at most 64/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), WORKERS: '2' })).toThrow(/^WORKERS: more than 1 process needs DATABASE_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), WORKERS: '2', DATABASE_URL: shared.DATABASE_URL })).toThrow(/needs REDIS_URL/);
  });

  it('takes the timeouts in whole seconds, with defaults, and refuses a headers timeout longer than the request timeout', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).timeouts).toEqual({ request: 120_000, headers: 10_000, keepAlive: 72_000, shutdown: 8_000 });
    const set = { REQUEST_TIMEOUT: '600', HEADERS_TIMEOUT: '20', KEEP_ALIVE_TIMEOUT: '65', SHUTDOWN_TIMEOUT: '25' };
    expect(loadConfig({ DATA_DIR: dataDir(), ...set }).timeouts).toEqual({ request: 600_000, headers: 20_000, keepAlive: 65_000, shutdown: 25_000 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), REQUEST_TIMEOUT: '0' })).toThrow(/^REQUEST_TIMEOUT must be a whole number of seconds, 1 or more$/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SHUTDOWN_TIMEOUT: '2.5' })).toThrow(/^SHUTDOWN_TIMEOUT must be a whole number/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), REQUEST_TIMEOUT: '5', HEADERS_TIMEOUT: '10' })).toThrow(
      /^HEADERS_TIMEOUT must not be longer than REQUEST_TIMEOUT$/,
    );
  });

  it('takes the page limits as whole numbers per minute, with defaults', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).pageRateLimits).toEqual({ all: 300, order: 30, search: 60 });
    const raised = loadConfig({ DATA_DIR: dataDir(), PAGE_RATE_LIMIT: '1000', ORDER_PAGE_RATE_LIMIT: '100', SEARCH_PAGE_RATE_LIMIT: '200' });
    expect(raised.pageRateLimits).toEqual({ all: 1000, order: 100, search: 200 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), ORDER_PAGE_RATE_LIMIT: '0' })).toThrow('ORDER_PAGE_RATE_LIMIT must be a whole number of order pages per minute, 1 or more');
    expect(() => loadConfig({ DATA_DIR: dataDir(), PAGE_RATE_LIMIT: 'lots' })).toThrow(/PAGE_RATE_LIMIT/);
  });

  it('takes TRUST_PROXY as proxy addresses or a hop count, and refuses true with what to give instead', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'true' })).toThrow(
      /^TRUST_PROXY=true would trust an X-Forwarded-For that any client can forge; give the proxies' addresses \(such as 127\.0\.0\.1,10\.0\.0\.0\/8\) or how many proxies stand in front \(such as 1\)$/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'everyone' })).toThrow(/^TRUST_PROXY must be false, the proxies' addresses/);
  });

  it('names the shop on its invoices: Odisha defaults with a demo GSTIN, or a checked GSTIN of SHOP_STATE', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).shop).toEqual({
      legalName: 'Rajat Silver',
      gstin: '21ABCDE1234F1ZC',
      demoGstin: true,
      address: 'Plot 12, Link Road, Badambadi, Cuttack, Odisha 753012',
      state: 'Odisha',
    });
    const own = { SHOP_LEGAL_NAME: 'Rajat Silver Jewellers LLP', SHOP_ADDRESS: '4 Carter Road, Mumbai 400050', SHOP_STATE: 'Maharashtra' };
    expect(loadConfig({ DATA_DIR: dataDir(), ...own, SHOP_GSTIN: ' 27aapfu0939f1zv ' }).shop).toEqual({
      legalName: 'Rajat Silver Jewellers LLP',
      gstin: '27AAPFU0939F1ZV',
      demoGstin: false,
      address: '4 Carter Road, Mumbai 400050',
      state: 'Maharashtra',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), SHOP_GSTIN: '21ABCDE1234F1ZD' })).toThrow(
      /^SHOP_GSTIN 21ABCDE1234F1ZD is not a valid GSTIN: its last character \(the check character\) does not match/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), SHOP_GSTIN: '21ABCDE1234' })).toThrow(/^SHOP_GSTIN 21ABCDE1234 is not a valid GSTIN: a GSTIN is 15 characters/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SHOP_GSTIN: '27AAPFU0939F1ZV' })).toThrow(
      /^SHOP_GSTIN 27AAPFU0939F1ZV is registered in state code 27, but SHOP_STATE Odisha is 21$/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), SHOP_STATE: 'Maharashtra' })).toThrow(/^SHOP_GSTIN: set the shop's own GSTIN when SHOP_STATE is not Odisha/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SHOP_STATE: 'Orissa' })).toThrow(/^SHOP_STATE must be an Indian state or union territory/);
  });
  describe('with NODE_ENV=production', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.in', SHOP_GSTIN: '21AAPFU0939F1Z7', AUTH_SECRET: 'a'.repeat(32) };

    it('starts with the public address, the shop\'s own GSTIN and its own AUTH_SECRET', () => {
      const config = loadConfig({ DATA_DIR: dataDir(), ...production });
      expect(config.publicUrl).toBe('https://shop.example.in');
      expect(config.shop).toMatchObject({ gstin: '21AAPFU0939F1Z7', demoGstin: false });
    });

    it('refuses to start without PUBLIC_URL: links would name whatever Host a client sent', () => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...production, PUBLIC_URL: '' })).toThrow(
        /^PUBLIC_URL is required when NODE_ENV=production: the shop's public address, such as https:\/\/shop\.example\.in/,
      );
    });

    it('refuses the demo GSTIN, unset or written out: real invoices need the shop\'s own', () => {
      for (const gstin of ['', '21ABCDE1234F1ZC', ' 21abcde1234f1zc ']) {
        expect(() => loadConfig({ DATA_DIR: dataDir(), ...production, SHOP_GSTIN: gstin })).toThrow(
          /^SHOP_GSTIN is required when NODE_ENV=production: invoices must carry the shop's own GSTIN, not the demo 21ABCDE1234F1ZC$/,
        );
      }
    });
  });

  it('asks to confirm a metal rate RATE_CONFIRM_PERCENT (20) or more from the current one, and takes a delivered parcel back for RETURN_AFTER_DELIVERY_DAYS (15)', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir() });
    expect(defaults.rateConfirmPercent).toBe(20);
    expect(defaults.returnAfterDeliveryMs).toBe(15 * 86_400_000);
    const set = loadConfig({ DATA_DIR: dataDir(), RATE_CONFIRM_PERCENT: '35', RETURN_AFTER_DELIVERY_DAYS: '0' });
    expect(set.rateConfirmPercent).toBe(35);
    expect(set.returnAfterDeliveryMs).toBe(0);
    expect(() => loadConfig({ DATA_DIR: dataDir(), RATE_CONFIRM_PERCENT: '0' })).toThrow(/^RATE_CONFIRM_PERCENT must be a whole number of percent, 1 to 999$/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), RATE_CONFIRM_PERCENT: '12.5' })).toThrow(/^RATE_CONFIRM_PERCENT must be a whole number of percent/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), RETURN_AFTER_DELIVERY_DAYS: '400' })).toThrow(/^RETURN_AFTER_DELIVERY_DAYS must be a whole number of days, 0 to 365$/);
  });

  it('signs invoice links for INVOICE_LINK_DAYS days, 30 unless set', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).invoiceLinkDays).toBe(30);
    expect(loadConfig({ DATA_DIR: dataDir(), INVOICE_LINK_DAYS: '90' }).invoiceLinkDays).toBe(90);
    expect(() => loadConfig({ DATA_DIR: dataDir(), INVOICE_LINK_DAYS: '0' })).toThrow(/^INVOICE_LINK_DAYS must be a whole number of days, 1 to 3650/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), INVOICE_LINK_DAYS: '4000' })).toThrow(/^INVOICE_LINK_DAYS must be a whole number of days, 1 to 3650/);
  });
});
