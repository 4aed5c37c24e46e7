// Home, listings, product pages and cards, search and the wishlist.
// Filled as the screens move their words here (issue 27).
export default {};
