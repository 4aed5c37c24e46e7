export function Component() {
  return (
    <main>
      <h1>product</h1>
    </main>
  );
}
