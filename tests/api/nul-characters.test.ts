import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, signInAsOperator, type TestApp } from '../helpers/test-app.ts';
import { jpeg, multipart } from '../helpers/uploads.ts';
import { NUL_MESSAGE } from '../../src/server/http/nul-characters.ts';

// Found by tests/api/fuzz.test.ts on PostgreSQL, whose text cannot hold U+0000: these answered 500.
describe.each(DATABASE_KINDS)('the NUL character in a request, on %s', (kind) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    cookie = await signInAsOperator(t);
  });
  afterAll(() => t.close());

  it.each([
    ['a query value', '/api/products/by-ids?ids=%00', 'ids'],
    ['a path parameter', '/api/products/by-name/Ring%00', 'name'],
    ['a query name', '/api/search?q%00=ring', 'q\u0000'],
  ])('in %s is a 400', async (_label, url, field) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_request', message: NUL_MESSAGE, fieldErrors: { [field]: NUL_MESSAGE } });
  });

  it('in an operator route path or a JSON body is a 400', async () => {
    const patch = await t.app.inject({ method: 'PATCH', url: '/api/products/x%00', headers: { cookie }, payload: {} });
    expect(patch.statusCode).toBe(400);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: 'a\u0000@example.in', password: 'whatever it is' } });
    expect(signIn.json()).toMatchObject({ fieldErrors: { email: NUL_MESSAGE } });
  });

  it('in a multipart product field is a 400, nothing stored', async () => {
    const product = { ProductName: 'Nul\u0000 Ring', ProductPrice: 100, Category: 'Ring', MetalType: 'Silver', Purity: '925', metalWeight: 2, Colour: 'Silver', Style: 'Everyday' };
    const body = await multipart({ product }, [{ name: 'ring.jpg', data: await jpeg(20, 20) }]);
    const response = await t.app.inject({ method: 'POST', url: '/api/products', payload: body.payload, headers: { ...body.headers, cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { 'product.ProductName': NUL_MESSAGE } });
    expect((await t.app.inject({ url: '/api/products' })).json().products).toEqual([]);
  });
});
