export function Component() {
  return (
    <main>
      <h1>order</h1>
    </main>
  );
}
