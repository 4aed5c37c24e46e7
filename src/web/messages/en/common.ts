// What every page shows: the header with its search box, menus, footer, language switcher, error
// screen and the cart's and wishlist's toasts. Part of the chunk every page loads (index.ts).
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
  logo: { label: 'Rajat Silver, fine silver, Cuttack: home', sub: 'Fine silver · Cuttack' },
  /** The category menu and the phone sidebar; entries and sections by their key in shared/catalogue.ts. */
  menu: {
    categories: 'Categories',
    menu: 'Menu',
    close: 'Close menu',
    entryMenu: (entry: string) => `${entry} menu`,
    viewAll: (entry: string) => `View all ${entry.toLowerCase()}`,
    all: (entry: string) => `All ${entry.toLowerCase()}`,
    cart: 'Cart',
    entries: {
      rings: 'Rings',
      necklaces: 'Necklaces & Pendants',
      bracelets: 'Bracelets',
      earrings: 'Earrings',
      about: 'About',
      services: 'Services',
      contact: 'Contact',
    },
    sections: { price: 'Shop by Price', metal: 'Shop by Metal', colour: 'Shop by Colour', style: 'Shop by Style' },
    /** The shop's pages under About, Services and Contact: each page's title. */
    pages: {
      about: { submenu1: 'Our Story', submenu2: 'The Filigree of Cuttack' },
      services: { submenu1: 'Sizing Guide & Resizing', submenu2: 'Silver Exchange & Care' },
      contact: { submenu1: 'Customer Care', submenu2: 'Visit Our Store' },
    },
  },
  tabs: { label: 'Quick tabs', recents: 'Recents', favorites: 'Favorites', nearby: 'Nearby' },
  footer: {
    about: 'About the shop',
    blurb:
      'Silver jewellery made by hand in Cuttack, Odisha, home of the centuries-old tarakasi filigree craft. Every piece is hallmarked and sold at honest per-gram prices.',
    licence: 'BIS Hallmark Licence ',
    help: 'Help',
    links: {
      terms: 'Terms & Conditions',
      privacy: 'Privacy Policy',
      refund: 'Refund & Cancellation',
      shipping: 'Shipping Policy',
      faq: 'FAQ',
    },
    follow: 'Follow us',
    newTab: ' (opens in a new tab)',
    contact: 'Contact',
    city: 'Cuttack, Odisha',
    newsletter: 'Newsletter',
    subscribeUs: 'Subscribe us',
    subscribeNote: 'New collections and festive offers, about once a month. No spam.',
    rights: (year: number, shop: string) => `© ${year} ${shop}. All rights reserved.`,
    prices: 'Prices in Indian rupees, inclusive of all taxes.',
  },
  subscribe: { email: 'Your e-mail address', button: 'Subscribe', thanks: 'Thank you for subscribing!' },
  error: {
    title: 'Unexpected Application Error!',
    status: (status: number, text: string) => `${status} ${text}`,
    back: 'Back to the shop',
  },
  loading: 'Loading…',
  carousel: {
    previous: 'Previous slide',
    next: 'Next slide',
    slide: (n: number, count: number) => `${n} of ${count}`,
    show: (n: number) => `Show slide ${n}`,
  },
  /** The listing filters by their query parameter, their choices by URL token (LISTING_FILTERS): the menus name the choices too. */
  filters: {
    price: { title: 'Price', options: { u1500: 'Under ₹1,500', '15h30h': '₹1,500 - ₹3,000', '30h50h': '₹3,000 - ₹5,000', '50h': 'Above ₹5,000' } },
    metal: { title: 'Metal', options: { silver: 'Silver', gold: 'Gold' } },
    colour: { title: 'Colour', options: { silver: 'Silver', goldplated: 'Gold Plated', rosegold: 'Rose Gold', oxidised: 'Oxidised' } },
    style: { title: 'Style', options: { everyday: 'Everyday', office: 'Office', party: 'Party' } },
  },
  /** A product's Category and MetalType as the shop stores them (shared/catalogue.ts): the search box's suggestions name them too. */
  categories: { Ring: 'Ring', Necklace: 'Necklace', Pendant: 'Pendant', Bracelet: 'Bracelet', Bangle: 'Bangle', Earring: 'Earring' },
  metals: { Silver: 'Silver', Gold: 'Gold', Platinum: 'Platinum' },
  /** The search box in every page's header. */
  searchBox: {
    /** `{}` is where the query goes, in bold. */
    showingFor: 'Showing results for {}',
    placeholders: ['Find bangles...', 'Explore products...', 'Search jewellery...', 'Search products that last forever...'],
    label: 'Search products',
    submit: 'Search',
    suggestions: 'Suggestions',
    none: (query: string) => `No products match ‘${query}’.`,
    seeAll: 'See all results for {}',
    suggested: (count: number) => `${count} ${count === 1 ? 'suggestion' : 'suggestions'}`,
  },
  /** The cart and wishlist actions' toasts (components/shopper-toasts.ts). */
  toasts: {
    wished: 'Added to wishlist.',
    unwished: 'Removed from wishlist.',
    added: 'Product added to Cart.',
    limit: (max: number) => `You can order at most ${max} of one piece in one size.`,
    noMoreStock: (stock: number) =>
      stock <= 0 ? 'Out of stock.' : stock === 1 ? 'Only 1 left, and it is in your cart.' : `Only ${stock} left, and all ${stock} are in your cart.`,
    leftOut: (max: number, dropped: number) =>
      `${max} is the most of one piece in one size: ${dropped} ${dropped === 1 ? 'piece was' : 'pieces were'} left out.`,
    moved: 'Moved to wishlist.',
    chooseSize: 'Choose a size for this ring first.',
  },
};
