export function Component() {
  return (
    <main>
      <h1>checkout</h1>
    </main>
  );
}
