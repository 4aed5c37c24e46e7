export function Component() {
  return (
    <main>
      <h1>login</h1>
    </main>
  );
}
