export function Component() {
  return (
    <main>
      <h1>search</h1>
    </main>
  );
}
