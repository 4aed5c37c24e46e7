export function Component() {
  return (
    <main>
      <h1>listing</h1>
    </main>
  );
}
