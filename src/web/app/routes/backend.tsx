export function Component() {
  return (
    <main>
      <h1>backend</h1>
    </main>
  );
}
