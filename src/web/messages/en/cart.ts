// The cart page's own words: its lines, their quantities and why a line blocks the checkout. A
// chunk the cart loads (shared/route-manifest.ts WordChunk), beside the order screens' shared
// words (ordering.ts). Texts with figures are functions of them.

const cart = {
  title: 'Your Cart',
  opening: 'Opening your cart…',
  items: 'Cart items',
  goneBlocks: 'Some pieces in your cart are no longer available. Remove them to check out.',
  shortBlocks: 'The shop has fewer of some pieces than your cart holds. Lower their quantity or remove them to check out.',
  checkoutSecurely: 'CHECKOUT SECURELY',
  atMostASize: (max: number) => `At most ${max} a size.`,
  onlyLeft: (left: number) => `Only ${left} left.`,
  metal: (metal: string, purity: string) => `Metal: ${metal} | Purity: ${purity}`,
  gone: 'This piece is no longer available.',
  soldOut: 'Sold out: remove it to check out.',
  notEnough: 'Not enough in stock: lower the quantity or remove it.',
  remove: (name: string) => `Remove ${name} from cart`,
  quantityOf: (name: string) => `Quantity of ${name}`,
  decrease: 'Decrease quantity',
  increase: 'Increase quantity',
  quantity: 'Quantity',
  moveToWishlist: 'Move to Wishlist',
  size: 'Size',
  chooseSize: 'Choose a size',
  sizeBlocks: 'Choose a size for each ring to check out.',
};

export default { cart };
