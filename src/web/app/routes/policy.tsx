export function Component() {
  return (
    <main>
      <h1>policy</h1>
    </main>
  );
}
