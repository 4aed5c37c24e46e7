// What every page shows: the header, menus, footer, language switcher, error screen and toasts.
export default {
  skipToContent: 'Skip to content',
  strip: {
    freeShipping: 'Free shipping across India',
    hallmarked: 'BIS hallmarked 925 silver',
    returns: (days: number) => `${days}-day easy returns`,
  },
  header: {
    openMenu: 'Open menu',
    yourShop: 'Your shop',
    account: 'Account',
    wishlist: 'Wishlist',
    cart: (lines: number) => `Cart, ${lines} ${lines === 1 ? 'item' : 'items'}`,
  },
  language: {
    label: 'Language',
  },
};
