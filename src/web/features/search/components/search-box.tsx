/** The header's search box (placeholder version; the discovery work makes it search). */
export function SearchBox() {
  return <input type="search" aria-label="Search products" placeholder="Find bangles..." />;
}
