export function Component() {
  return (
    <main>
      <h1>wishlist</h1>
    </main>
  );
}
