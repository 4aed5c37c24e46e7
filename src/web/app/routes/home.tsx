export function Component() {
  return (
    <main>
      <h1>home</h1>
    </main>
  );
}
