// The order the benchmarks place (POST /api/orders): one line, delivered to a real PIN code of
// the state it names, so that the shop's PIN check passes.

/** The order's JSON body: `quantity` of the product in size 2.6. */
export function benchOrderBody(productId: string, quantity: number): string {
  return JSON.stringify({
    name: 'Bench Shopper',
    email: 'bench@example.in',
    phone: '98765 43210',
    address: '1, Bench Road',
    city: 'Cuttack',
    state: 'Odisha',
    zip: '753001',
    lines: [{ productId, size: '2.6', quantity }],
  });
}
