export function Component() {
  return (
    <main>
      <h1>cart</h1>
    </main>
  );
}
