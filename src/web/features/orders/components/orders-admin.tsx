/** The operator's list of orders (placeholder until the orders work lands). */
export function OrdersAdmin() {
  return <section aria-label="Orders" />;
}
