import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../helpers/test-app.ts';

/** Every key a plain object answers without holding it: constructor, toString, __proto__, valueOf... */
const PROTOTYPE_WORDS = Object.getOwnPropertyNames(Object.prototype);

describe.each(DATABASE_KINDS)('words that plain objects inherit, as user text, on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it.each(PROTOTYPE_WORDS)('GET /api/search?q=%s finds nothing, without failing', async (word) => {
    const response = await t.app.inject({ url: '/api/search', query: { q: word } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ products: [] });
  });

  it.each(PROTOTYPE_WORDS)('GET /api/products?group=%s is an unknown listing group (400)', async (word) => {
    const response = await t.app.inject({ url: '/api/products', query: { group: word } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request', fieldErrors: { group: 'Unknown listing group.' } });
  });

  it.each(['price', 'metal', 'colour', 'style', 'sort'])('GET /api/products?%s=constructor is an unknown value (400)', async (name) => {
    const response = await t.app.inject({ url: '/api/products', query: { [name]: 'constructor' } });
    expect(response.statusCode).toBe(400);
  });
});
