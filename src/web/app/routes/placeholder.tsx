export function Component() {
  return (
    <main>
      <h1>placeholder</h1>
    </main>
  );
}
